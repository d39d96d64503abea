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

export function findJsonError(text: string): JsonErrorPlace | undefined {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };
  const literal = (word: string): void => {
    for (const char of word) {
      if (text[i] !== char) fail();
      i += 1;
    }
  };
  const string = (): void => {
    i += 1;
    while (i < text.length) {
      const char = text[i];
      if (char === '"') {
        i += 1;
        return;
      }
      if (char === '\\') {
        i += 1;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 5;
        } else if ('"\\/bfnrt'.includes(text[i] ?? 'x')) {
          i += 1;
        } else {
          fail();
        }
      } else if (char.charCodeAt(0) < 0x20) {
        fail();
      } else {
        i += 1;
      }
    }
    fail();
  };
  const number = (): void => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) {
      fail();
      return;
    }
    i += match[0].length;
  };
  const expect = (char: string): void => {
    if (text[i] !== char) fail();
    i += 1;
  };
  /** `"key":` inside an object, up to the value. */
  const key = (): void => {
    ws();
    if (text[i] !== '"') fail();
    string();
    ws();
    expect(':');
  };
  /**
   * One value, without recursion: `open` holds the lists and objects entered so far, so a text
   * nested hundreds of thousands of levels deep cannot overflow the call stack.
   */
  const value = (): void => {
    const open: ('{' | '[')[] = [];
    for (;;) {
      ws();
      const char = text[i];
      let complete = true;
      if (char === '{' || char === '[') {
        i += 1;
        ws();
        if (text[i] === (char === '{' ? '}' : ']')) {
          i += 1;
        } else {
          open.push(char);
          if (open.length > MAX_JSON_SCAN_DEPTH) {
            throw new TooDeep(i);
          }
          if (char === '{') key();
          complete = false;
        }
      } else if (char === '"') {
        string();
      } else if (char === 't') {
        literal('true');
      } else if (char === 'f') {
        literal('false');
      } else if (char === 'n') {
        literal('null');
      } else {
        number();
      }
      // After a complete value: close every list or object that ends here, or go on after a comma.
      while (complete) {
        const top = open.at(-1);
        if (top === undefined) return;
        ws();
        if (text[i] === ',') {
          i += 1;
          if (top === '{') key();
          complete = false;
        } else if (text[i] === (top === '{' ? '}' : ']')) {
          i += 1;
          open.pop();
        } else {
          fail();
        }
      }
    }
  };

  try {
    value();
    ws();
    if (i < text.length) fail();
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
