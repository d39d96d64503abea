/**
 * A `config.yml` text parsed for reading and editing: the `yaml` package's document (which keeps
 * every node's offsets, so edits can splice the text), and lookups that find a key the way
 * SnakeYAML, Geyser's reader, finds it: the last of duplicate keys wins, merge keys and aliases are
 * followed. Values are not read here: the `yaml` package parses with its failsafe schema (every
 * scalar stays text) and `snake-scalar.ts` reads them by SnakeYAML's YAML 1.1 rules.
 */
import {isAlias, isMap, isScalar, isSeq, parseDocument, YAMLParseError, type Alias, type Document} from 'yaml';
import type {Node, Pair, YAMLMap} from 'yaml';

import {documentDepth, MAX_NESTING, nestingMessage, scanNesting} from './depth';

export interface Position {
  line: number;
  column: number;
}

export interface NodeLocation {
  start: Position;
  end: Position;
}

export interface YamlSource {
  text: string;
  doc: Document.Parsed;
  /** Offset of the first character of each line, counting only `\n` as a line end (as the source view does). */
  lineStarts: readonly number[];
  eol: '\n' | '\r\n';
  /** Spaces per nesting level, guessed from the file (2 when unknown). */
  indentUnit: number;
}

/** The line breaks of YAML 1.1 that YAML 1.2 does not have, which SnakeYAML reads as line breaks. */
export const SNAKE_LINE_BREAKS = /[\u0085\u2028\u2029]/g;

/**
 * SnakeYAML (YAML 1.1) ends a line at NEL, U+2028, U+2029 and a lone CR as well as at LF and CR LF;
 * the `yaml` package reads the first three as text and trips over the last. Each is one UTF-16
 * unit, so replacing them with `\n` for the parser keeps every offset.
 */
const PARSER_LINE_BREAKS = /\r(?!\n)|[\u0085\u2028\u2029]/g;

/** Parser options: every scalar as text, duplicate keys allowed (SnakeYAML keeps the last). */
export const YAML_PARSE_OPTIONS = {schema: 'failsafe', uniqueKeys: false, strict: false, prettyErrors: false} as const;

/**
 * The last few parses, by text. A form edit parses the old text (to write), the new text (to check
 * it) and the new text again (to analyse it); on a large file each parse costs more than a frame.
 * Parsed documents are never mutated, so sharing them is safe.
 */
const recentParses: YamlSource[] = [];
const RECENT_PARSES = 4;

export function parseYamlSource(text: string): YamlSource {
  const cached = recentParses.find((source) => source.text === text);
  if (cached) {
    return cached;
  }
  const source = parseUncached(text);
  recentParses.unshift(source);
  recentParses.length = Math.min(recentParses.length, RECENT_PARSES);
  return source;
}

function parseUncached(text: string): YamlSource {
  const tooDeep = scanNesting(text);
  // A hostile file nested thousands deep would exhaust the stack of the recursive composer: stop first.
  const doc = parseDocument(tooDeep === -1 ? text.replace(PARSER_LINE_BREAKS, '\n') : '', YAML_PARSE_OPTIONS);
  if (tooDeep !== -1) {
    doc.errors.push(new YAMLParseError([tooDeep, tooDeep + 1], 'UNEXPECTED_TOKEN', nestingMessage()));
  } else if (doc.errors.length === 0) {
    const {depth, offset} = documentDepth(doc);
    if (depth > MAX_NESTING) {
      doc.errors.push(new YAMLParseError([offset, offset + 1], 'UNEXPECTED_TOKEN', nestingMessage()));
    }
  }
  const lineStarts = [0];
  for (let offset = text.indexOf('\n'); offset !== -1; offset = text.indexOf('\n', offset + 1)) {
    lineStarts.push(offset + 1);
  }
  const eol = /\r\n/.test(text) && !/(^|[^\r])\n/.test(text) ? '\r\n' : '\n';
  return {text, doc, lineStarts, eol, indentUnit: guessIndentUnit(text)};
}

function guessIndentUnit(text: string): number {
  const counts = new Map<number, number>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^( +)[^\s#-]/.exec(line);
    if (match) {
      counts.set(match[1].length, (counts.get(match[1].length) ?? 0) + 1);
    }
  }
  const smallest = [...counts.keys()].sort((a, b) => a - b)[0];
  return smallest && smallest <= 8 ? smallest : 2;
}

/** Line and column (both from 1) of an offset. */
export function position(source: YamlSource, offset: number): Position {
  const starts = source.lineStarts;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return {line: low + 1, column: offset - starts[low] + 1};
}

/** The offset where trailing white space before `end` begins. */
export function trimEnd(text: string, start: number, end: number): number {
  let result = end;
  while (result > start && /\s/.test(text[result - 1])) {
    result -= 1;
  }
  return result;
}

export function nodeLocation(source: YamlSource, node: Node | null | undefined): NodeLocation | null {
  if (!node?.range) {
    return null;
  }
  const [start, valueEnd] = node.range;
  return {
    start: position(source, start),
    end: position(source, Math.max(start, trimEnd(source.text, start, valueEnd))),
  };
}

/** A plain `<<` key: SnakeYAML's merge key (a quoted `'<<'` is ordinary text). */
export function isMergeKey(key: unknown): boolean {
  return isScalar(key) && key.type === 'PLAIN' && key.source === '<<';
}

/** The key of a pair as Geyser sees it: the text of a plain key, the value of a quoted one. */
export function keyText(source: YamlSource, pair: Pair): string {
  const key = pair.key;
  if (isScalar(key)) {
    if (key.type === 'PLAIN' && key.range) {
      return source.text.slice(key.range[0], key.range[1]);
    }
    return String(key.value);
  }
  return String(key);
}

export function rootMap(source: YamlSource): YAMLMap | null {
  return isMap(source.doc.contents) ? source.doc.contents : null;
}

/** The explicit tag as written before a node (`!!int`, `!e!int`, `!local`), else its resolved name. */
export function writtenTag(source: YamlSource, node: Node): string | null {
  if (!node.tag) {
    return null;
  }
  const start = node.range?.[0] ?? 0;
  return /!\S*\s*$/.exec(source.text.slice(Math.max(0, start - 200), start))?.[0].trim() ?? node.tag;
}

/** A scalar with nothing written at all (`key:` alone). */
export function isUnwritten(node: Node | null): boolean {
  return node === null || (isScalar(node) && node.type === 'PLAIN' && node.source === '');
}

/** Most nested merges and aliases followed in one lookup; a file past it is treated as not having the key. */
export const MAX_INDIRECTIONS = 64;

export function resolveAlias(source: YamlSource, node: Node | null): Node | null {
  let current = node;
  for (let hops = 0; isAlias(current) && hops < MAX_INDIRECTIONS; hops += 1) {
    current = (current.resolve(source.doc) ?? null) as Node | null;
  }
  return isAlias(current) ? null : current;
}

/** Key to pair, per parsed map (maps are never mutated: every edit reparses the text). */
const pairIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();

/** The last pair with this key (SnakeYAML keeps the last of duplicate keys); merge keys are never matched. */
export function findPair(source: YamlSource, map: YAMLMap, key: string): Pair | undefined {
  let index = pairIndexes.get(map);
  if (!index) {
    // Indexed once per map: a file with thousands of keys is looked up many times per edit.
    index = new Map();
    for (const pair of map.items) {
      if (!isMergeKey(pair.key)) {
        index.set(keyText(source, pair), pair);
      }
    }
    pairIndexes.set(map, index);
  }
  return index.get(key);
}

/** The maps a map merges in, in SnakeYAML's order of precedence (the first one wins). */
export function mergeSources(source: YamlSource, map: YAMLMap): {pair: Pair; map: YAMLMap}[] {
  const result: {pair: Pair; map: YAMLMap}[] = [];
  for (const pair of [...map.items].reverse()) {
    if (!isMergeKey(pair.key)) {
      continue;
    }
    const value = resolveAlias(source, (pair.value ?? null) as Node | null);
    const items = isSeq(value) ? (value.items as Node[]) : [value];
    for (const item of items) {
      const merged = resolveAlias(source, item);
      if (isMap(merged)) {
        result.push({pair, map: merged});
      }
    }
  }
  return result;
}

export interface Entry {
  pair: Pair;
  map: YAMLMap;
  /** The value node, with an alias resolved to the node it names. */
  value: Node | null;
  /** The value as written: an `Alias` when the file says `key: *name`. */
  written: Node | null;
  /** Found through a merge key (`<<: *base`) rather than written in the map itself. */
  merged: Pair | null;
  /** A section on the way was an alias (`bedrock: *base`): the key lives where the anchor is. */
  throughAlias: Alias | null;
}

function lookupPair(
  source: YamlSource,
  map: YAMLMap,
  key: string,
  depth: number,
): {pair: Pair; map: YAMLMap; merged: Pair | null} | undefined {
  const own = findPair(source, map, key);
  if (own) {
    return {pair: own, map, merged: null};
  }
  if (depth >= MAX_INDIRECTIONS) {
    return undefined;
  }
  for (const merge of mergeSources(source, map)) {
    const found = lookupPair(source, merge.map, key, depth + 1);
    if (found) {
      return {pair: found.pair, map: found.map, merged: merge.pair};
    }
  }
  return undefined;
}

/** Finds a key as SnakeYAML reads it: aliases resolved, merge keys followed, explicit keys first. */
export function findEntry(source: YamlSource, segments: readonly string[]): Entry | undefined {
  let map = rootMap(source);
  let throughAlias: Alias | null = null;
  let merged: Pair | null = null;
  for (let i = 0; map && i < segments.length; i += 1) {
    const found = lookupPair(source, map, segments[i], 0);
    if (!found) {
      return undefined;
    }
    merged = found.merged ?? merged;
    const written = (found.pair.value ?? null) as Node | null;
    const value = resolveAlias(source, written);
    if (i === segments.length - 1) {
      return {pair: found.pair, map: found.map, value, written, merged, throughAlias};
    }
    if (isAlias(written)) {
      throughAlias = throughAlias ?? written;
    }
    map = isMap(value) ? value : null;
  }
  return undefined;
}
