/**
 * Where a JSON text first goes wrong. Browsers' `JSON.parse` messages differ and often quote the
 * text instead of giving a position, so the viewer finds the place itself (only after a failed
 * parse, so speed does not matter).
 */

export interface JsonErrorPlace {
  offset: number;
  line: number;
  column: number;
  /** True when the text ended before the JSON was complete (e.g. cut off while copying). */
  truncated: boolean;
}

class Stop extends Error {
  constructor(readonly offset: number) {
    super('json syntax error');
  }
}

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
  const value = (): void => {
    ws();
    const char = text[i];
    if (char === '{') {
      i += 1;
      ws();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        ws();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === '}') {
          i += 1;
          return;
        }
        fail();
      }
    } else if (char === '[') {
      i += 1;
      ws();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i += 1;
          continue;
        }
        if (text[i] === ']') {
          i += 1;
          return;
        }
        fail();
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
    return {offset, line, column: offset - before.lastIndexOf('\n'), truncated: offset >= text.length};
  }
}
