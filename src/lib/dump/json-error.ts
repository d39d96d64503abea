/**
 * Where a JSON text first goes wrong. Browsers' `JSON.parse` messages differ and often quote the
 * text instead of giving a position, so the viewer finds the place itself (only after a failed
 * parse, so speed does not matter).
 */

import {MAX_JSON_SCAN_DEPTH} from './depth';

export interface JsonErrorPlace {
  offset: number;
  line: number;
  column: number;
  /** True when the text ended before the JSON was complete (e.g. cut off while copying). */
  truncated: boolean;
  /** True when the locator stopped because the text nests more than `MAX_JSON_SCAN_DEPTH` levels. */
  tooDeep: boolean;
}

class Stop extends Error {
  constructor(readonly offset: number) {
    super('json syntax error');
  }
}

class TooDeep extends Stop {}

const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

/** A strict JSON reader that only finds where the text stops being JSON (it builds no values). */
class JsonScanner {
  private i = 0;

  constructor(private readonly text: string) {}

  private fail(): never {
    throw new Stop(this.i);
  }

  private ws(): void {
    while (this.i < this.text.length && ' \t\n\r'.includes(this.text[this.i])) this.i += 1;
  }

  private literal(word: string): void {
    for (const char of word) {
      if (this.text[this.i] !== char) this.fail();
      this.i += 1;
    }
  }

  private string(): void {
    const {text} = this;
    this.i += 1;
    while (this.i < text.length) {
      const char = text[this.i];
      if (char === '"') {
        this.i += 1;
        return;
      }
      if (char === '\\') {
        this.i += 1;
        if (text[this.i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(this.i + 1, this.i + 5))) this.fail();
          this.i += 5;
        } else if ('"\\/bfnrt'.includes(text[this.i] ?? 'x')) {
          this.i += 1;
        } else {
          this.fail();
        }
      } else if (char.charCodeAt(0) < 0x20) {
        this.fail();
      } else {
        this.i += 1;
      }
    }
    this.fail();
  }

  private number(): void {
    NUMBER.lastIndex = this.i;
    const match = NUMBER.exec(this.text);
    if (!match) this.fail();
    this.i += match[0].length;
  }

  private expect(char: string): void {
    if (this.text[this.i] !== char) this.fail();
    this.i += 1;
  }

  /** `"key":` inside an object, up to the value. */
  private key(): void {
    this.ws();
    if (this.text[this.i] !== '"') this.fail();
    this.string();
    this.ws();
    this.expect(':');
  }

  /** A scalar, or the opening of a list or object (pushed on `open`); true when a value is complete. */
  private start(open: ('{' | '[')[]): boolean {
    this.ws();
    const char = this.text[this.i];
    if (char === '{' || char === '[') {
      this.i += 1;
      this.ws();
      if (this.text[this.i] === (char === '{' ? '}' : ']')) {
        this.i += 1;
        return true;
      }
      open.push(char);
      if (open.length > MAX_JSON_SCAN_DEPTH) {
        throw new TooDeep(this.i);
      }
      if (char === '{') this.key();
      return false;
    }
    if (char === '"') this.string();
    else if (char === 't') this.literal('true');
    else if (char === 'f') this.literal('false');
    else if (char === 'n') this.literal('null');
    else this.number();
    return true;
  }

  /**
   * One value, without recursion: `open` holds the lists and objects entered so far, so a text
   * nested hundreds of thousands of levels deep cannot overflow the call stack.
   */
  value(): void {
    const open: ('{' | '[')[] = [];
    for (;;) {
      let complete = this.start(open);
      // After a complete value: close every list or object that ends here, or go on after a comma.
      while (complete) {
        const top = open.at(-1);
        if (top === undefined) return;
        this.ws();
        if (this.text[this.i] === ',') {
          this.i += 1;
          if (top === '{') this.key();
          complete = false;
        } else if (this.text[this.i] === (top === '{' ? '}' : ']')) {
          this.i += 1;
          open.pop();
        } else {
          this.fail();
        }
      }
    }
  }

  /** The whole text: one value and nothing after it but white space. */
  document(): void {
    this.value();
    this.ws();
    if (this.i < this.text.length) this.fail();
  }
}

export function findJsonError(text: string): JsonErrorPlace | undefined {
  try {
    new JsonScanner(text).document();
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) {
      throw error;
    }
    const offset = Math.min(error.offset, text.length);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    return {
      offset,
      line,
      column: offset - before.lastIndexOf('\n'),
      truncated: !(error instanceof TooDeep) && offset >= text.length,
      tooDeep: error instanceof TooDeep,
    };
  }
}
