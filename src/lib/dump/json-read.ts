/**
 * Reading untyped JSON from a dump defensively: each helper returns the value when it has the
 * expected type, else undefined (or an empty list), so old, hand-edited and broken dumps never throw.
 */
import type {JsonObject} from './types';

export type Obj = Record<string, unknown>;

export function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function obj(value: unknown): Obj | undefined {
  return isObject(value) ? value : undefined;
}

/** Non-empty strings only: Geyser writes `""` for unset values such as a Spigot server's IP. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Like `str`, but keeps `""` (for values where empty has a meaning, e.g. `serverIP`). */
export function strOrEmpty(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Numbers that old or hand-edited dumps may carry as strings (`"793"`). */
export function numLoose(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
    return Number(value);
  }
  return num(value);
}

export function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

export function numbers(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((item): item is number => typeof item === 'number' && Number.isFinite(item))
    : [];
}

export function jsonObject(value: unknown): JsonObject | undefined {
  return isObject(value) ? (value as JsonObject) : undefined;
}

/** A JSON value's type in words: `a list`, `text`, `a number`. */
export function jsonTypeName(value: unknown): string {
  if (Array.isArray(value)) {
    return 'a list';
  }
  if (value === null) {
    return 'null';
  }
  switch (typeof value) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return `\`${String(value)}\``;
    default:
      return 'an object';
  }
}

export function upper(value: unknown): string | undefined {
  const text = str(value);
  return text?.toUpperCase();
}
