/**
 * Types shared by the Geyser config schema, the editor logic and the reference page.
 */

/** Platforms Geyser runs on. Each writes a slightly different `config.yml`. */
export type PlatformId = 'spigot' | 'bungeecord' | 'velocity' | 'fabric' | 'neoforge' | 'viaproxy' | 'standalone';

export interface PlatformInfo {
  id: PlatformId;
  /** What readers call it. */
  label: string;
  /** The name Geyser uses internally (`PlatformType.platformName()`), as in the schema facts. */
  geyserName: string;
  /** Where the file lives, relative to the server folder. */
  folder: string;
  /** Plugins and mods run inside the Java server or proxy; Standalone is a separate program. */
  kind: 'plugin' | 'standalone';
}

/** The layout of the file: current (Configurate, config-version 5 and newer) or legacy (4 and older). */
export type Layout = 'current' | 'legacy';

export type OptionType = 'boolean' | 'integer' | 'string' | 'enum' | 'string-list' | 'uuid';

export type OptionValue = boolean | number | string | readonly string[];

export interface NumberRange {
  min: number;
  max: number;
  /** True when Geyser refuses to load a config with a value outside the range. */
  enforced: boolean;
}

/** Groups decide where an option is shown in the editor and on the reference page. */
export type GroupId =
  | 'bedrock'
  | 'java'
  | 'motd'
  | 'gameplay'
  | 'general'
  | 'advanced'
  | 'advanced-java'
  | 'advanced-bedrock'
  | 'housekeeping'
  | 'legacy-bedrock'
  | 'legacy-remote'
  | 'legacy-general'
  | 'legacy-metrics';

export interface OptionGroup {
  id: GroupId;
  /** YAML path of the map holding the group's keys; '' for the top level. */
  parent: string;
  title: string;
  /** Our own words; the YAML comment above the section key and the lead text in the editor. */
  description: string;
  /** Anchor on the reference page. */
  anchor: string;
}

export interface SpecialValue {
  value: number | string;
  meaning: string;
}

export interface ConfigOption {
  /** Dotted YAML path, e.g. `advanced.bedrock.mtu`. */
  path: string;
  group: GroupId;
  type: OptionType;
  /** Default written to a new file. `null` for `metrics-uuid` (a random UUID per server). */
  default: OptionValue | null;
  /** Allowed values for `enum` options, in the order shown. */
  enumValues?: readonly string[];
  range?: NumberRange;
  /** Numbers below or above which the option stops making sense, without Geyser rejecting it. */
  softRange?: {min?: number; max?: number; message: string};
  /** Platforms whose generated file contains the key (and which read it). */
  platforms: readonly PlatformId[];
  /** Why the key is missing on the other platforms; shown when a file has it anyway. */
  otherPlatformsNote?: string;
  /** Config version that introduced the key in its current form. */
  since: number;
  /** Where the value lived in the legacy layout, or null when it has no legacy source. */
  legacyPath: string | null;
  /** Our own explanation, with `code` and [links](/wiki/...). One to three sentences. */
  description: string;
  /** Extra remarks for the reference page and the editor: pitfalls, interactions, runtime overrides. */
  notes?: readonly string[];
  unit?: 'seconds' | 'days' | 'blocks' | 'bytes' | 'players' | 'packets per second';
  specialValues?: readonly SpecialValue[];
  /** Placeholder for empty text inputs. */
  example?: string;
  /** Options that shares one comment with the previous key in the file (the two MOTD lines). */
  sharesCommentWithPrevious?: boolean;
  /** Shown read-only in the editor: Geyser manages it. */
  readOnly?: boolean;
  /** Also hidden from Geyser's dumps (Geyser masks it). */
  maskedInDumps?: boolean;
}

/** A key of the legacy layout (config-version 4 and older). */
export interface LegacyOption {
  path: string;
  group: GroupId;
  type: OptionType;
  default: OptionValue | null;
  enumValues?: readonly string[];
  /** Where the value goes in the current layout; null when the conversion drops it. */
  currentPath: string | null;
  /** How the conversion treats the value, in our words. */
  migration: string;
  /** Our own description, for keys that have no current counterpart. */
  description?: string;
  /** Plugin-only keys in the legacy layout. */
  pluginOnly?: boolean;
}

/** A key Geyser stopped reading before the current layout existed. */
export interface RemovedKey {
  path: string;
  lastShipped: string;
  replacedBy: string | null;
}
