/**
 * Quoting by SnakeYAML's rules. Geyser reads `config.yml` with SnakeYAML (YAML 1.1), which reads some
 * plain scalars differently from the `yaml` package: `<<` is the merge key, NEL (U+0085), U+2028 and
 * U+2029 break lines, `on`/`off`/`y`-style words, `1_000`, `0x1F`, `1:30` and dates are not text. So a
 * string is written plain only when it is plainly ordinary text under both readers, and escaped in
 * double quotes whenever it holds a character SnakeYAML would fold, trim or refuse.
 */

/**
 * The patterns of SnakeYAML's `Resolver` for plain scalars (bool, int, float, null, timestamp, merge,
 * value), widened where that costs nothing: quoting a string that would have been read as text
 * anyway changes nothing Geyser sees.
 */
const IMPLICIT_PATTERNS: readonly RegExp[] = [
  /^(?:yes|no|true|false|on|off|y|n)$/i,
  /^(?:[-+]?0b_*[01]+[01_]*|[-+]?0_*[0-7]+[0-7_]*|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x_*[0-9a-f]+[0-9a-f_]*|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/i,
  /^(?:[-+]?(?:\.[0-9]+|[0-9_]+(?:\.[0-9_]*)?)(?:e[-+]?[0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.inf|\.nan)$/i,
  /^(?:~|null)$/i,
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:$|[Tt\s])/,
  /^<<$/,
  /^=$/,
];

/** Characters that may not start a plain scalar (YAML indicators, plus the reserved `@` and backtick). */
const LEADING_INDICATORS = new Set([...'-?:,[]{}#&*!|>\'"%@`']);

/** Characters that end a plain scalar inside `[ ]` or `{ }`. */
const FLOW_INDICATORS = /[,[\]{}]/;

/**
 * SnakeYAML's `StreamReader` accepts tab, LF, CR, NEL and the printable ranges; anything else makes the
 * whole file unreadable unless it is written as an escape.
 */
function isPrintableForSnake(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    codePoint === 0x85 ||
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

/** Line breaks in YAML 1.1 (SnakeYAML folds or normalises them inside any scalar that is not escaped). */
function isLineBreak(codePoint: number): boolean {
  return codePoint === 0xa || codePoint === 0xd || codePoint === 0x85 || codePoint === 0x2028 || codePoint === 0x2029;
}

function isLoneSurrogate(value: string, index: number): boolean {
  const unit = value.charCodeAt(index);
  if (unit >= 0xd800 && unit <= 0xdbff) {
    const next = value.charCodeAt(index + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (unit >= 0xdc00 && unit <= 0xdfff) {
    const previous = value.charCodeAt(index - 1);
    return !(previous >= 0xd800 && previous <= 0xdbff);
  }
  return false;
}

/** True when the string can only be written in double quotes, with escapes. */
export function needsEscapes(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const codePoint = value.codePointAt(index) as number;
    if (codePoint > 0xffff) {
      index += 1;
      continue;
    }
    if (
      isLoneSurrogate(value, index) ||
      isLineBreak(codePoint) ||
      !isPrintableForSnake(codePoint) ||
      codePoint === 0xfeff ||
      codePoint === 0x9
    ) {
      return true;
    }
  }
  return false;
}

/** True when SnakeYAML and the `yaml` package both read the string back unchanged from a plain scalar. */
export function isPlainSafe(value: string, flow = false): boolean {
  if (value === '' || value !== value.trim() || /^[\s]|[\s]$/.test(value)) {
    return false;
  }
  if (needsEscapes(value) || LEADING_INDICATORS.has(value[0])) {
    return false;
  }
  if (IMPLICIT_PATTERNS.some((pattern) => pattern.test(value))) {
    return false;
  }
  // `: ` starts a value, ` #` a comment; a trailing `:` is a key. Anything with a colon is quoted in flow style.
  if (/:(?:\s|$)|\s#/.test(value) || (flow && (FLOW_INDICATORS.test(value) || value.includes(':')))) {
    return false;
  }
  // Characters SnakeYAML treats as whitespace but the `yaml` package does not, or the other way round.
  if (/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u200b-\u200d]/.test(value)) {
    return false;
  }
  return true;
}

function hex(codePoint: number, width: number): string {
  return codePoint.toString(16).toUpperCase().padStart(width, '0');
}

/** A double-quoted scalar with every character SnakeYAML could misread written as an escape. */
export function doubleQuoted(value: string): string {
  let out = '"';
  for (let index = 0; index < value.length; index += 1) {
    const codePoint = value.codePointAt(index) as number;
    if (codePoint > 0xffff) {
      out += String.fromCodePoint(codePoint);
      index += 1;
      continue;
    }
    const char = value[index];
    if (char === '"' || char === '\\') {
      out += `\\${char}`;
    } else if (char === '\n') {
      out += '\\n';
    } else if (char === '\t') {
      out += '\\t';
    } else if (codePoint === 0x85) {
      out += '\\N';
    } else if (codePoint === 0x2028) {
      out += '\\L';
    } else if (codePoint === 0x2029) {
      out += '\\P';
    } else if (
      isLoneSurrogate(value, index) ||
      !isPrintableForSnake(codePoint) ||
      codePoint === 0xfeff ||
      codePoint === 0xd
    ) {
      out += codePoint <= 0xff ? `\\x${hex(codePoint, 2)}` : `\\u${hex(codePoint, 4)}`;
    } else {
      out += char;
    }
  }
  return `${out}"`;
}

export function singleQuoted(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
