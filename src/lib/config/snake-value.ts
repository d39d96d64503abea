/**
 * A parsed node as SnakeYAML constructs it: scalars by `snake-scalar.ts`, aliases resolved to the
 * value they name (shared, so a file of nested aliases costs one conversion per node), duplicate
 * keys reduced to the last, and merge keys flattened the way SnakeYAML flattens them: keys written
 * in the map win, then the first `<<` (and in `<<: [*a, *b]` the first map) before later ones.
 */
import {isMap, isScalar, isSeq, type Node, type Pair, type Scalar} from 'yaml';

import {snakeBlockText, snakeFlowText} from './snake-fold';
import {COLLECTION_TAGS, isRefusal, javaText, snakeScalar, YAML_TAG_PREFIX, type SnakeScalar} from './snake-scalar';
import {isMergeKey, resolveAlias, type YamlSource} from './yaml-source';

export interface SnakeMapEntry {
  key: SnakeValue;
  value: SnakeValue;
}

export type SnakeValue =
  | SnakeScalar
  | {type: 'seq'; items: SnakeValue[]}
  | {type: 'map'; entries: SnakeMapEntry[]}
  | {type: 'set'; items: SnakeValue[]}
  /** Something SnakeYAML refuses to construct; the reader pass reports it with its line. */
  | {type: 'refused'; reason: string};

/** The column of the map or list that holds a block scalar, from the line its `|` or `>` is on. */
function parentIndent(text: string, indicator: number): number {
  let lineStart = indicator;
  while (lineStart > 0 && !/[\r\n\u0085\u2028\u2029]/.test(text[lineStart - 1])) {
    lineStart -= 1;
  }
  let at = lineStart;
  let dash = -1;
  for (;;) {
    while (text[at] === ' ') {
      at += 1;
    }
    if (text[at] !== '-' || text[at + 1] !== ' ') {
      break;
    }
    dash = at;
    at += 1;
  }
  return at === indicator && dash !== -1 ? dash - lineStart : at - lineStart;
}

/** The text of a scalar as SnakeYAML reads it: the parser's, unless U+2028 or U+2029 breaks it across lines. */
function scalarText(source: YamlSource, node: Scalar): string {
  const text = typeof node.source === 'string' ? node.source : String(node.value);
  const range = node.range;
  if (!range || !/[\u2028\u2029]/.test(source.text.slice(range[0], range[1]))) {
    return text;
  }
  const type = node.type;
  if (type === 'BLOCK_LITERAL' || type === 'BLOCK_FOLDED') {
    return snakeBlockText(source.text, range[0], range[1], parentIndent(source.text, range[0]));
  }
  return type ? snakeFlowText(source.text.slice(range[0], range[1]), type) : text;
}

/** The scalar as SnakeYAML reads it, or its refusal. */
export function scalarValue(source: YamlSource, node: Scalar): SnakeValue {
  const read = snakeScalar(scalarText(source, node), node.type === 'PLAIN', node.tag ?? null);
  return isRefusal(read) ? {type: 'refused', reason: read.refused} : read;
}

/** Identity of a constructed key, as Java's `equals` compares them (an Integer 1 and a Long 1 differ; so do 1 and 1.0). */
export function keyIdentity(value: SnakeValue): string {
  switch (value.type) {
    case 'str':
      return `s:${value.value}`;
    case 'int':
      return `${value.value >= -(2n ** 31n) && value.value < 2n ** 31n ? 'i' : value.value >= -(2n ** 63n) && value.value < 2n ** 63n ? 'l' : 'b'}:${value.value}`;
    case 'float':
      return `f:${value.value}`;
    case 'bool':
      return `t:${value.value}`;
    case 'null':
      return 'null';
    case 'timestamp':
      return `d:${value.value.getTime()}`;
    default:
      // Collections and byte arrays as keys: compared by content in Java, rare enough to keep apart.
      return `o:${JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item))}`;
  }
}

class Reader {
  private readonly done = new Map<Node, SnakeValue>();
  private readonly open = new Set<Node>();

  constructor(private readonly source: YamlSource) {}

  read(written: Node | null): SnakeValue {
    const node = resolveAlias(this.source, written);
    if (node === null) {
      return written === null ? {type: 'null'} : {type: 'refused', reason: 'an alias that names nothing'};
    }
    const known = this.done.get(node);
    if (known) {
      return known;
    }
    if (this.open.has(node)) {
      return {type: 'refused', reason: 'a value that contains itself through an alias'};
    }
    this.open.add(node);
    const value = this.construct(node);
    this.open.delete(node);
    this.done.set(node, value);
    return value;
  }

  private construct(node: Node): SnakeValue {
    if (isScalar(node)) {
      return scalarValue(this.source, node);
    }
    const tag = node.tag
      ? node.tag.startsWith(YAML_TAG_PREFIX)
        ? node.tag.slice(YAML_TAG_PREFIX.length)
        : null
      : undefined;
    if (tag === null || (tag !== undefined && !COLLECTION_TAGS.has(tag))) {
      return {type: 'refused', reason: `the tag \`${node.tag}\` on a section or list`};
    }
    if (isMap(node)) {
      if (tag !== undefined && tag !== 'map' && tag !== 'set') {
        return {type: 'refused', reason: `the tag \`!!${tag}\` on a section`};
      }
      const entries = this.entries(node.items);
      return tag === 'set' ? {type: 'set', items: entries.map((entry) => entry.key)} : {type: 'map', entries};
    }
    if (isSeq(node)) {
      if (tag !== undefined && tag !== 'seq' && tag !== 'omap' && tag !== 'pairs') {
        return {type: 'refused', reason: `the tag \`!!${tag}\` on a list`};
      }
      const items = (node.items as (Node | null)[]).map((item) => this.read(item));
      return tag === 'omap' ? this.orderedMap(items) : tag === 'pairs' ? this.pairs(items) : {type: 'seq', items};
    }
    return {type: 'refused', reason: 'an unreadable value'};
  }

  /** A map's entries: duplicates reduced to the last, merge keys flattened in place. */
  entries(pairs: readonly Pair[]): SnakeMapEntry[] {
    const entries: SnakeMapEntry[] = [];
    const index = new Map<string, number>();
    const add = (entry: SnakeMapEntry, preferred: boolean) => {
      const identity = keyIdentity(entry.key);
      const at = index.get(identity);
      if (at === undefined) {
        index.set(identity, entries.push(entry) - 1);
      } else if (preferred) {
        entries[at] = entry;
      }
    };
    const own = pairs.filter((pair) => !isMergeKey(pair.key));
    const last = new Map<string, Pair>();
    for (const pair of own) {
      last.set(keyIdentity(this.read((pair.key ?? null) as Node | null)), pair);
    }
    for (const pair of pairs) {
      if (isMergeKey(pair.key)) {
        for (const merged of this.mergedEntries(pair)) {
          add(merged, false);
        }
        continue;
      }
      const key = this.read((pair.key ?? null) as Node | null);
      if (last.get(keyIdentity(key)) === pair) {
        add({key, value: this.read((pair.value ?? null) as Node | null)}, true);
      }
    }
    return entries;
  }

  private mergedEntries(pair: Pair): SnakeMapEntry[] {
    const value = this.read((pair.value ?? null) as Node | null);
    const maps = value.type === 'seq' ? value.items : [value];
    return maps.flatMap((map) => (map.type === 'map' ? map.entries : []));
  }

  private orderedMap(items: readonly SnakeValue[]): SnakeValue {
    const entries = items.flatMap((item) => (item.type === 'map' ? item.entries : []));
    return items.every((item) => item.type === 'map' && item.entries.length === 1)
      ? {type: 'map', entries}
      : {type: 'refused', reason: 'an `!!omap` whose items are not single `key: value` pairs'};
  }

  private pairs(items: readonly SnakeValue[]): SnakeValue {
    return items.every((item) => item.type === 'map' && item.entries.length === 1)
      ? {
          type: 'seq',
          items: items.map((item) => ({
            type: 'seq',
            items: item.type === 'map' ? [item.entries[0].key, item.entries[0].value] : [],
          })),
        }
      : {type: 'refused', reason: 'a `!!pairs` whose items are not single `key: value` pairs'};
  }
}

const readers = new WeakMap<YamlSource, Reader>();

/** The value SnakeYAML constructs for a node of this source (converted once per node and source). */
export function snakeValue(source: YamlSource, node: Node | null): SnakeValue {
  let reader = readers.get(source);
  if (!reader) {
    reader = new Reader(source);
    readers.set(source, reader);
  }
  return reader.read(node);
}

/** The whole document as SnakeYAML loads it. */
export function documentValue(source: YamlSource): SnakeValue {
  return snakeValue(source, (source.doc.contents ?? null) as Node | null);
}

/** True when the value holds something SnakeYAML refuses anywhere inside it. */
export function containsRefusal(value: SnakeValue): boolean {
  const stack: SnakeValue[] = [value];
  const seen = new Set<SnakeValue>();
  while (stack.length > 0) {
    const next = stack.pop() as SnakeValue;
    if (next.type === 'refused') {
      return true;
    }
    if (seen.has(next)) {
      continue;
    }
    seen.add(next);
    if (next.type === 'seq' || next.type === 'set') {
      stack.push(...next.items);
    } else if (next.type === 'map') {
      for (const entry of next.entries) {
        stack.push(entry.key, entry.value);
      }
    }
  }
  return false;
}

/** Plain JavaScript for display and for the readers: whole numbers as numbers when exact, else as bigint. */
export function snakeJs(value: SnakeValue): unknown {
  switch (value.type) {
    case 'int':
      return Number.isSafeInteger(Number(value.value)) ? Number(value.value) : value.value;
    case 'null':
    case 'refused':
      return null;
    case 'seq':
    case 'set':
      return value.items.map(snakeJs);
    case 'map':
      return Object.fromEntries(value.entries.map((entry) => [String(snakeJs(entry.key)), snakeJs(entry.value)]));
    default:
      return value.value;
  }
}

/** The text Geyser gets when it reads this value as text; null for null, collections and refusals. */
export function geyserText(value: SnakeValue): string | null {
  return value.type === 'seq' || value.type === 'map' || value.type === 'set' || value.type === 'refused'
    ? null
    : javaText(value);
}
