/**
 * Reading values the way Geyser reads them. Geyser loads the file with Configurate, whose coercion
 * rules decide what a value means: `yes` is a boolean, `"19132"` is a number, a one-item list is
 * read as its item, a single text is read as a one-item list. These functions return the value
 * Geyser ends up with, plus what is wrong or unusual about how it is written.
 */
import {literal} from './markup';
import type {OptionType, OptionValue} from './types';

export type RawKind = 'scalar' | 'list' | 'map' | 'empty';

export interface RawValue {
  kind: RawKind;
  /** The JavaScript value of the YAML node (`null` for an empty value). */
  js: unknown;
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

function describe(js: unknown, kind: RawKind): string {
  if (kind === 'list') {
    return 'a list';
  }
  if (kind === 'map') {
    return 'a section';
  }
  if (typeof js === 'string') {
    return `the text ${literal(js)}`;
  }
  return String(js);
}

function scalarOf(raw: RawValue, problems: ReadProblem[], expected: string): unknown {
  if (raw.kind === 'list') {
    const items = raw.js as unknown[];
    if (items.length === 1 && (items[0] === null || typeof items[0] !== 'object')) {
      problems.push({
        severity: 'warning',
        code: 'type',
        message: `Written as a one-item list; Geyser reads the item, but it should be ${expected}, not a list.`,
      });
      return items[0];
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
  return raw.js;
}

export function readBoolean(raw: RawValue): ReadResult {
  const problems: ReadProblem[] = [];
  const js = scalarOf(raw, problems, '`true` or `false`');
  if (js === undefined || js === null) {
    return {value: null, problems};
  }
  if (typeof js === 'boolean') {
    return {value: js, problems};
  }
  if (typeof js === 'number') {
    problems.push({
      severity: 'warning',
      code: 'coerced',
      message: `Geyser reads the number ${js} as \`${js !== 0}\`; write \`true\` or \`false\`.`,
    });
    return {value: js !== 0, problems};
  }
  const word = String(js).toLowerCase();
  if (TRUE_WORDS.includes(word) || FALSE_WORDS.includes(word)) {
    const value = TRUE_WORDS.includes(word);
    problems.push({
      severity: 'warning',
      code: 'coerced',
      message: `Geyser reads ${literal(String(js))} as \`${value}\`; write \`${value}\` without quotes.`,
    });
    return {value, problems};
  }
  problems.push({
    severity: 'error',
    code: 'type',
    message: `Expected \`true\` or \`false\`, found ${describe(js, 'scalar')}. Geyser refuses to load this file.`,
  });
  return {value: null, problems};
}

function parseJavaInteger(text: string): number | null {
  const match = /^([+-]?)(0x[0-9a-f]+|#[0-9a-f]+|0b[01]+|\d+)i?$/i.exec(text.trim());
  if (!match) {
    return null;
  }
  const body = match[2].toLowerCase();
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

export function readInteger(raw: RawValue): ReadResult {
  const problems: ReadProblem[] = [];
  const js = scalarOf(raw, problems, 'a whole number');
  if (js === undefined || js === null) {
    return {value: null, problems};
  }
  let value: number | null = null;
  if (typeof js === 'number') {
    if (Number.isInteger(js)) {
      value = js;
    } else {
      problems.push({
        severity: 'error',
        code: 'type',
        message: `Expected a whole number, found ${js}. Geyser refuses to load this file.`,
      });
      return {value: null, problems};
    }
  } else if (typeof js === 'string') {
    value = parseJavaInteger(js);
    if (value === null) {
      const placeholder = /\$\{[^}]*\}/.test(js)
        ? ' It looks like a template placeholder that was never filled in.'
        : '';
      problems.push({
        severity: 'error',
        code: 'type',
        message: `Expected a whole number, found the text ${literal(js)}. Geyser refuses to load this file.${placeholder}`,
      });
      return {value: null, problems};
    }
    problems.push({
      severity: 'warning',
      code: 'coerced',
      message: `Written as text; Geyser reads it as the number ${value}. Remove the quotes.`,
    });
  } else {
    problems.push({
      severity: 'error',
      code: 'type',
      message: `Expected a whole number, found ${describe(js, 'scalar')}. Geyser refuses to load this file.`,
    });
    return {value: null, problems};
  }
  if (value < INT_MIN || value > INT_MAX) {
    problems.push({
      severity: 'error',
      code: 'type',
      message: `${value} is too large for Geyser to read. Geyser refuses to load this file.`,
    });
    return {value: null, problems};
  }
  return {value, problems};
}

export function readString(raw: RawValue): ReadResult {
  const problems: ReadProblem[] = [];
  const js = scalarOf(raw, problems, 'text');
  if (js === undefined || js === null) {
    return {value: null, problems};
  }
  if (typeof js === 'boolean') {
    problems.push({
      severity: 'warning',
      code: 'coerced',
      message: `YAML reads this unquoted word as the boolean \`${js}\`, so Geyser gets the text "${js}". Put the value in quotes to keep it as written.`,
    });
  }
  return {value: js instanceof Date ? js.toISOString() : String(js), problems};
}

export function readEnum(raw: RawValue, allowed: readonly string[]): ReadResult {
  const text = readString(raw);
  const problems = text.problems.filter((problem) => problem.code !== 'coerced');
  if (text.value === null) {
    return {value: null, problems};
  }
  const lower = String(text.value).toLowerCase();
  if (!allowed.includes(lower)) {
    problems.push({
      severity: 'error',
      code: 'type',
      message: `${literal(String(text.value))} is not one of ${allowed.map((value) => `\`${value}\``).join(', ')}. Geyser refuses to load this file.`,
    });
    return {value: null, problems};
  }
  if (lower !== text.value) {
    problems.push({
      severity: 'info',
      code: 'coerced',
      message: `Geyser accepts ${literal(String(text.value))} and writes it as \`${lower}\`.`,
    });
  }
  return {value: lower, problems};
}

export function readStringList(raw: RawValue): ReadResult {
  const problems: ReadProblem[] = [];
  if (raw.kind === 'map') {
    problems.push({
      severity: 'error',
      code: 'type',
      message: 'Expected a list, found a section. Geyser refuses to load this file.',
    });
    return {value: null, problems};
  }
  if (raw.kind === 'scalar') {
    problems.push({
      severity: 'warning',
      code: 'type',
      message: 'Written as a single value; Geyser reads it as a one-item list. Write it as a list (`- item`).',
    });
    return {value: [String(raw.js)], problems};
  }
  if (raw.kind === 'empty') {
    return {value: null, problems};
  }
  const items: string[] = [];
  for (const item of raw.js as unknown[]) {
    if (item !== null && typeof item === 'object') {
      problems.push({
        severity: 'error',
        code: 'type',
        message: 'Every list item must be text; one is a list or a section. Geyser refuses to load this file.',
      });
      return {value: null, problems};
    }
    items.push(String(item));
  }
  return {value: items, problems};
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readUuid(raw: RawValue): ReadResult {
  const text = readString(raw);
  if (text.value === null) {
    return text;
  }
  const value = String(text.value);
  const dashed = /^[0-9a-f]{32}$/i.test(value)
    ? `${value.slice(0, 8)}-${value.slice(8, 12)}-${value.slice(12, 16)}-${value.slice(16, 20)}-${value.slice(20)}`
    : value;
  if (!UUID_PATTERN.test(dashed)) {
    return {
      value: null,
      problems: [
        {
          severity: 'error',
          code: 'type',
          message: `${literal(value)} is not a UUID. Geyser refuses to load this file; delete the line and Geyser writes a new ID on its next start.`,
        },
      ],
    };
  }
  return {value: dashed, problems: text.problems};
}

export function readValue(type: OptionType, raw: RawValue, enumValues: readonly string[] = []): ReadResult {
  if (raw.kind === 'empty' && type !== 'string-list') {
    return {
      value: null,
      problems: [{severity: 'warning', code: 'empty', message: 'The value is empty, so Geyser uses the default.'}],
    };
  }
  switch (type) {
    case 'boolean':
      return readBoolean(raw);
    case 'integer':
      return readInteger(raw);
    case 'string':
      return readString(raw);
    case 'enum':
      return readEnum(raw, enumValues);
    case 'string-list':
      if (raw.kind === 'empty') {
        return {
          value: null,
          problems: [{severity: 'warning', code: 'empty', message: 'The value is empty, so Geyser uses the default.'}],
        };
      }
      return readStringList(raw);
    case 'uuid':
      return readUuid(raw);
  }
}

/** How a value is shown to readers: `true`, `19132`, `"text"`, `[]`. */
export function formatValue(value: OptionValue | null | undefined): string {
  if (value === null || value === undefined) {
    return '(none)';
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '[]' : value.join(', ');
  }
  if (typeof value === 'string') {
    return value === '' ? '""' : value;
  }
  return String(value);
}
