/**
 * Line folding in a plain or quoted value that U+2028 or U+2029 breaks across lines. The parse reads
 * every line break as `\n` (see `yaml-source.ts`), which folds like a space; SnakeYAML keeps these
 * two characters in the value instead (its `scanLineBreak` returns them as they are), so such a
 * value is read again here from its source, by SnakeYAML's folding rules.
 */

const BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
const BREAK_HERE = /\r\n|[\r\n\u0085\u2028\u2029]/y;
/** White space that contains at least one line break, with the spaces and tabs around it. */
const FOLD = /[ \t]*(?:(?:\r\n|[\r\n\u0085\u2028\u2029])[ \t]*)+/g;
const FOLD_HERE = /[ \t]*(?:(?:\r\n|[\r\n\u0085\u2028\u2029])[ \t]*)+/y;

/** What SnakeYAML makes of a line break: `\n`, except U+2028 and U+2029, which stay themselves. */
function breakText(lineBreak: string): string {
  return lineBreak === '\u2028' || lineBreak === '\u2029' ? lineBreak : '\n';
}

/** A run of white space with line breaks in it: the first break is a space (or itself), the rest stay breaks. */
function fold(run: string): string {
  const [first, ...rest] = (run.match(BREAK) ?? []).map(breakText);
  return (first !== '\n' ? first : rest.length === 0 ? ' ' : '') + rest.join('');
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
};
const ESCAPE_DIGITS: Record<string, number> = {x: 2, u: 4, U: 8};

/** The inside of a double-quoted value: escapes, escaped line breaks (which vanish) and folds. */
function doubleQuoted(inner: string): string {
  let out = '';
  let index = 0;
  while (index < inner.length) {
    FOLD_HERE.lastIndex = index;
    const run = FOLD_HERE.exec(inner);
    if (run) {
      out += fold(run[0]);
      index += run[0].length;
      continue;
    }
    const char = inner[index];
    if (char !== '\\') {
      out += char;
      index += 1;
      continue;
    }
    const next = inner[index + 1] ?? '';
    BREAK_HERE.lastIndex = index + 1;
    if (BREAK_HERE.test(inner)) {
      // An escaped line break joins the lines; only the breaks after it stay.
      FOLD_HERE.lastIndex = index + 1;
      const after = FOLD_HERE.exec(inner)?.[0] ?? '';
      out += (after.match(BREAK) ?? []).slice(1).map(breakText).join('');
      index += 1 + after.length;
    } else if (next in ESCAPE_DIGITS) {
      const digits = ESCAPE_DIGITS[next];
      out += String.fromCodePoint(parseInt(inner.slice(index + 2, index + 2 + digits), 16));
      index += 2 + digits;
    } else {
      out += ESCAPES[next] ?? next;
      index += 2;
    }
  }
  return out;
}

/** The value SnakeYAML reads from the source of a plain or quoted scalar (quotes included). */
export function snakeFlowText(raw: string, style: 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE'): string {
  if (style === 'PLAIN') {
    return raw.replace(/[ \t\r\n\u0085\u2028\u2029]+$/, '').replace(FOLD, fold);
  }
  const inner = raw.slice(1, -1);
  return style === 'QUOTE_SINGLE' ? inner.replace(FOLD, fold).replace(/''/g, "'") : doubleQuoted(inner);
}

const IS_BREAK = /[\r\n\u0085\u2028\u2029]/;

/** Reads a block scalar (`|` or `>`) the way SnakeYAML's `scanBlockScalar` does. */
class BlockScanner {
  private index: number;
  private column = 0;

  constructor(
    private readonly text: string,
    start: number,
    private readonly end: number,
  ) {
    this.index = start;
  }

  private peek(ahead = 0): string {
    return this.index + ahead < this.end ? this.text[this.index + ahead] : '\0';
  }

  private forward(count = 1): void {
    for (let step = 0; step < count; step += 1) {
      this.column += 1;
      this.index += 1;
    }
  }

  lineBreak(): string {
    const char = this.peek();
    if (char === '\r' && this.peek(1) === '\n') {
      this.forward(2);
    } else if (IS_BREAK.test(char) && char !== '\0') {
      this.forward();
    } else {
      return '';
    }
    this.column = 0;
    return breakText(char);
  }

  /** The header: style, chomping (`+` keep, `-` strip) and an indentation digit, then the rest of the line. */
  header(): {folded: boolean; chomping: boolean | null; increment: number | null} {
    const folded = this.peek() === '>';
    this.forward();
    let chomping: boolean | null = null;
    let increment: number | null = null;
    for (let count = 0; count < 2; count += 1) {
      const char = this.peek();
      if ((char === '+' || char === '-') && chomping === null) {
        chomping = char === '+';
        this.forward();
      } else if (/[1-9]/.test(char) && increment === null) {
        increment = Number(char);
        this.forward();
      }
    }
    while (!IS_BREAK.test(this.peek()) && this.peek() !== '\0') {
      this.forward();
    }
    this.lineBreak();
    return {folded, chomping, increment};
  }

  /** Leading blank lines and the deepest indentation among them and the first content line. */
  indentation(): {breaks: string[]; maxIndent: number} {
    const breaks: string[] = [];
    let maxIndent = 0;
    while (this.peek() === ' ' || (IS_BREAK.test(this.peek()) && this.peek() !== '\0')) {
      if (this.peek() === ' ') {
        this.forward();
        maxIndent = Math.max(maxIndent, this.column);
      } else {
        breaks.push(this.lineBreak());
      }
    }
    return {breaks, maxIndent};
  }

  breaks(indent: number): string[] {
    const breaks: string[] = [];
    const skipIndent = () => {
      while (this.column < indent && this.peek() === ' ') {
        this.forward();
      }
    };
    skipIndent();
    while (IS_BREAK.test(this.peek()) && this.peek() !== '\0') {
      breaks.push(this.lineBreak());
      skipIndent();
    }
    return breaks;
  }

  body(indent: number, folded: boolean, first: string[]): {chunks: string[]; lineBreak: string; breaks: string[]} {
    const chunks: string[] = [];
    let breaks = first;
    let lineBreak = '';
    while (this.column === indent && this.peek() !== '\0') {
      chunks.push(...breaks);
      const leadingNonSpace = this.peek() !== ' ' && this.peek() !== '\t';
      const lineStart = this.index;
      while (!IS_BREAK.test(this.peek()) && this.peek() !== '\0') {
        this.forward();
      }
      chunks.push(this.text.slice(lineStart, this.index));
      lineBreak = this.lineBreak();
      breaks = this.breaks(indent);
      if (this.column !== indent || this.peek() === '\0') {
        break;
      }
      if (folded && lineBreak === '\n' && leadingNonSpace && this.peek() !== ' ' && this.peek() !== '\t') {
        if (breaks.length === 0) {
          chunks.push(' ');
        }
      } else {
        chunks.push(lineBreak);
      }
    }
    return {chunks, lineBreak, breaks};
  }
}

/**
 * The value SnakeYAML reads from a block scalar: `start` is the offset of its `|` or `>`, `end` where
 * it ends, `parentIndent` the column of the map or list that holds it.
 */
export function snakeBlockText(text: string, start: number, end: number, parentIndent: number): string {
  const scanner = new BlockScanner(text, start, end);
  const {folded, chomping, increment} = scanner.header();
  const minIndent = Math.max(1, parentIndent + 1);
  let indent: number;
  let breaks: string[];
  if (increment === null) {
    const found = scanner.indentation();
    indent = Math.max(minIndent, found.maxIndent);
    breaks = found.breaks;
  } else {
    indent = minIndent + increment - 1;
    breaks = scanner.breaks(indent);
  }
  const body = scanner.body(indent, folded, breaks);
  const chunks = body.chunks;
  if (chomping !== false) {
    chunks.push(body.lineBreak);
  }
  if (chomping === true) {
    chunks.push(...body.breaks);
  }
  return chunks.join('');
}
