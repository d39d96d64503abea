/**
 * Comment-preserving YAML edits. The file text is the single source of truth: every edit is a splice
 * of the original text at positions taken from the `yaml` package's parsed document, so comments,
 * key order, quoting, indentation, blank lines, line endings and a missing final newline survive
 * byte for byte everywhere the user did not change anything. (`Document.toString()` would re-indent
 * and re-space the whole file.)
 */
import {isAlias, isMap, isScalar, isSeq, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq} from 'yaml';

import {refuseIndirect} from './indirection';
import {literal} from './markup';
import {geyserText, scalarValue} from './snake-value';
import {
  ConfigEditError,
  entryLines,
  renderPlainValue,
  renderString,
  type EntryLines,
  type PlainValue,
  type ScalarStyle,
  type WritableValue,
} from './yaml-render';
import {
  findEntry,
  isUnwritten,
  keyText,
  parseYamlSource,
  rootMap,
  trimEnd,
  type Entry,
  type YamlSource,
} from './yaml-source';

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

function styleOf(node: Node | null): ScalarStyle {
  if (isScalar(node) && (node.type === 'QUOTE_SINGLE' || node.type === 'QUOTE_DOUBLE')) {
    return node.type;
  }
  return 'PLAIN';
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
  if (isUnwritten(node)) {
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

/** A block list (`- item` lines) edited item by item, so unchanged items keep their text. */
function replaceBlockList(source: YamlSource, node: YAMLSeq, items: readonly string[], itemIndent: number): string {
  const {text, eol} = source;
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
  for (let i = Math.min(oldItems.length, items.length) - 1; i >= 0; i -= 1) {
    const old = oldItems[i];
    if (!old?.range || (isScalar(old) && !old.tag && geyserText(scalarValue(source, old)) === items[i])) {
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

/** A filled `[a, b]` list stays in that style: item by item when the count is unchanged, else rewritten. */
function replaceFlowList(source: YamlSource, node: YAMLSeq, items: readonly string[]): string {
  const {text} = source;
  const oldItems = node.items as (Node | null)[];
  if (oldItems.length === items.length && oldItems.every((item) => isScalar(item) && item.range)) {
    let result = text;
    for (let i = oldItems.length - 1; i >= 0; i -= 1) {
      const old = oldItems[i] as Scalar;
      const range = old.range as [number, number, number];
      if (old.tag || geyserText(scalarValue(source, old)) !== items[i]) {
        result = splice(result, range[0], range[1], renderString(items[i], styleOf(old), true));
      }
    }
    return result;
  }
  const [start, end] = node.range as [number, number, number];
  return splice(
    text,
    start,
    trimEnd(text, start, end),
    `[${items.map((item) => renderString(item, 'PLAIN', true)).join(', ')}]`,
  );
}

function replaceList(source: YamlSource, entry: Entry, items: readonly string[]): string {
  const {text, eol} = source;
  const node = entry.value;
  const itemIndent = keyColumn(source, entry.pair) + source.indentUnit;
  if (isSeq(node) && !node.flow && items.length > 0) {
    return replaceBlockList(source, node, items, itemIndent);
  }
  // An empty `[]` grows into a block list, as Geyser writes lists.
  if (isSeq(node) && node.flow && node.range && node.items.length > 0 && items.length > 0) {
    return replaceFlowList(source, node, items);
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
  if (parents.length === 0 && isUnwritten(map)) {
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
  if (parent.pair && isUnwritten(map)) {
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
