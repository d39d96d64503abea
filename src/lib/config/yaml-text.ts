/**
 * Comment-preserving YAML edits. The file text is the single source of truth: every edit is a splice
 * of the original text at positions taken from the `yaml` package's parsed document, so comments,
 * key order, quoting, indentation, blank lines, line endings and a missing final newline survive
 * byte for byte everywhere the user did not change anything. (`Document.toString()` would re-indent
 * and re-space the whole file.)
 */
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parse,
  parseDocument,
  YAMLParseError,
  type Alias,
  type Document,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
} from 'yaml';

import {literal} from './markup';
import {documentDepth, MAX_NESTING, nestingMessage, scanNesting} from './depth';
import {isMergeKey} from './snake-check';
import {doubleQuoted, isPlainSafe, needsEscapes, singleQuoted} from './snake-quote';

/**
 * YAML 1.1, as read by SnakeYAML inside Geyser: `yes`/`on` are booleans there, so they must be
 * here too, and strings that look like them must be quoted when written.
 */
export const YAML_OPTIONS = {version: '1.1', uniqueKeys: false, strict: false} as const;

export type PlainValue = boolean | number | string;
export type WritableValue = PlainValue | readonly string[];

export class ConfigEditError extends Error {
  override name = 'ConfigEditError';
}

export interface YamlSource {
  text: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  eol: '\n' | '\r\n';
  /** Spaces per nesting level, guessed from the file (2 when unknown). */
  indentUnit: number;
}

export interface Position {
  line: number;
  column: number;
}

export interface NodeLocation {
  start: Position;
  end: Position;
}

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
  const lineCounter = new LineCounter();
  const tooDeep = scanNesting(text);
  // A hostile file nested thousands deep would exhaust the stack of the recursive composer: stop first.
  const doc = parseDocument(tooDeep === -1 ? text : '', {...YAML_OPTIONS, lineCounter, prettyErrors: false});
  if (tooDeep !== -1) {
    lineCounter.lineStarts.length = 0;
    for (let offset = 0; offset !== -1 && offset <= text.length; offset = text.indexOf('\n', offset) + 1 || -1) {
      lineCounter.addNewLine(offset);
    }
    doc.errors.push(new YAMLParseError([tooDeep, tooDeep + 1], 'UNEXPECTED_TOKEN', nestingMessage()));
  } else if (doc.errors.length === 0) {
    const {depth, offset} = documentDepth(doc);
    if (depth > MAX_NESTING) {
      doc.errors.push(new YAMLParseError([offset, offset + 1], 'UNEXPECTED_TOKEN', nestingMessage()));
    }
  }
  const eol = /\r\n/.test(text) && !/(^|[^\r])\n/.test(text) ? '\r\n' : '\n';
  return {text, doc, lineCounter, eol, indentUnit: guessIndentUnit(text)};
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

export function position(source: YamlSource, offset: number): Position {
  const {line, col} = source.lineCounter.linePos(offset);
  return {line, column: col};
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

/** Most nested merges and aliases followed in one lookup; a file past it is treated as not having the key. */
const MAX_INDIRECTIONS = 64;

export function resolveAlias(source: YamlSource, node: Node | null): Node | null {
  let current = node;
  for (let hops = 0; isAlias(current) && hops < MAX_INDIRECTIONS; hops += 1) {
    current = (current.resolve(source.doc) ?? null) as Node | null;
  }
  return isAlias(current) ? null : current;
}

/** The last pair with this key (SnakeYAML keeps the last of duplicate keys); merge keys are never matched. */
export function findPair(source: YamlSource, map: YAMLMap, key: string): Pair | undefined {
  let index = pairIndexes.get(map);
  if (!index) {
    // Indexed once per map: a file with thousands of keys is looked up dozens of times per analysis.
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

/** Key to pair, per parsed map (maps are never mutated: every edit reparses the text). */
const pairIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();

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

function trimEnd(text: string, start: number, end: number): number {
  let result = end;
  while (result > start && /[\s]/.test(text[result - 1])) {
    result -= 1;
  }
  return result;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset of the line after the one containing `offset`; text length when there is none. */
function nextLineStart(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** Where the text of a node ends, ignoring the line break and blank lines a block node swallows. */
function nodeContentEnd(source: YamlSource, node: Node): number {
  if ((isMap(node) || isSeq(node)) && !node.flow && node.items.length > 0) {
    const last = node.items[node.items.length - 1];
    const lastNode = (isMap(node) ? ((last as Pair).value ?? (last as Pair).key) : last) as Node | null;
    if (lastNode && typeof lastNode === 'object' && 'range' in lastNode && lastNode.range) {
      return nodeContentEnd(source, lastNode);
    }
  }
  const range = node.range;
  if (!range) {
    throw new ConfigEditError('Cannot locate a value in the file.');
  }
  return trimEnd(source.text, range[0], range[1]);
}

/** Offset of the line after a pair's last line (where a following sibling can be inserted). */
function pairEnd(source: YamlSource, pair: Pair): number {
  const value = pair.value as Node | null;
  const key = pair.key as Node;
  const end = value?.range ? Math.max(nodeContentEnd(source, value), value.range[0]) : (key.range?.[1] ?? 0);
  return nextLineStart(source.text, end);
}

/** Offset just after the `:` that follows a key. */
function colonEnd(source: YamlSource, pair: Pair): number {
  const key = pair.key as Scalar;
  if (!key.range) {
    throw new ConfigEditError('Cannot locate a key in the file.');
  }
  const colon = source.text.indexOf(':', key.range[1]);
  if (colon === -1) {
    throw new ConfigEditError('Cannot find the ":" after a key.');
  }
  return colon + 1;
}

function keyColumn(source: YamlSource, pair: Pair): number {
  const key = pair.key as Scalar;
  return columnOf(source.text, key.range?.[0] ?? 0);
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

function roundTrips(candidate: string, value: string, flow: boolean): boolean {
  try {
    const parsed: unknown = parse(flow ? `k: [${candidate}]` : `k: ${candidate}`, YAML_OPTIONS);
    if (!parsed || typeof parsed !== 'object') {
      return false;
    }
    const read = (parsed as {k: unknown}).k;
    return flow ? Array.isArray(read) && read.length === 1 && read[0] === value : read === value;
  } catch {
    return false;
  }
}

export type ScalarStyle = 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE';

/**
 * A string as YAML text. Keeps the style the file already used for the value when it can hold the
 * new text, otherwise writes it plain only when SnakeYAML and the `yaml` package both read it back
 * unchanged (see `snake-quote.ts`), single-quoted next, and double-quoted with escapes for line breaks
 * (NEL included), tabs and characters SnakeYAML refuses.
 */
export function renderString(value: string, style: ScalarStyle = 'PLAIN', flow = false): string {
  if (needsEscapes(value) || style === 'QUOTE_DOUBLE') {
    return doubleQuoted(value);
  }
  if (style === 'QUOTE_SINGLE') {
    return singleQuoted(value);
  }
  if (isPlainSafe(value, flow) && roundTrips(value, value, flow)) {
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

function styleOf(node: Node | null): ScalarStyle {
  if (isScalar(node) && (node.type === 'QUOTE_SINGLE' || node.type === 'QUOTE_DOUBLE')) {
    return node.type;
  }
  return 'PLAIN';
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

function indentLines(source: YamlSource, entry: EntryLines, base: number): string[] {
  return entry.lines.map((line) => ' '.repeat(base + line.level * source.indentUnit) + line.text);
}

function replaceScalar(source: YamlSource, entry: Entry, value: PlainValue): string {
  const {text} = source;
  const node = entry.value;
  if (isScalar(node) && node.range && node.range[1] > node.range[0]) {
    const [start, end] = node.range;
    const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
    const renderedEnd = block ? trimEnd(text, start, end) : end;
    return splice(text, start, renderedEnd, renderPlainValue(value, styleOf(node)));
  }
  if (isAlias(node) && node.range) {
    // `key: *name` gets a value of its own; other users of `&name` keep theirs.
    return splice(text, node.range[0], trimEnd(text, node.range[0], node.range[1]), renderPlainValue(value));
  }
  if (node === null || (isScalar(node) && node.value === null)) {
    // `key:` with nothing after it.
    const at = colonEnd(source, entry.pair);
    return splice(text, at, at, ` ${renderPlainValue(value)}`);
  }
  if (isMap(node) || isSeq(node)) {
    const start = node.flow && node.range ? node.range[0] : colonEnd(source, entry.pair);
    const end = nodeContentEnd(source, node);
    const prefix = node.flow ? '' : ' ';
    return splice(text, start, end, prefix + renderPlainValue(value));
  }
  throw new ConfigEditError('This value cannot be edited in the form; change it in the source view.');
}

function replaceList(source: YamlSource, entry: Entry, items: readonly string[]): string {
  const {text, eol} = source;
  const node = entry.value;
  const itemIndent = keyColumn(source, entry.pair) + source.indentUnit;

  if (isSeq(node) && !node.flow && items.length > 0) {
    const oldItems = node.items as (Node | null)[];
    const dashColumn = oldItems[0]?.range ? columnOf(text, oldItems[0].range[0]) - 2 : itemIndent;
    // Edit from the end so earlier offsets stay valid.
    let result = text;
    if (items.length > oldItems.length) {
      const lastEnd = nextLineStart(text, nodeContentEnd(source, node));
      const needsBreak = lastEnd === text.length && !text.endsWith('\n');
      const added = items
        .slice(oldItems.length)
        .map((item) => `${' '.repeat(Math.max(0, dashColumn))}- ${renderString(item)}`)
        .join(eol);
      result = splice(result, lastEnd, lastEnd, (needsBreak ? eol : '') + added + (needsBreak ? '' : eol));
    }
    for (let i = Math.min(oldItems.length, Math.max(items.length, 0)) - 1; i >= 0; i -= 1) {
      const old = oldItems[i];
      if (!old?.range) {
        continue;
      }
      if (isScalar(old) && old.value === items[i] && typeof old.value === 'string') {
        continue;
      }
      result = splice(
        result,
        old.range[0],
        trimEnd(text, old.range[0], old.range[1]),
        renderString(items[i], styleOf(old)),
      );
    }
    if (items.length < oldItems.length) {
      const first = oldItems[items.length];
      const removeFrom = first?.range ? lineStart(text, first.range[0]) : nodeContentEnd(source, node);
      const removeTo = nextLineStart(text, nodeContentEnd(source, node));
      // Offsets before `removeFrom` are unchanged by the loop above, which only touched kept items.
      const shift = result.length - text.length;
      result = splice(result, removeFrom + shift, removeTo + shift, '');
      if (removeTo === text.length && !text.endsWith('\n') && result.endsWith(eol)) {
        result = result.slice(0, result.length - eol.length);
      }
    }
    return result;
  }

  // A filled `[a, b]` list stays in that style; an empty `[]` grows into a block list, as Geyser writes lists.
  if (isSeq(node) && node.flow && node.range && node.items.length > 0 && items.length > 0) {
    const oldItems = node.items as (Node | null)[];
    if (oldItems.length === items.length && oldItems.every((item) => isScalar(item) && item.range)) {
      let result = text;
      for (let i = oldItems.length - 1; i >= 0; i -= 1) {
        const old = oldItems[i] as Scalar;
        const range = old.range as [number, number, number];
        if (old.value !== items[i]) {
          result = splice(result, range[0], range[1], renderString(items[i], styleOf(old), true));
        }
      }
      return result;
    }
    const [start, end] = node.range;
    return splice(
      text,
      start,
      trimEnd(text, start, end),
      `[${items.map((item) => renderString(item, 'PLAIN', true)).join(', ')}]`,
    );
  }

  // Anything else (empty list, scalar, map, nothing): rewrite the whole value.
  const at = colonEnd(source, entry.pair);
  const end = node?.range && node.range[1] > node.range[0] ? nodeContentEnd(source, node) : at;
  if (items.length === 0) {
    return splice(text, at, Math.max(at, end), ' []');
  }
  const block = items.map((item) => `${' '.repeat(itemIndent)}- ${renderString(item)}`).join(eol);
  return splice(text, at, Math.max(at, end), eol + block);
}

/**
 * Where to insert a new key into a map: after the closest key that precedes it in `order`, else
 * before the first key that follows it, else at the end of the map.
 */
function insertionPoint(source: YamlSource, map: YAMLMap, key: string, order: readonly string[]): {offset: number} {
  const rank = order.indexOf(key);
  const pairs = map.items;
  let before: Pair | undefined;
  let after: Pair | undefined;
  if (rank !== -1) {
    for (const pair of pairs) {
      const pairRank = order.indexOf(keyText(source, pair));
      if (pairRank !== -1 && pairRank < rank) {
        before = pair;
      }
      if (pairRank !== -1 && pairRank > rank && !after) {
        after = pair;
      }
    }
  }
  if (before) {
    return {offset: pairEnd(source, before)};
  }
  if (after) {
    return {offset: lineStart(source.text, (after.key as Scalar).range?.[0] ?? 0)};
  }
  return {offset: pairEnd(source, pairs[pairs.length - 1])};
}

/** Inserts a key (and any missing maps above it) into the file. */
function insertEntry(
  source: YamlSource,
  parents: readonly string[],
  entry: EntryLines,
  orderOf: (parentPath: string) => readonly string[],
): string {
  const {text, eol} = source;
  const parentPath = parents.join('.');
  const root = rootMap(source);
  const parent = parents.length === 0 ? {value: root as Node | null, pair: null} : findEntry(source, parents);

  if (parent && 'throughAlias' in parent) {
    refuseIndirect(
      source,
      isAlias(parent.written) ? {...parent, throughAlias: parent.throughAlias ?? parent.written} : parent,
      `${parentPath}.${entry.key}`,
    );
  }
  if (!parent) {
    const wrapped: EntryLines = {
      key: parents[parents.length - 1],
      lines: [
        {level: 0, text: `${renderString(parents[parents.length - 1])}:`},
        ...entry.lines.map((line) => ({level: line.level + 1, text: line.text})),
      ],
    };
    return insertEntry(source, parents.slice(0, -1), wrapped, orderOf);
  }

  const map = parent.value;
  if (parents.length === 0 && (map === null || (isScalar(map) && map.value === null))) {
    // An empty document: start it.
    const body = indentLines(source, entry, 0).join(eol) + eol;
    return text.length === 0 || text.endsWith('\n') ? text + body : text + eol + body;
  }
  if (isMap(map) && !map.flow && map.items.length > 0) {
    const {offset} = insertionPoint(source, map, entry.key, orderOf(parentPath));
    const indent = keyColumn(source, map.items[0]);
    const lines = indentLines(source, entry, indent).join(eol);
    if (offset >= text.length && !text.endsWith('\n')) {
      return text + eol + lines;
    }
    return splice(text, offset, offset, lines + eol);
  }
  if (parent.pair && (map === null || (isScalar(map) && map.value === null))) {
    const at = colonEnd(source, parent.pair);
    const indent = keyColumn(source, parent.pair) + source.indentUnit;
    return splice(text, at, at, eol + indentLines(source, entry, indent).join(eol));
  }
  if (isMap(map) && map.flow) {
    throw new ConfigEditError(
      `${parentPath ? `${literal(parentPath)} is` : 'The file is'} written in { } style; add ${literal(entry.key)} in the source view.`,
    );
  }
  throw new ConfigEditError(
    `\`${parentPath || 'The file'}\` is not a section, so ${literal(entry.key)} cannot be added to it.`,
  );
}

export interface WriteOptions {
  /** Key order of each map (by dotted path, '' for the top level), used to place new keys. */
  orderOf?: (parentPath: string) => readonly string[];
}

function lineOf(source: YamlSource, node: Node | null | undefined): number {
  return node?.range ? position(source, node.range[0]).line : 0;
}

function aliasName(source: YamlSource, alias: Alias): string {
  return alias.range ? source.text.slice(alias.range[0], alias.range[1]).trim() : `*${alias.source}`;
}

/** Throws when the map holding a key is not written where the key's path says (alias or merge). */
function refuseIndirect(source: YamlSource, entry: Entry, path: string): void {
  if (entry.throughAlias) {
    const name = aliasName(source, entry.throughAlias);
    throw new ConfigEditError(
      `${literal(path)} sits in a section written as the alias ${literal(name)} (line ${lineOf(source, entry.throughAlias)}), which shares its keys with every other use of \`&${name.slice(1)}\`. Edit it in the source view.`,
    );
  }
  if (entry.merged) {
    throw new ConfigEditError(
      `${literal(path)} comes from the merge key \`<<\` on line ${lineOf(source, entry.merged.key as Node)}, which other sections may share. Edit it in the source view.`,
    );
  }
}

/** Sets a value, changing only the characters of that value; adds the key if the file lacks it. */
export function writeValue(
  text: string,
  segments: readonly string[],
  value: WritableValue,
  options: WriteOptions = {},
): string {
  const source = parseYamlSource(text);
  if (source.doc.errors.length > 0) {
    throw new ConfigEditError('Fix the YAML syntax error first; the form cannot edit a file that does not parse.');
  }
  const entry = findEntry(source, segments);
  if (entry?.throughAlias) {
    refuseIndirect(source, entry, segments.join('.'));
  }
  if (entry && !entry.merged) {
    const target = {...entry, value: entry.written};
    return Array.isArray(value)
      ? replaceList(source, target, value as readonly string[])
      : replaceScalar(source, target, value as PlainValue);
  }
  // Missing, or only merged in: a key written in the map itself overrides what `<<` brings.
  const orderOf = options.orderOf ?? (() => []);
  return insertEntry(source, segments.slice(0, -1), entryLines(segments[segments.length - 1], value), orderOf);
}

/** How a value is reached, when it is not simply written under its key; null otherwise. */
export function indirection(text: string, segments: readonly string[]): string | null {
  const source = parseYamlSource(text);
  const entry = findEntry(source, segments);
  const path = segments.join('.');
  if (!entry) {
    return null;
  }
  if (entry.throughAlias) {
    return `${literal(path)} is read through the alias \`${aliasName(source, entry.throughAlias)}\` on line ${lineOf(source, entry.throughAlias)}.`;
  }
  if (entry.merged) {
    return `${literal(path)} comes from the merge key \`<<\` on line ${lineOf(source, entry.merged.key as Node)}.`;
  }
  if (isAlias(entry.written)) {
    return `${literal(path)} is written as the alias \`${aliasName(source, entry.written)}\` on line ${lineOf(source, entry.written)}.`;
  }
  const anchor = (entry.written as {anchor?: string} | null)?.anchor;
  if (anchor) {
    return `${literal(path)} carries the anchor \`&${anchor}\` on line ${lineOf(source, entry.written)}; keys that refer to it with \`*${anchor}\` read the same value.`;
  }
  return null;
}

/** Removes a key, its value and the comment lines directly above it; throws when it cannot. */
export function removeEntry(text: string, segments: readonly string[]): string {
  const source = parseYamlSource(text);
  const entry = findEntry(source, segments);
  const path = segments.join('.');
  if (!entry) {
    throw new ConfigEditError(`${literal(path)} is not in the file, so nothing was removed.`);
  }
  refuseIndirect(source, entry, path);
  const keyStart = (entry.pair.key as Scalar).range?.[0] ?? 0;
  const indent = columnOf(text, keyStart);
  let start = lineStart(text, keyStart);
  // Take the comment lines right above the key, at the key's own indentation, with it.
  while (start > 0) {
    const previousStart = lineStart(text, start - 1);
    const previous = text.slice(previousStart, start).replace(/\r?\n$/, '');
    if (new RegExp(`^ {${indent}}#`).test(previous)) {
      start = previousStart;
    } else {
      break;
    }
  }
  const end = pairEnd(source, entry.pair);
  let result = splice(text, start, end, '');
  if (end === text.length && !text.endsWith('\n') && result.endsWith(source.eol)) {
    result = result.slice(0, result.length - source.eol.length);
  }
  return result;
}

/** Renames a key in place. */
export function renameKey(text: string, segments: readonly string[], newKey: string): string {
  const source = parseYamlSource(text);
  const entry = findEntry(source, segments);
  const range = (entry?.pair.key as Scalar | undefined)?.range;
  if (!entry || !range) {
    throw new ConfigEditError(`\`${segments.join('.')}\` is not in the file.`);
  }
  return splice(text, range[0], range[1], renderString(newKey));
}
