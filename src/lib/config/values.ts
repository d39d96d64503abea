/**
 * Reading values the way Geyser reads them: single values (`read-scalar.ts`), choices, lists and
 * UUIDs, and how a value is shown to readers.
 */
import {literal} from './markup';
import {
  fromJs,
  isScalarValue,
  readBoolean,
  readInteger,
  readString,
  type RawValue,
  type ReadProblem,
  type ReadResult,
} from './read-scalar';
import {javaText} from './snake-scalar';
import type {OptionType, OptionValue} from './types';

export * from './read-scalar';

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
    return {value: [javaText(isScalarValue(raw.snake) ? raw.snake : fromJs(raw.js)) ?? 'null'], problems};
  }
  if (raw.kind === 'empty') {
    return {value: null, problems};
  }
  const snakeItems = raw.snake?.type === 'seq' || raw.snake?.type === 'set' ? raw.snake.items : undefined;
  const items: string[] = [];
  for (const [index, item] of (raw.js as unknown[]).entries()) {
    const snake = snakeItems?.[index];
    if (snake ? !isScalarValue(snake) : item !== null && typeof item === 'object' && !(item instanceof Date)) {
      problems.push({
        severity: 'error',
        code: 'type',
        message: 'Every list item must be text; one is a list or a section. Geyser refuses to load this file.',
      });
      return {value: null, problems};
    }
    items.push(javaText(isScalarValue(snake) ? snake : fromJs(item)) ?? 'null');
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
