/**
 * Values as YAML text, written so SnakeYAML reads back exactly what the form holds: a string stays
 * plain only when SnakeYAML (and the `yaml` package, for other tools) would read that plain text as
 * the same string (see `snake-quote.ts`), else it is quoted.
 */
import {isMap, isScalar, isSeq, parse, parseDocument, type Node} from 'yaml';

import {doubleQuoted, isPlainSafe, needsEscapes, singleQuoted} from './snake-quote';
import {isRefusal, snakeScalar, type SnakeScalar} from './snake-scalar';
import {YAML_PARSE_OPTIONS} from './yaml-source';

/** For `stringify`: YAML 1.1, so strings that SnakeYAML would read as booleans or numbers come out quoted. */
export const YAML_OPTIONS = {version: '1.1', uniqueKeys: false, strict: false} as const;

export type PlainValue = boolean | number | string;
export type WritableValue = PlainValue | readonly string[];
export type ScalarStyle = 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE';

export class ConfigEditError extends Error {
  override name = 'ConfigEditError';
}

/** How SnakeYAML reads `candidate` as the value of a key (in `[ ]` when `flow`); null when it is not one plain value. */
function readBack(candidate: string, flow: boolean): SnakeScalar | null {
  const doc = parseDocument(flow ? `k: [${candidate}]` : `k: ${candidate}`, YAML_PARSE_OPTIONS);
  const root = doc.contents;
  if (doc.errors.length > 0 || !isMap(root) || root.items.length !== 1) {
    return null;
  }
  let node = root.items[0].value as Node | null;
  if (flow) {
    node = isSeq(node) && node.items.length === 1 ? (node.items[0] as Node) : null;
  }
  if (!isScalar(node) || node.tag || node.anchor || typeof node.source !== 'string') {
    return null;
  }
  const read = snakeScalar(node.source, node.type === 'PLAIN', null);
  return isRefusal(read) ? null : read;
}

/** True when SnakeYAML reads the rendered text back as `value`. */
export function readsBackAs(rendered: string, value: PlainValue, flow = false): boolean {
  const read = readBack(rendered, flow);
  if (read === null) {
    return false;
  }
  if (typeof value === 'string') {
    return read.type === 'str' && read.value === value;
  }
  if (typeof value === 'boolean') {
    return read.type === 'bool' && read.value === value;
  }
  return (read.type === 'int' || read.type === 'float') && Number(read.value) === value;
}

/** True when YAML 1.2 tools (the `yaml` package among them) read the plain text back too, so the file stays portable. */
function yamlReadsBack(value: string, flow: boolean): boolean {
  try {
    const parsed: unknown = parse(flow ? `k: [${value}]` : `k: ${value}`, YAML_OPTIONS);
    const read = (parsed as {k?: unknown} | null)?.k;
    return flow ? Array.isArray(read) && read.length === 1 && read[0] === value : read === value;
  } catch {
    return false;
  }
}

/**
 * A string as YAML text. Keeps the style the file already used for the value when it can hold the
 * new text, otherwise writes it plain only when both readers read it back unchanged, single-quoted
 * next, and double-quoted with escapes for line breaks (NEL included), tabs and characters SnakeYAML
 * refuses.
 */
export function renderString(value: string, style: ScalarStyle = 'PLAIN', flow = false): string {
  if (needsEscapes(value) || style === 'QUOTE_DOUBLE') {
    return doubleQuoted(value);
  }
  if (style === 'QUOTE_SINGLE') {
    return singleQuoted(value);
  }
  if (isPlainSafe(value, flow) && readsBackAs(value, value, flow) && yamlReadsBack(value, flow)) {
    return value;
  }
  return singleQuoted(value);
}

export function renderPlainValue(value: PlainValue, style: ScalarStyle = 'PLAIN', flow = false): string {
  if (typeof value === 'boolean') {
    return value ? 'true' : 'false';
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new ConfigEditError(`${value} is not a number that can be written to the file.`);
    }
    return String(value);
  }
  return renderString(value, style, flow);
}

/** A YAML entry as lines with relative indentation levels, e.g. `key:` then `- item` one level deeper. */
export interface EntryLines {
  key: string;
  lines: {level: number; text: string}[];
}

export function entryLines(key: string, value: WritableValue): EntryLines {
  const renderedKey = renderString(key);
  if (Array.isArray(value)) {
    const items = value as readonly string[];
    if (items.length === 0) {
      return {key, lines: [{level: 0, text: `${renderedKey}: []`}]};
    }
    return {
      key,
      lines: [
        {level: 0, text: `${renderedKey}:`},
        ...items.map((item) => ({level: 1, text: `- ${renderString(item)}`})),
      ],
    };
  }
  return {key, lines: [{level: 0, text: `${renderedKey}: ${renderPlainValue(value as PlainValue)}`}]};
}
