/**
 * Reads a `config.yml` text into what the editor shows: its layout and version, the value of every
 * option as Geyser would read it, and every problem, each with a line and column.
 */
import {isAlias, isMap, isScalar, isSeq, type Node, type Pair} from 'yaml';

import {
  findLegacyOption,
  findRemovedKey,
  LEGACY_EXTRA_MOVES,
  LEGACY_OPTIONS,
  LEGACY_SECTION_PATHS,
  LAST_LEGACY_CONFIG_VERSION,
} from './legacy-schema';
import {
  CURRENT_CONFIG_VERSION,
  findOption,
  FIRST_CURRENT_LAYOUT_VERSION,
  keyOf,
  OPTIONS,
  platformInfo,
  SECTION_PATHS,
} from './schema';
import type {ConfigOption, Layout, LegacyOption, OptionType, OptionValue, PlatformId} from './types';
import {readValue, type RawValue} from './values';
import {literal} from './markup';
import {hasUnsafeTag, isMergeKey, snakeFindings} from './snake-check';
import {
  findEntry,
  keyText,
  type Entry,
  mergeSources,
  nodeLocation,
  parseYamlSource,
  position,
  resolveAlias,
  rootMap,
  type NodeLocation,
  type YamlSource,
} from './yaml-text';

export type Severity = 'error' | 'warning' | 'info';

export type RuleId =
  | 'yaml-syntax'
  | 'yaml-reader'
  | 'not-a-config'
  | 'duplicate-key'
  | 'unknown-key'
  | 'wrong-case-key'
  | 'misplaced-key'
  | 'legacy-key'
  | 'removed-key'
  | 'stale-key'
  | 'platform-key'
  | 'not-a-section'
  | 'type'
  | 'coerced'
  | 'empty'
  | 'range'
  | 'soft-range'
  | 'enum'
  | 'placeholder'
  | 'version-missing'
  | 'version-old'
  | 'version-newer'
  | 'legacy-layout'
  | 'security'
  | 'port-mixup'
  | 'format'
  | 'interplay';

export interface ConfigIssue {
  rule: RuleId;
  severity: Severity;
  /** The option (or unknown key) the problem belongs to, as a dotted path. */
  path: string | null;
  message: string;
  location: NodeLocation | null;
  /** Keys that can be deleted with one click: unknown, misplaced, stale keys. */
  removable?: boolean;
  /** The key's path as written, one item per map (a key may itself contain dots). */
  segments?: readonly string[];
}

export interface OptionState {
  path: string;
  present: boolean;
  raw: RawValue | null;
  /** What Geyser uses: the file's value when it can read it, else the default. */
  effective: OptionValue | null;
  /** The value as read from the file, or null when missing or unreadable. */
  fileValue: OptionValue | null;
  location: NodeLocation | null;
  /**
   * Where the value is written, so a form edit can splice the text without parsing it again (see
   * `splice-edit.ts`). Null when an edit has to go through the parser: a missing or empty value, an
   * alias, anchor, merge key or tag, a flow map, a block or multi-line scalar.
   */
  span: ValueSpan | null;
}

export type SpanStyle = 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE';

/** One scalar on one line: `start`/`end` are offsets into the analysed text. */
export interface ScalarSpan {
  start: number;
  end: number;
  style: SpanStyle;
  /** The value when the file holds it as a string, else null (a list item `- 25` is rewritten as text). */
  text: string | null;
}

export type ValueSpan = ({kind: 'scalar'} & ScalarSpan) | {kind: 'list'; items: ScalarSpan[]};

export interface ConfigAnalysis {
  text: string;
  /** Null when the text is not valid YAML. */
  source: YamlSource | null;
  syntaxOk: boolean;
  /** False for YAML that is not a map, or a map without a single Geyser key. */
  looksLikeGeyserConfig: boolean;
  layout: Layout;
  version: number | null;
  platform: PlatformId;
  /** Platforms whose generated file matches the keys found; empty when nothing can be told. */
  platformCandidates: PlatformId[];
  options: Map<string, OptionState>;
  issues: ConfigIssue[];
}

const PLUGIN_ONLY_PATHS = [
  'bedrock.clone-remote-port',
  'motd.integrated-ping-passthrough',
  'advanced.java.use-direct-connection',
  'advanced.java.disable-compression',
];
const STANDALONE_ONLY_PATHS = ['java.address', 'java.port', 'java.forward-hostname'];
const OWN_METRICS_PATHS = ['enable-metrics', 'metrics-uuid'];
const CURRENT_ONLY_SECTIONS = ['java', 'motd', 'gameplay', 'advanced'];
const LEGACY_MARKERS = [
  'remote',
  'metrics',
  'bedrock.motd1',
  'bedrock.motd2',
  'passthrough-motd',
  'show-cooldown',
  'add-non-bedrock-items',
  'floodgate-key-file',
  'mtu',
];
const FLOODGATE_MARKERS = ['key-file-name', 'username-prefix', 'replace-spaces', 'player-link', 'disconnect'];

function rawOf(source: YamlSource, node: Node | null): RawValue {
  if (node === null || (isScalar(node) && node.value === null)) {
    return {kind: 'empty', js: null};
  }
  // toJS with the document resolves aliases and merge keys inside the value, as SnakeYAML does.
  if (isSeq(node)) {
    return {kind: 'list', js: node.toJS(source.doc)};
  }
  if (isMap(node)) {
    return {kind: 'map', js: node.toJS(source.doc)};
  }
  return {kind: 'scalar', js: isScalar(node) ? node.value : node};
}

function scalarSpan(source: YamlSource, node: unknown, trim: boolean): ScalarSpan | null {
  if (!isScalar(node) || !node.range || node.anchor || node.tag) {
    return null;
  }
  const type = node.type;
  if (type !== 'PLAIN' && type !== 'QUOTE_SINGLE' && type !== 'QUOTE_DOUBLE') {
    return null;
  }
  const start = node.range[0];
  let end = node.range[1];
  if (trim) {
    while (end > start && /\s/.test(source.text[end - 1])) {
      end -= 1;
    }
  }
  if (end <= start || /[\r\n\u0085\u2028\u2029]/.test(source.text.slice(start, end))) {
    return null;
  }
  return {start, end, style: type, text: typeof node.value === 'string' ? node.value : null};
}

/** The span of a value written in place, in the cases `setOptionValue` edits by a simple splice. */
function valueSpan(source: YamlSource, entry: Entry): ValueSpan | null {
  const node = entry.written;
  if (entry.merged || entry.throughAlias || entry.map.flow || node !== entry.value || hasUnsafeTag(node)) {
    return null;
  }
  if (isScalar(node)) {
    const span = scalarSpan(source, node, false);
    return span ? {kind: 'scalar', ...span} : null;
  }
  if (isSeq(node) && !node.flow && !node.anchor && !node.tag && node.items.length > 0) {
    const items: ScalarSpan[] = [];
    for (const item of node.items) {
      const span = scalarSpan(source, item, true);
      if (!span) {
        return null;
      }
      items.push(span);
    }
    return {kind: 'list', items};
  }
  return null;
}

function has(source: YamlSource, path: string): boolean {
  return findEntry(source, path.split('.')) !== undefined;
}

function keyLocation(source: YamlSource, pair: Pair): NodeLocation | null {
  return nodeLocation(source, pair.key as Node);
}

export function detectLayout(source: YamlSource): {layout: Layout; version: number | null; versionText: string | null} {
  const entry = findEntry(source, ['config-version']);
  let version: number | null = null;
  let versionText: string | null = null;
  if (entry && isScalar(entry.value)) {
    versionText = String(entry.value.value);
    const number = Number(entry.value.value);
    version = Number.isInteger(number) ? number : null;
  }
  if (version !== null) {
    return {layout: version >= FIRST_CURRENT_LAYOUT_VERSION ? 'current' : 'legacy', version, versionText};
  }
  const legacyMarkers = LEGACY_MARKERS.some((path) => has(source, path));
  const currentMarkers = CURRENT_ONLY_SECTIONS.some((path) => {
    const found = findEntry(source, [path]);
    return found !== undefined && isMap(found.value);
  });
  return {layout: currentMarkers && !legacyMarkers ? 'current' : 'legacy', version: null, versionText};
}

/** Which platforms could have written this file, judging by the platform-specific keys in it. */
export function detectPlatforms(source: YamlSource, layout: Layout): PlatformId[] {
  if (layout === 'legacy') {
    return [];
  }
  const pluginKeys = PLUGIN_ONLY_PATHS.some((path) => has(source, path));
  const standaloneKeys = STANDALONE_ONLY_PATHS.some((path) => has(source, path));
  const metricsKeys = OWN_METRICS_PATHS.some((path) => has(source, path));
  if (has(source, 'advanced.java.bungee-listener')) {
    return ['bungeecord'];
  }
  if (standaloneKeys && !pluginKeys) {
    return ['standalone'];
  }
  if (pluginKeys) {
    return metricsKeys ? ['fabric', 'neoforge', 'viaproxy'] : ['spigot', 'velocity', 'bungeecord'];
  }
  return [];
}

function knownPath(path: string, layout: Layout): boolean {
  return layout === 'current' ? findOption(path) !== undefined : findLegacyOption(path) !== undefined;
}

interface KnownIndex {
  paths: readonly string[];
  byLowerCase: ReadonlyMap<string, string>;
  /** Paths by their last key, for "did you mean" hints. */
  byLeaf: ReadonlyMap<string, readonly string[]>;
  /** The words of each path's last key. */
  words: readonly (readonly string[])[];
}

function indexKnown(paths: readonly string[]): KnownIndex {
  const byLeaf = new Map<string, string[]>();
  for (const path of paths) {
    byLeaf.set(keyOf(path), [...(byLeaf.get(keyOf(path)) ?? []), path]);
  }
  return {
    paths,
    byLowerCase: new Map([...paths].reverse().map((path) => [path.toLowerCase(), path])),
    byLeaf,
    words: paths.map((path) => keyOf(path).split('-')),
  };
}

// Built once: a file with thousands of unknown keys asks these for every key.
const KNOWN: Record<Layout, KnownIndex> = {
  current: indexKnown(OPTIONS.map((option) => option.path)),
  legacy: indexKnown(LEGACY_OPTIONS.map((option) => option.path)),
};

function sectionPaths(layout: Layout): readonly string[] {
  return layout === 'current' ? SECTION_PATHS : LEGACY_SECTION_PATHS;
}

function classifyUnknown(path: string, layout: Layout, version: number | null): {rule: RuleId; message: string} {
  const lower = path.toLowerCase();
  const caseMatch = KNOWN[layout].byLowerCase.get(lower);
  if (caseMatch) {
    return {
      rule: 'wrong-case-key',
      message: `Keys are case-sensitive: Geyser ignores ${literal(path)}. Did you mean \`${caseMatch}\`?`,
    };
  }
  if (layout === 'current') {
    if (path === 'gameplay.show-cooldown' && version !== null && version >= CURRENT_CONFIG_VERSION) {
      return {
        rule: 'stale-key',
        message:
          '`show-cooldown` was renamed `cooldown-type` in config-version 7. Geyser ignores this leftover; `cooldown-type` decides.',
      };
    }
    const legacy = findLegacyOption(path);
    if (legacy?.currentPath && legacy.currentPath !== path) {
      return {
        rule: 'legacy-key',
        message: `${literal(path)} is a key of the legacy layout; here it is \`${legacy.currentPath}\`. Geyser ignores it in this place.`,
      };
    }
    if (legacy && legacy.currentPath === null) {
      return {
        rule: 'legacy-key',
        message: `${literal(path)} belongs to the legacy layout and no longer exists. Geyser ignores it.`,
      };
    }
  } else {
    const current = findOption(path);
    if (current && current.legacyPath !== path) {
      return {
        rule: 'misplaced-key',
        message: `${literal(path)} is a key of the current layout; in this legacy file Geyser reads ${current.legacyPath ? `\`${current.legacyPath}\`` : 'nothing in its place'} instead.`,
      };
    }
    const renamed = OPTIONS.find((option) => keyOf(option.path) === keyOf(path) && option.legacyPath !== null);
    if (renamed?.legacyPath && renamed.legacyPath !== path) {
      return {
        rule: 'misplaced-key',
        message: `${literal(path)} is the current-layout name (\`${renamed.path}\`); this legacy file needs \`${renamed.legacyPath}\` instead, so Geyser ignores it.`,
      };
    }
    const extra = LEGACY_EXTRA_MOVES.find((move) => move.path === path);
    if (extra) {
      return {rule: 'unknown-key', message: `Converting moves ${literal(path)} to \`${extra.currentPath}\`.`};
    }
  }
  const removed = findRemovedKey(path);
  if (removed) {
    return {
      rule: 'removed-key',
      message: `Geyser stopped reading ${literal(path)} in ${removed.lastShipped}${removed.replacedBy ? `; ${removed.replacedBy} took its place` : ''}. It has no effect.`,
    };
  }
  const leaf = keyOf(path);
  const elsewhere = (KNOWN[layout].byLeaf.get(leaf) ?? []).filter((known) => known !== path);
  if (elsewhere.length > 0) {
    const where = elsewhere.map((known) => `\`${known}\``).join(' or ');
    return {rule: 'misplaced-key', message: `Geyser does not read ${literal(path)} here. Did you mean ${where}?`};
  }
  const similar = similarKey(path, layout);
  if (similar) {
    return {
      rule: 'unknown-key',
      message: `Geyser does not know ${literal(path)} and ignores it. Did you mean \`${similar}\`?`,
    };
  }
  return {rule: 'unknown-key', message: `Geyser does not know ${literal(path)} and ignores it.`};
}

/** A known key whose name contains every word of the unknown one (`max-custom-skulls`). */
function similarKey(path: string, layout: Layout): string | null {
  const words = keyOf(path).toLowerCase().split('-').filter(Boolean);
  if (words.length < 2) {
    return null;
  }
  const {paths, words: knownWords} = KNOWN[layout];
  const matches = paths.filter((_, index) => words.every((word) => knownWords[index].includes(word)));
  return matches.length === 1 ? matches[0] : null;
}

function walkKeys(
  source: YamlSource,
  layout: Layout,
  version: number | null,
  platform: PlatformId,
  issues: ConfigIssue[],
): void {
  const sections = sectionPaths(layout);
  /**
   * `written` is false for keys that reach this map through an alias or a merge key: they are read
   * from where the anchor is, so they are reported there and cannot be removed from here.
   */
  const visit = (
    map: Node | null,
    parentPath: string,
    parentSegments: readonly string[],
    written: boolean,
    hops: number,
    shadowed: ReadonlySet<string> = new Set(),
  ) => {
    if (!isMap(map) || hops > 16) {
      return;
    }
    const seen = new Map<string, Pair>();
    const own = new Set<string>();
    for (const pair of map.items) {
      if (isMergeKey(pair.key)) {
        continue;
      }
      const key = keyText(source, pair);
      if (shadowed.has(key)) {
        continue;
      }
      own.add(key);
      const path = parentPath ? `${parentPath}.${key}` : key;
      const segments = [...parentSegments, key];
      const earlier = seen.get(key);
      if (earlier && written) {
        const line = keyLocation(source, pair)?.start.line;
        issues.push({
          rule: 'duplicate-key',
          severity: 'warning',
          path,
          message: `${literal(path)} appears more than once; Geyser uses the last one${line ? ` (line ${line})` : ''}.`,
          location: keyLocation(source, earlier),
        });
      }
      seen.set(key, pair);
      const writtenValue = (pair.value ?? null) as Node | null;
      const value = resolveAlias(source, writtenValue);
      if (sections.includes(path)) {
        if (isMap(value)) {
          visit(value, path, segments, written && !isAlias(writtenValue), hops + (isAlias(writtenValue) ? 1 : 0));
        } else if (!(value === null || (isScalar(value) && value.value === null))) {
          issues.push({
            rule: 'not-a-section',
            severity: 'error',
            path,
            message: `${literal(path)} must be a section with keys under it. Geyser refuses to load this file.`,
            location: nodeLocation(source, value) ?? keyLocation(source, pair),
          });
        }
        continue;
      }
      if (knownPath(path, layout)) {
        if (layout === 'current') {
          const option = findOption(path) as ConfigOption;
          if (!option.platforms.includes(platform)) {
            issues.push({
              rule: 'platform-key',
              severity: 'warning',
              path,
              message: `${platformInfo(platform).label}: ${option.otherPlatformsNote ?? 'this platform does not read the key.'}`,
              location: keyLocation(source, pair),
              removable: written,
              segments,
            });
          }
        }
        continue;
      }
      if (
        layout === 'current' &&
        path === 'gameplay.show-cooldown' &&
        (version === null || version < CURRENT_CONFIG_VERSION)
      ) {
        // The config-version 5/6 name of cooldown-type; handled with the option itself.
        continue;
      }
      const {rule, message} = classifyUnknown(path, layout, version);
      issues.push({
        rule,
        severity: 'warning',
        path,
        message,
        location: keyLocation(source, pair),
        removable: written,
        segments,
      });
    }
    // Keys a merge key brings in count as this map's keys unless the map writes them itself.
    for (const merge of mergeSources(source, map)) {
      visit(merge.map, parentPath, parentSegments, false, hops + 1, new Set([...shadowed, ...own]));
      for (const pair of merge.map.items) {
        own.add(keyText(source, pair));
      }
    }
  };
  const root = rootMap(source);
  if (root) {
    visit(root, '', [], true, 0);
  }
}

function optionSpecs(
  layout: Layout,
): {path: string; type: OptionType; default: OptionValue | null; enumValues?: readonly string[]}[] {
  return layout === 'current' ? [...OPTIONS] : [...LEGACY_OPTIONS];
}

function checkPlaceholders(
  path: string,
  value: OptionValue | null,
  location: NodeLocation | null,
  issues: ConfigIssue[],
): void {
  const texts = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  for (const text of texts) {
    const match = /\$\{[^}]*\}|%[A-Z_]{3,}%/.exec(text);
    if (match) {
      issues.push({
        rule: 'placeholder',
        severity: 'warning',
        path,
        message: `"${match[0]}" looks like a template placeholder that was never filled in; Geyser shows it literally.`,
        location,
      });
    }
  }
}

/**
 * Texts Geyser sends to Bedrock clients straight from the config: the MOTD lines and the server name, and their
 * legacy keys (from the legacy schema's `currentPath`). Geyser turns `&` into `§` only in its own language files
 * (GeyserLocale), never in these values (GeyserServer.onQuery, GeyserSession's StartGamePacket), so a
 * Bukkit-style `&a` reaches players as typed.
 */
const CURRENT_TEXTS_SENT_AS_TYPED = ['motd.primary-motd', 'motd.secondary-motd', 'gameplay.server-name'];
const TEXTS_SENT_AS_TYPED = new Set([
  ...CURRENT_TEXTS_SENT_AS_TYPED,
  ...LEGACY_OPTIONS.filter((option) => CURRENT_TEXTS_SENT_AS_TYPED.includes(option.currentPath ?? '')).map(
    (option) => option.path,
  ),
]);

/** An `&` colour or formatting code as Bukkit plugins write them: `&a`, `&l`, `&r`. */
const AMPERSAND_CODE = /&[0-9a-fk-or]/gi;

/**
 * The first `&` code in `text` that is meant as one: at the start, after a space or symbol, a digit code, or one
 * of several. A single letter code inside a word ("Fish&Chips", "R&D") is left alone.
 */
function ampersandCode(text: string): string | null {
  const matches = [...text.matchAll(AMPERSAND_CODE)];
  const meant = matches.find(
    ({0: code, index}) => matches.length > 1 || /\d/.test(code[1]) || index === 0 || !/\p{L}/u.test(text[index - 1]),
  );
  return meant?.[0] ?? null;
}

function checkAmpersandCodes(
  path: string,
  value: OptionValue | null,
  location: NodeLocation | null,
  issues: ConfigIssue[],
): void {
  if (!TEXTS_SENT_AS_TYPED.has(path) || typeof value !== 'string') {
    return;
  }
  const code = ampersandCode(value);
  if (code !== null) {
    issues.push({
      rule: 'format',
      severity: 'warning',
      path,
      message: `Geyser does not convert \`&\` codes here, so Bedrock players see ${literal(code)} as typed. If it is meant as a colour or formatting code, write \`§${code.slice(1)}\` instead and keep the value in quotes.`,
      location,
    });
  }
}

function readOptions(
  source: YamlSource,
  layout: Layout,
  version: number | null,
  issues: ConfigIssue[],
): Map<string, OptionState> {
  const states = new Map<string, OptionState>();
  for (const spec of optionSpecs(layout)) {
    let segments = spec.path.split('.');
    let entry = findEntry(source, segments);
    // Config-versions 5 and 6 keep the cooldown under its old name.
    if (!entry && spec.path === 'gameplay.cooldown-type' && (version === null || version < CURRENT_CONFIG_VERSION)) {
      segments = ['gameplay', 'show-cooldown'];
      entry = findEntry(source, segments);
    }
    if (!entry) {
      states.set(spec.path, {
        path: spec.path,
        present: false,
        raw: null,
        effective: spec.default,
        fileValue: null,
        location: null,
        span: null,
      });
      continue;
    }
    const raw = rawOf(source, entry.value);
    const location = nodeLocation(source, entry.value) ?? nodeLocation(source, entry.pair.key as Node);
    let enumValues = spec.enumValues;
    if (segments[1] === 'show-cooldown' && spec.path === 'gameplay.cooldown-type') {
      enumValues = ['title', 'actionbar', 'crosshair', 'hotbar', 'disabled'];
    }
    let result = readValue(spec.type, raw, enumValues);
    if (hasUnsafeTag(entry.value)) {
      // Geyser never gets this far: the tag alone stops it (a `yaml-reader` issue says so).
      result = {value: null, problems: []};
    }
    if (layout === 'legacy' && spec.path === 'show-cooldown' && raw.kind === 'scalar' && typeof raw.js === 'boolean') {
      // Legacy builds took `true`/`false` here before the setting became text.
      result = {value: raw.js ? 'title' : 'false', problems: []};
    }
    for (const problem of result.problems) {
      const legacyAuth = layout === 'legacy' && spec.path === 'remote.auth-type' && problem.severity === 'error';
      issues.push({
        rule: problem.code === 'coerced' ? 'coerced' : problem.code === 'empty' ? 'empty' : 'type',
        severity: problem.severity,
        path: spec.path,
        message: legacyAuth
          ? problem.message.replace(
              'Geyser refuses to load this file.',
              'Legacy builds read it as `online`; current builds refuse to load the converted file, so pick one.',
            )
          : problem.message,
        location,
      });
    }
    checkPlaceholders(spec.path, result.value, location, issues);
    checkAmpersandCodes(spec.path, result.value, location, issues);
    states.set(spec.path, {
      path: spec.path,
      present: true,
      raw,
      effective: result.value ?? spec.default,
      fileValue: result.value,
      location,
      span: segments.join('.') === spec.path ? valueSpan(source, entry) : null,
    });
  }
  return states;
}

function numberOf(states: Map<string, OptionState>, path: string): number | null {
  const value = states.get(path)?.fileValue;
  return typeof value === 'number' ? value : null;
}

function effective(states: Map<string, OptionState>, path: string): OptionValue | null {
  return states.get(path)?.effective ?? null;
}

function checkRanges(states: Map<string, OptionState>, issues: ConfigIssue[]): void {
  for (const option of OPTIONS) {
    const value = numberOf(states, option.path);
    const state = states.get(option.path);
    if (value === null || !state) {
      continue;
    }
    if (option.range && (value < option.range.min || value > option.range.max)) {
      issues.push({
        rule: 'range',
        severity: 'error',
        path: option.path,
        message: `${value} is outside ${option.range.min}–${option.range.max}. Geyser refuses to load this file.`,
        location: state.location,
      });
    } else if (option.softRange) {
      const {min, max, message} = option.softRange;
      if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
        issues.push({
          rule: 'soft-range',
          severity: 'warning',
          path: option.path,
          message: `${value}: ${message}`,
          location: state.location,
        });
      }
    }
  }
  const compression = OPTIONS.find((option) => option.path === 'advanced.bedrock.compression-level');
  const meaning = (value: number) => compression?.specialValues?.find((special) => special.value === value)?.meaning;
  if (numberOf(states, 'advanced.bedrock.compression-level') === -1 && meaning(-1) && meaning(0)) {
    // Geyser's own comment calls -1 "disable"; the meanings come from the schema's special values.
    issues.push({
      rule: 'soft-range',
      severity: 'info',
      path: 'advanced.bedrock.compression-level',
      message: `-1 does not switch compression off: it means ${meaning(-1)}. Use 0 for ${meaning(0)}.`,
      location: states.get('advanced.bedrock.compression-level')?.location ?? null,
    });
  }
  const interval = numberOf(states, 'motd.ping-passthrough-interval');
  if (interval === 0) {
    issues.push({
      rule: 'soft-range',
      severity: 'info',
      path: 'motd.ping-passthrough-interval',
      message: 'Geyser treats 0 as 1 second.',
      location: states.get('motd.ping-passthrough-interval')?.location ?? null,
    });
  }
}

function checkSemantics(states: Map<string, OptionState>, platform: PlatformId, issues: ConfigIssue[]): void {
  const at = (path: string) => states.get(path)?.location ?? null;
  const present = (path: string) => states.get(path)?.present === true;

  if (platform === 'standalone' && numberOf(states, 'java.port') === 19132) {
    issues.push({
      rule: 'port-mixup',
      severity: 'warning',
      path: 'java.port',
      message:
        "19132 is the usual Bedrock port. This key needs the Java server's TCP port (25565 unless you changed it).",
      location: at('java.port'),
    });
  }
  if (
    effective(states, 'advanced.bedrock.validate-bedrock-login') === false &&
    present('advanced.bedrock.validate-bedrock-login')
  ) {
    issues.push({
      rule: 'security',
      severity: 'warning',
      path: 'advanced.bedrock.validate-bedrock-login',
      message:
        'With login checks off, anyone who can reach Geyser can join under any name, and Floodgate features stop working. Only safe behind ProxyPass or WaterdogPE with a firewall that blocks direct connections.',
      location: at('advanced.bedrock.validate-bedrock-login'),
    });
  }
  const whitelist = effective(states, 'advanced.bedrock.haproxy-protocol-whitelisted-ips');
  if (
    effective(states, 'advanced.bedrock.use-haproxy-protocol') === true &&
    Array.isArray(whitelist) &&
    whitelist.length === 0
  ) {
    issues.push({
      rule: 'security',
      severity: 'info',
      path: 'advanced.bedrock.haproxy-protocol-whitelisted-ips',
      message:
        'PROXY headers are accepted from any address. List your proxy here, or make sure a firewall only lets the proxy reach Geyser.',
      location: at('advanced.bedrock.use-haproxy-protocol'),
    });
  }
  if (platform !== 'standalone' && effective(states, 'advanced.java.use-direct-connection') === false) {
    issues.push({
      rule: 'interplay',
      severity: 'warning',
      path: 'advanced.java.use-direct-connection',
      message:
        'Turning direct connection off is deprecated and Geyser warns about it at start-up. It also makes `disable-compression` ineffective.',
      location: at('advanced.java.use-direct-connection'),
    });
  }
  if (
    effective(states, 'gameplay.enable-integrated-pack') === true &&
    effective(states, 'gameplay.force-resource-packs') === false &&
    present('gameplay.force-resource-packs')
  ) {
    issues.push({
      rule: 'interplay',
      severity: 'info',
      path: 'gameplay.force-resource-packs',
      message: 'While `enable-integrated-pack` is on, Geyser requires resource packs anyway.',
      location: at('gameplay.force-resource-packs'),
    });
  }
  const locale = states.get('default-locale')?.fileValue;
  if (typeof locale === 'string' && locale !== 'system' && !/^[a-z]{2,3}_[a-z]{2,4}$/i.test(locale)) {
    issues.push({
      rule: 'format',
      severity: 'warning',
      path: 'default-locale',
      message: `"${locale}" is not a Minecraft locale code such as \`en_us\`; Geyser falls back to the system language.`,
      location: at('default-locale'),
    });
  }
  const listener = states.get('advanced.java.bungee-listener')?.fileValue;
  if (
    platform === 'bungeecord' &&
    typeof listener === 'string' &&
    listener !== '' &&
    !/^[^\s:]+:\d{1,5}$/.test(listener) &&
    !/^\[[0-9a-f:]+\]:\d{1,5}$/i.test(listener)
  ) {
    issues.push({
      rule: 'format',
      severity: 'warning',
      path: 'advanced.java.bungee-listener',
      message: `"${listener}" should be a listener address with its port, such as \`0.0.0.0:25577\`.`,
      location: at('advanced.java.bungee-listener'),
    });
  }
  const urls = states.get('advanced.resource-pack-urls')?.fileValue;
  if (Array.isArray(urls)) {
    for (const url of urls) {
      if (!/^https?:\/\/\S+$/i.test(url)) {
        issues.push({
          rule: 'format',
          severity: 'warning',
          path: 'advanced.resource-pack-urls',
          message: `"${url}" is not a web address (http:// or https://).`,
          location: at('advanced.resource-pack-urls'),
        });
      }
    }
  }
  const address = states.get('java.address')?.fileValue;
  if (platform === 'standalone' && address === 'auto') {
    issues.push({
      rule: 'format',
      severity: 'warning',
      path: 'java.address',
      message: "`auto` only had a meaning in the legacy layout. Enter the Java server's address, such as `127.0.0.1`.",
      location: at('java.address'),
    });
  }
}

function checkVersion(
  source: YamlSource,
  layout: Layout,
  version: number | null,
  versionText: string | null,
  issues: ConfigIssue[],
): void {
  const entry = findEntry(source, ['config-version']);
  const location = entry ? (nodeLocation(source, entry.value) ?? nodeLocation(source, entry.pair.key as Node)) : null;
  if (layout === 'legacy') {
    issues.push({
      rule: 'legacy-layout',
      severity: 'warning',
      path: 'config-version',
      message:
        version === null
          ? 'This file has no `config-version`, so it uses the legacy layout. Current Geyser converts it on its next start and rewrites its comments; convert it here to review the result first.'
          : `config-version ${version} is the legacy layout (${LAST_LEGACY_CONFIG_VERSION} and older). Current Geyser converts it on its next start and rewrites its comments; convert it here to review the result first.`,
      location,
    });
    return;
  }
  if (version === null) {
    issues.push({
      rule: 'version-missing',
      severity: 'warning',
      path: 'config-version',
      message: versionText
        ? `"${versionText}" is not a version number. Geyser treats the file as very old and tries to convert it.`
        : `\`config-version\` is missing. Geyser treats the file as very old, converts it and writes \`config-version: ${CURRENT_CONFIG_VERSION}\`.`,
      location,
    });
  } else if (version < CURRENT_CONFIG_VERSION) {
    issues.push({
      rule: 'version-old',
      severity: 'info',
      path: 'config-version',
      message: `config-version ${version}: Geyser upgrades the file to version ${CURRENT_CONFIG_VERSION} on its next start. Use "Update to version ${CURRENT_CONFIG_VERSION}" to do it here.`,
      location,
    });
  } else if (version > CURRENT_CONFIG_VERSION) {
    issues.push({
      rule: 'version-newer',
      severity: 'warning',
      path: 'config-version',
      message: `config-version ${version} is newer than this editor knows (${CURRENT_CONFIG_VERSION}); options added since may show as unknown.`,
      location,
    });
  }
}

function looksLikeGeyser(source: YamlSource): boolean {
  const root = rootMap(source);
  if (!root) {
    return false;
  }
  const keys = root.items.map((pair) => keyText(source, pair));
  const known = new Set([
    ...OPTIONS.map((option) => option.path.split('.')[0]),
    ...LEGACY_OPTIONS.map((option) => option.path.split('.')[0]),
  ]);
  // `metrics` and `config-version` also appear in Floodgate's file; require something Geyser-only.
  const distinctive = keys.filter(
    (key) => known.has(key) && key !== 'metrics' && key !== 'config-version' && key !== 'debug-mode',
  );
  return distinctive.length > 0;
}

/** Why a YAML map is not a Geyser config, in words a server owner understands. */
export function notAConfigReason(source: YamlSource): string {
  const contents = source.doc.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    return 'The file is empty or holds only comments.';
  }
  if (!isMap(contents)) {
    return 'This is not a Geyser config: the file should be a list of `key: value` settings, but it is a single value or a list.';
  }
  const keys = contents.items.map((pair) => keyText(source, pair));
  if (FLOODGATE_MARKERS.filter((key) => keys.includes(key)).length >= 2) {
    return "This looks like Floodgate's config.yml. The editor works with Geyser's config.yml, which sits in Geyser's own folder.";
  }
  return "None of the settings in this file belong to Geyser. Check that you picked Geyser's config.yml, not another plugin's.";
}

export function syntaxIssues(source: YamlSource): ConfigIssue[] {
  return source.doc.errors.map((error) => {
    const start = position(source, error.pos[0]);
    const end = position(source, Math.max(error.pos[0], error.pos[1]));
    const firstLine = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return {
      rule: 'yaml-syntax' as const,
      severity: 'error' as const,
      path: null,
      message: `Line ${start.line}, column ${start.column}: ${firstLine}`,
      location: {start, end},
    };
  });
}

export interface AnalyzeOptions {
  platform: PlatformId;
}

export function analyzeConfig(text: string, {platform}: AnalyzeOptions): ConfigAnalysis {
  const source = parseYamlSource(text);
  const issues: ConfigIssue[] = [];
  const base = {
    text,
    options: new Map<string, OptionState>(),
    platform,
    platformCandidates: [] as PlatformId[],
  };
  if (source.doc.errors.length > 0) {
    return {
      ...base,
      source: null,
      syntaxOk: false,
      looksLikeGeyserConfig: false,
      layout: 'current',
      version: null,
      issues: syntaxIssues(source),
    };
  }
  if (!looksLikeGeyser(source)) {
    return {
      ...base,
      source,
      syntaxOk: true,
      looksLikeGeyserConfig: false,
      layout: 'current',
      version: null,
      issues: [
        {rule: 'not-a-config', severity: 'error', path: null, message: notAConfigReason(source), location: null},
      ],
    };
  }
  for (const finding of snakeFindings(source)) {
    const start = position(source, finding.offset);
    issues.push({
      rule: 'yaml-reader',
      severity: 'error',
      path: null,
      message: `Line ${start.line}, column ${start.column}: ${finding.message}`,
      location: {start, end: start},
    });
  }
  const {layout, version, versionText} = detectLayout(source);
  checkVersion(source, layout, version, versionText, issues);
  walkKeys(source, layout, version, platform, issues);
  const options = readOptions(source, layout, version, issues);
  if (layout === 'current') {
    checkRanges(options, issues);
    checkSemantics(options, platform, issues);
  }
  const order: Record<Severity, number> = {error: 0, warning: 1, info: 2};
  issues.sort(
    (a, b) =>
      (a.location?.start.line ?? Number.MAX_SAFE_INTEGER) - (b.location?.start.line ?? Number.MAX_SAFE_INTEGER) ||
      order[a.severity] - order[b.severity],
  );
  return {
    ...base,
    source,
    syntaxOk: true,
    looksLikeGeyserConfig: true,
    layout,
    version,
    platformCandidates: detectPlatforms(source, layout),
    options,
    issues,
  };
}

export function countBySeverity(issues: readonly ConfigIssue[]): Record<Severity, number> {
  const counts: Record<Severity, number> = {error: 0, warning: 0, info: 0};
  for (const issue of issues) {
    counts[issue.severity] += 1;
  }
  return counts;
}

/** Options shown in the editor's form for a layout and platform, in file order. */
export function formOptions(layout: Layout, platform: PlatformId): (ConfigOption | LegacyOption)[] {
  if (layout === 'legacy') {
    return LEGACY_OPTIONS.filter((option) => !option.pluginOnly || platform !== 'standalone');
  }
  return OPTIONS.filter((option) => option.platforms.includes(platform));
}
