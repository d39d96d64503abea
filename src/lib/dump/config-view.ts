/**
 * The embedded config as readable sections, in the layout the dump came in: the current layout's
 * `bedrock`, `java`, `motd`, `gameplay`, `advanced` sections, or the legacy layout's `bedrock`,
 * `remote`, `metrics` and flat root keys. Keys follow `config.yml` order (the schema's, from
 * `src/lib/config/key-order.ts`) whatever order the JSON had (the dump service reorders keys);
 * unknown keys follow, sorted.
 */

import {keyOrder} from '../config/key-order';
import {MAX_CONFIG_DISPLAY_DEPTH, nestsDeeperThan} from './depth';
import type {DumpLayout} from './model';
import type {JsonObject, JsonValue} from './types';

export interface ConfigEntry {
  key: string;
  /** Dotted path, e.g. `advanced.bedrock.mtu`. */
  path: string;
  value: JsonValue;
  /** Legacy dumps carry fields of Geyser's old config class that were never `config.yml` keys. */
  internal: boolean;
  /**
   * How many more levels of lists the value may show before the view stops (see
   * `MAX_CONFIG_DISPLAY_DEPTH`); 0 means the value is not shown, only `tooDeepMessage()`.
   */
  depthLeft: number;
}

export interface ConfigSection {
  /** Stable id for anchors: `config-advanced-bedrock`. */
  id: string;
  path: string;
  title: string;
  entries: ConfigEntry[];
  sections: ConfigSection[];
}

const TITLES: Record<DumpLayout, Record<string, string>> = {
  current: {
    bedrock: 'Bedrock listener',
    java: 'Java server',
    motd: 'Server list (MOTD)',
    gameplay: 'Gameplay',
    advanced: 'Advanced',
    'advanced.java': 'Java connection',
    'advanced.bedrock': 'Bedrock network',
  },
  legacy: {
    bedrock: 'Bedrock listener',
    remote: 'Java server (remote)',
    metrics: 'Metrics',
  },
};

export const GENERAL_SECTION_TITLE = 'General';

function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function orderedKeys(object: JsonObject, order: readonly string[]): string[] {
  const keys = Object.keys(object);
  const knownKeys = order.filter((key) => keys.includes(key));
  const unknown = keys.filter((key) => !order.includes(key)).sort((a, b) => a.localeCompare(b));
  return [...knownKeys, ...unknown];
}

function sectionId(path: string): string {
  return `config-${path.replace(/[^A-Za-z0-9-]+/g, '-') || 'general'}`;
}

/**
 * One section and, below it, its subsections. Recursive but bounded: it stops descending at
 * `MAX_CONFIG_DISPLAY_DEPTH` levels, where a map becomes an entry the view shows as too deep.
 */
function buildSection(object: JsonObject, path: string, layout: DumpLayout, depth: number): ConfigSection {
  const section: ConfigSection = {
    id: sectionId(path),
    path,
    title: TITLES[layout][path] ?? path.split('.').at(-1) ?? path,
    entries: [],
    sections: [],
  };
  for (const key of orderedKeys(object, keyOrder(layout, path))) {
    const value = object[key];
    const childPath = path ? `${path}.${key}` : key;
    const internal = layout === 'legacy' && /[A-Z]/.test(key);
    if (isJsonObject(value) && depth + 1 < MAX_CONFIG_DISPLAY_DEPTH) {
      section.sections.push(buildSection(value, childPath, layout, depth + 1));
    } else {
      section.entries.push({
        key,
        path: childPath,
        value,
        internal,
        depthLeft: Math.max(0, MAX_CONFIG_DISPLAY_DEPTH - depth - 1),
      });
    }
  }
  return section;
}

/**
 * Top-level sections for display. Root keys that are not sections are gathered into a
 * "General" section placed where the first of them stands in `config.yml`.
 */
export function configSections(config: JsonObject, layout: DumpLayout): ConfigSection[] {
  const sections: ConfigSection[] = [];
  let general: ConfigSection | undefined;
  for (const key of orderedKeys(config, keyOrder(layout, ''))) {
    const value = config[key];
    if (isJsonObject(value)) {
      sections.push(buildSection(value, key, layout, 1));
      continue;
    }
    if (!general) {
      general = {id: sectionId(''), path: '', title: GENERAL_SECTION_TITLE, entries: [], sections: []};
      sections.push(general);
    }
    general.entries.push({
      key,
      path: key,
      value,
      internal: layout === 'legacy' && /[A-Z]/.test(key),
      depthLeft: MAX_CONFIG_DISPLAY_DEPTH - 1,
    });
  }
  return sections;
}

/**
 * A scalar config value as text; lists are shown by the caller. A map inside a list is shown as
 * JSON, unless it nests more than `maxDepth` levels (then `undefined`: too deep to show).
 */
export function formatConfigScalar(value: JsonValue, maxDepth = MAX_CONFIG_DISPLAY_DEPTH): string | undefined {
  if (value === null) {
    return 'null';
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  // JSON.stringify recurses: check the depth first, without recursion.
  return nestsDeeperThan(value, maxDepth) ? undefined : JSON.stringify(value);
}

/** `"***"` is how Geyser hides addresses in dumps made without `full`. */
export function isMaskedValue(value: JsonValue): boolean {
  return value === '***';
}
