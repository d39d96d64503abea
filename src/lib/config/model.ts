/**
 * The typed model of a `config.yml` that every analysis pass reads: each key of the top level and
 * of the option sections (of both layouts), with its dotted path, where it is written, how it is
 * reached (in its own map, through an alias, through a merge key) and whether it is the one
 * SnakeYAML reads for its path. Built once per parsed text; the passes never walk the YAML nodes
 * themselves, and values are read by SnakeYAML's rules on demand (`snake-value.ts`).
 */
import {isAlias, isMap, isScalar, type Alias, type Node, type Pair, type YAMLMap} from 'yaml';

import {LEGACY_SECTION_PATHS} from './legacy-schema';
import {SECTION_PATHS} from './schema';
import {containsRefusal, snakeJs, snakeValue, type SnakeValue} from './snake-value';
import type {RawValue} from './values';
import {
  findPair,
  isMergeKey,
  keyText,
  mergeSources,
  nodeLocation,
  resolveAlias,
  rootMap,
  writtenTag,
  type NodeLocation,
  type YamlSource,
} from './yaml-source';

export interface FileEntry {
  /** Dotted path as read: the keys from the top level down, joined with dots (a key may hold dots itself). */
  path: string;
  /** The keys of the path, one per map. */
  segments: readonly string[];
  parentPath: string;
  key: string;
  pair: Pair;
  /** The map that holds the pair (the anchor's map for keys reached through an alias or merge key). */
  map: YAMLMap;
  /** The value as written: an `Alias` for `key: *name`. */
  written: Node | null;
  /** The value with an alias resolved to the node it names. */
  value: Node | null;
  /** False for keys reached through an alias or a merge key: they are written (and reported) where the anchor is. */
  own: boolean;
  /** The merge key (`<<`) the key was reached through. */
  merged: Pair | null;
  /** The alias of a section on the way (`bedrock: *base`). */
  throughAlias: Alias | null;
  /** True for the entry SnakeYAML reads for its path: not an earlier duplicate, not inside an overridden section. */
  live: boolean;
  /** An earlier pair of the same map with the same key, which this one overrides. */
  overrides: Pair | null;
}

export interface ConfigModel {
  source: YamlSource;
  /** Every key, in file order within each map; keys a merge key brings in follow the map's own. */
  entries: readonly FileEntry[];
  /** The entry SnakeYAML reads for each path. */
  byPath: ReadonlyMap<string, FileEntry>;
}

/** Maps that hold options in either layout: the model describes the keys inside them. */
const SECTIONS: ReadonlySet<string> = new Set([...SECTION_PATHS, ...LEGACY_SECTION_PATHS]);
/** Merge keys and aliases followed below one map before the rest is treated as absent. */
const MAX_HOPS = 16;

interface MapVisit {
  map: YAMLMap;
  parentPath: string;
  segments: readonly string[];
  own: boolean;
  live: boolean;
  hops: number;
  merged: Pair | null;
  throughAlias: Alias | null;
  /** Keys a map written closer to the path (or an earlier merge source) already provides. */
  shadowed: ReadonlySet<string>;
}

class ModelBuilder {
  readonly entries: FileEntry[] = [];
  readonly byPath = new Map<string, FileEntry>();

  constructor(private readonly source: YamlSource) {}

  visit(at: MapVisit): void {
    if (at.hops > MAX_HOPS) {
      return;
    }
    const seen = new Map<string, Pair>();
    const provided = new Set<string>();
    for (const pair of at.map.items) {
      if (isMergeKey(pair.key)) {
        continue;
      }
      const key = keyText(this.source, pair);
      if (at.shadowed.has(key)) {
        continue;
      }
      provided.add(key);
      this.add(at, pair, key, seen.get(key) ?? null);
      seen.set(key, pair);
    }
    // Keys a merge key brings in count as this map's keys unless the map writes them itself.
    for (const merge of mergeSources(this.source, at.map)) {
      this.visit({
        ...at,
        map: merge.map,
        own: false,
        hops: at.hops + 1,
        merged: at.merged ?? merge.pair,
        shadowed: new Set([...at.shadowed, ...provided]),
      });
      for (const pair of merge.map.items) {
        provided.add(keyText(this.source, pair));
      }
    }
  }

  private add(at: MapVisit, pair: Pair, key: string, overrides: Pair | null): void {
    const written = (pair.value ?? null) as Node | null;
    const value = resolveAlias(this.source, written);
    const segments = [...at.segments, key];
    const path = segments.join('.');
    const live = at.live && findPair(this.source, at.map, key) === pair;
    const entry: FileEntry = {
      path,
      segments,
      parentPath: at.parentPath,
      key,
      pair,
      map: at.map,
      written,
      value,
      own: at.own,
      merged: at.merged,
      throughAlias: at.throughAlias,
      live,
      overrides,
    };
    this.entries.push(entry);
    if (live) {
      this.byPath.set(path, entry);
    }
    if (SECTIONS.has(path) && isMap(value)) {
      const alias = isAlias(written) ? written : null;
      this.visit({
        map: value,
        parentPath: path,
        segments,
        own: at.own && alias === null,
        live,
        hops: at.hops + (alias ? 1 : 0),
        merged: at.merged,
        throughAlias: at.throughAlias ?? alias,
        shadowed: new Set(),
      });
    }
  }
}

const models = new WeakMap<YamlSource, ConfigModel>();

/** The model of a parsed text (built once per source). */
export function buildModel(source: YamlSource): ConfigModel {
  const cached = models.get(source);
  if (cached) {
    return cached;
  }
  const builder = new ModelBuilder(source);
  const root = rootMap(source);
  if (root) {
    builder.visit({
      map: root,
      parentPath: '',
      segments: [],
      own: true,
      live: true,
      hops: 0,
      merged: null,
      throughAlias: null,
      shadowed: new Set(),
    });
  }
  const model: ConfigModel = {source, entries: builder.entries, byPath: builder.byPath};
  models.set(source, model);
  return model;
}

/** The value SnakeYAML reads for an entry. */
export function entryValue(model: ConfigModel, entry: FileEntry): SnakeValue {
  return snakeValue(model.source, entry.value);
}

export function keyLocation(model: ConfigModel, entry: FileEntry): NodeLocation | null {
  return nodeLocation(model.source, entry.pair.key as Node);
}

/** Where the value is written, else where its key is. */
export function valueLocation(model: ConfigModel, entry: FileEntry): NodeLocation | null {
  return nodeLocation(model.source, entry.value) ?? keyLocation(model, entry);
}

/** The value of an entry for the readers in `values.ts`: its kind, as JavaScript, as SnakeYAML read it, and how it is written. */
export function rawValue(model: ConfigModel, entry: FileEntry): RawValue {
  const snake = entryValue(model, entry);
  if (snake.type === 'null') {
    return {kind: 'empty', js: null, snake};
  }
  const js = containsRefusal(snake) ? null : snakeJs(snake);
  if (snake.type === 'seq' || snake.type === 'set') {
    return {kind: 'list', js, snake};
  }
  if (snake.type === 'map') {
    return {kind: 'map', js, snake};
  }
  const node = entry.value;
  const tag = isScalar(node) ? writtenTag(model.source, node) : null;
  return {
    kind: 'scalar',
    js,
    snake,
    written: isScalar(node)
      ? {text: typeof node.source === 'string' ? node.source : String(node.value), quoted: node.type !== 'PLAIN', tag}
      : undefined,
  };
}
