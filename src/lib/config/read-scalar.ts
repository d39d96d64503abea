/**
 * Reading one value the way Geyser reads it. SnakeYAML first makes it a Java object (a Boolean,
 * Integer, Double, String, Date or byte array: see `snake-scalar.ts`); Configurate then coerces that
 * object to the option's type: `yes` is a boolean, `"19132"` and `19132.0` are the number 19132,
 * `012` read as text is "10". Each reader returns the value Geyser ends up with, plus what is wrong
 * or unusual about how it is written.
 */
import {literal} from './markup';
import {javaDateText, javaDoubleText, javaText, type SnakeScalar} from './snake-scalar';
import type {SnakeValue} from './snake-value';
import type {OptionValue} from './types';

export type RawKind = 'scalar' | 'list' | 'map' | 'empty';

export interface RawValue {
  kind: RawKind;
  /** The JavaScript value of the YAML node (`null` for an empty value). */
  js: unknown;
  /** The value as SnakeYAML constructed it, for values read from a file. */
  snake?: SnakeValue;
  /** How a scalar is written: its text, whether it is quoted, and its explicit tag as written. */
  written?: {text: string; quoted: boolean; tag: string | null};
}

export type ReadProblem =
  | {severity: 'error'; code: 'type'; message: string}
  | {severity: 'warning' | 'info'; code: 'coerced' | 'empty' | 'type'; message: string};

export interface ReadResult {
  /** The value Geyser uses; null when Geyser cannot read it (or uses its default). */
  value: OptionValue | null;
  problems: ReadProblem[];
}

const TRUE_WORDS = ['true', 't', 'yes', 'y', '1'];
const FALSE_WORDS = ['false', 'f', 'no', 'n', '0'];

/** A JavaScript value (typed into the form, or from a conversion) as the scalar SnakeYAML would make of it. */
export function fromJs(js: unknown): SnakeScalar {
  if (js === null || js === undefined) {
    return {type: 'null'};
  }
  if (typeof js === 'boolean') {
    return {type: 'bool', value: js};
  }
  if (typeof js === 'bigint' || (typeof js === 'number' && Number.isInteger(js))) {
    return {type: 'int', value: BigInt(js)};
  }
  if (typeof js === 'number') {
    return {type: 'float', value: js};
  }
  if (js instanceof Date) {
    return {type: 'timestamp', value: js};
  }
  if (js instanceof Uint8Array) {
    return {type: 'binary', value: js};
  }
  return {type: 'str', value: String(js)};
}

export function isScalarValue(value: SnakeValue | undefined): value is SnakeScalar {
  return (
    value !== undefined &&
    value.type !== 'seq' &&
    value.type !== 'map' &&
    value.type !== 'set' &&
    value.type !== 'refused'
  );
}

/** The value in words, for messages: `the text "x"`, `19132.5`, `a date`. */
function describe(scalar: SnakeScalar): string {
  switch (scalar.type) {
    case 'str':
      return `the text ${literal(scalar.value)}`;
    case 'timestamp':
      return `the date ${literal(javaDateText(scalar.value))}`;
    case 'binary':
      return 'binary data (`!!binary`)';
    case 'float':
      return javaDoubleText(scalar.value);
    default:
      return String(javaText(scalar));
  }
}

/** What to change so the value is read as written: drop the tag, or quote the text. */
function keepAsWritten(raw: RawValue): string {
  const tag = raw.written?.tag;
  return tag
    ? `Remove the tag ${literal(tag)} and put the value in quotes to keep it as written.`
    : 'Put the value in quotes to keep it as written.';
}

/** The scalar Geyser coerces: the value itself, or the item of a one-item list (with a warning). */
function scalarOf(raw: RawValue, problems: ReadProblem[], expected: string): SnakeScalar | undefined {
  if (raw.kind === 'list') {
    const items = raw.js as unknown[];
    const snakeItems = raw.snake?.type === 'seq' || raw.snake?.type === 'set' ? raw.snake.items : undefined;
    if (items.length === 1 && (items[0] === null || typeof items[0] !== 'object' || items[0] instanceof Date)) {
      problems.push({
        severity: 'warning',
        code: 'type',
        message: `Written as a one-item list; Geyser reads the item, but it should be ${expected}, not a list.`,
      });
      return isScalarValue(snakeItems?.[0]) ? snakeItems[0] : fromJs(items[0]);
    }
    problems.push({
      severity: 'error',
      code: 'type',
      message: `Expected ${expected}, found a list. Geyser refuses to load this file.`,
    });
    return undefined;
  }
  if (raw.kind === 'map') {
    problems.push({
      severity: 'error',
      code: 'type',
      message: `Expected ${expected}, found a section. Geyser refuses to load this file.`,
    });
    return undefined;
  }
  return isScalarValue(raw.snake) ? raw.snake : fromJs(raw.js);
}

export function readBoolean(raw: RawValue): ReadResult {
  const problems: ReadProblem[] = [];
  const scalar = scalarOf(raw, problems, '`true` or `false`');
  if (scalar === undefined || scalar.type === 'null') {
    return {value: null, problems};
  }
  if (scalar.type === 'bool') {
    return {value: scalar.value, problems};
  }
  if (scalar.type === 'int' || scalar.type === 'float') {
    // Configurate compares the number with the Integer 0, which a decimal number never equals.
    const value = scalar.type === 'float' || scalar.value !== 0n;
    problems.push({
      severity: 'warning',
      code: 'coerced',
      message: `Geyser reads the number ${describe(scalar)} as \`${value}\`; write \`true\` or \`false\`.`,
    });
    return {value, problems};
  }
  const word = String(javaText(scalar)).toLowerCase();
  if (scalar.type === 'str' && (TRUE_WORDS.includes(word) || FALSE_WORDS.includes(word))) {
    const value = TRUE_WORDS.includes(word);
    problems.push({
      severity: 'warning',
      code: 'coerced',
      message: `Geyser reads ${literal(scalar.value)} as \`${value}\`; write \`${value}\`${raw.written?.quoted ? ' without quotes' : ''}.`,
    });
    return {value, problems};
  }
  problems.push({
    severity: 'error',
    code: 'type',
    message: `Expected \`true\` or \`false\`, found ${describe(scalar)}. Geyser refuses to load this file.`,
  });
  return {value: null, problems};
}

/** Configurate's `parseNumber` for an int: an `i` suffix, a `u` (unsigned) before it, a sign, `0x`, `#` or `0b`, then Java's digits. */
function parseJavaInteger(text: string): number | null {
  const match = /^([+-]?)(0x[0-9a-fA-F]+|#[0-9a-fA-F]+|0b[01]+|[0-9]+)(u?)[iI]?$/.exec(text);
  if (!match || (match[1] === '-' && match[3] === 'u')) {
    return null;
  }
  const body = match[2];
  const magnitude = body.startsWith('0x')
    ? parseInt(body.slice(2), 16)
    : body.startsWith('#')
      ? parseInt(body.slice(1), 16)
      : body.startsWith('0b')
        ? parseInt(body.slice(2), 2)
        : parseInt(body, 10);
  return match[1] === '-' ? -magnitude : magnitude;
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
/** Configurate takes a decimal number as an int when it is this close to a whole number (`Float.MIN_NORMAL`). */
const WHOLE_EPSILON = 1.17549435e-38;

function integerError(scalar: SnakeScalar): ReadResult {
  const placeholder =
    scalar.type === 'str' && /\$\{[^}]*\}/.test(scalar.value)
      ? ' It looks like a template placeholder that was never filled in.'
      : '';
  return {
    value: null,
    problems: [
      {
        severity: 'error',
        code: 'type',
        message: `Expected a whole number, found ${describe(scalar)}. Geyser refuses to load this file.${placeholder}`,
      },
    ],
  };
}

/** Configurate's int from a Double: the magnitude, when it is a whole number (the sign is dropped). */
function integerFromDecimal(raw: RawValue, value: number, problems: ReadProblem[]): ReadResult {
  const magnitude = Math.abs(value);
  if (!(magnitude - Math.floor(magnitude) < WHOLE_EPSILON && magnitude <= INT_MAX)) {
    return integerError({type: 'float', value});
  }
  const whole = Math.floor(magnitude);
  const tag = raw.written?.tag;
  const advice = tag
    ? `Remove the tag ${literal(tag)}, or write ${value < 0 ? -whole : whole}.`
    : `Write ${value < 0 ? -whole : whole}.`;
  problems.push({
    severity: 'warning',
    code: 'coerced',
    message:
      value < 0
        ? `Written as the decimal number ${javaDoubleText(value)}; Geyser drops the minus sign of a decimal number here and uses ${whole}. ${advice}`
        : `Written as the decimal number ${javaDoubleText(value)}; Geyser uses the whole number ${whole}. ${advice}`,
  });
  return {value: whole, problems};
}

export function readInteger(raw: RawValue): ReadResult {
  const problems: ReadProblem[] = [];
  const scalar = scalarOf(raw, problems, 'a whole number');
  if (scalar === undefined || scalar.type === 'null') {
    return {value: null, problems};
  }
  let value: number | null;
  if (scalar.type === 'float') {
    return integerFromDecimal(raw, scalar.value, problems);
  } else if (scalar.type === 'int') {
    value = scalar.value < BigInt(INT_MIN) || scalar.value > BigInt(INT_MAX) ? Infinity : Number(scalar.value);
  } else if (scalar.type === 'str') {
    value = parseJavaInteger(scalar.value);
    if (value === null) {
      return {value: null, problems: [...problems, ...integerError(scalar).problems]};
    }
    const how = raw.written?.tag
      ? `the tag ${literal(raw.written.tag)} makes it text; Geyser reads it as the number ${value}. Remove the tag.`
      : raw.written?.quoted === false
        ? `Geyser reads it as the number ${value}. Write ${value}.`
        : `Geyser reads it as the number ${value}. Remove the quotes.`;
    problems.push({severity: 'warning', code: 'coerced', message: `Written as text; ${how}`});
  } else {
    return {value: null, problems: [...problems, ...integerError(scalar).problems]};
  }
  if (value < INT_MIN || value > INT_MAX) {
    problems.push({
      severity: 'error',
      code: 'type',
      message: `${scalar.type === 'int' ? String(scalar.value) : value} is too large for Geyser to read. Geyser refuses to load this file.`,
    });
    return {value: null, problems};
  }
  return {value, problems};
}

export function readString(raw: RawValue): ReadResult {
  const problems: ReadProblem[] = [];
  const scalar = scalarOf(raw, problems, 'text');
  if (scalar === undefined || scalar.type === 'null') {
    return {value: null, problems};
  }
  const text = javaText(scalar) ?? '';
  const written = raw.written?.text;
  if (scalar.type === 'bool') {
    problems.push({
      severity: 'warning',
      code: 'coerced',
      message: `YAML reads ${written === undefined ? 'this unquoted word' : literal(written)} as the boolean \`${scalar.value}\`, so Geyser gets the text "${text}". ${keepAsWritten(raw)}`,
    });
  } else if ((scalar.type === 'int' || scalar.type === 'float') && written !== undefined && written !== text) {
    problems.push({
      severity: 'warning',
      code: 'coerced',
      message: `YAML reads ${literal(written)} as the number ${text}, so Geyser gets the text ${literal(text)}. ${keepAsWritten(raw)}`,
    });
  } else if (scalar.type === 'timestamp') {
    problems.push({
      severity: 'warning',
      code: 'coerced',
      message: `YAML reads ${written === undefined ? 'this value' : literal(written)} as a date, so Geyser gets the date as Java writes it, such as ${literal(text)} (in the server's time zone). ${keepAsWritten(raw)}`,
    });
  } else if (scalar.type === 'binary') {
    problems.push({
      severity: 'warning',
      code: 'type',
      message: `The tag \`!!binary\` makes this binary data, so Geyser gets a meaningless text such as \`[B@1b6d3586\` instead of the value. Remove the tag and write the text itself.`,
    });
  }
  return {value: text, problems};
}
