/**
 * Geyser's config keys against the config schema (`src/lib/config/schema.ts`): which keys exist, their
 * type, default, allowed values, enforced range and the platforms whose file has them, and
 * `Constants.CONFIG_VERSION`.
 */
import {
  configKeys,
  configVersion,
  type ConfigPlatform,
  type ConfigValue,
  type SourceConfigKey,
} from '../extract/geyser-config';
import {diffByKey, findingsFor, guarded, setDifference} from '../findings';
import {declarationLine, propertyLine, type SiteReader} from '../site';
import {show, type Finding} from '../types';
import type {Workspace} from '../workspace';

export interface SchemaOptionFacts {
  readonly path: string;
  readonly type: string;
  readonly default: ConfigValue | readonly string[];
  readonly enumValues?: readonly string[];
  readonly range?: {readonly min: number; readonly max: number; readonly enforced: boolean};
  readonly platforms: readonly string[];
}

export interface ConfigSite {
  readonly options: readonly SchemaOptionFacts[];
  readonly platforms: readonly {
    readonly id: string;
    readonly geyserName: string;
    readonly kind: 'plugin' | 'standalone';
  }[];
  readonly configVersion: number;
}

const SITE = 'src/lib/config/schema.ts';
const AREA = 'Geyser config';
/** Standalone loads the remote-server layout; every plugin and mod loads the plugin layout (see each bootstrap's `loadConfig`). */
const ROOTS = {plugin: 'GeyserPluginConfig', standalone: 'GeyserRemoteConfig'} as const;
const BASE = 'GeyserConfig';
const VERSION_KEY = 'config-version';

interface MergedKey {
  readonly path: string;
  /** Per platform id. */
  readonly byPlatform: Map<string, SourceConfigKey>;
}

function sourceKeys(ws: Workspace, site: ConfigSite): MergedKey[] {
  const merged = new Map<string, MergedKey>();
  for (const platform of site.platforms) {
    const info: ConfigPlatform = {name: platform.geyserName, plugin: platform.kind === 'plugin'};
    for (const key of configKeys(ws, ROOTS[platform.kind], info)) {
      const entry = merged.get(key.path) ?? {path: key.path, byPlatform: new Map<string, SourceConfigKey>()};
      entry.byPlatform.set(platform.id, key);
      merged.set(key.path, entry);
    }
  }
  return [...merged.values()];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function describeKey(key: SourceConfigKey): string {
  const parts = [`${key.type}`, `default ${show(key.default)}`];
  if (key.enumValues) {
    parts.push(`values ${key.enumValues.join(' | ')}`);
  }
  if (key.range) {
    parts.push(`range ${key.range.min} to ${key.range.max}`);
  }
  return parts.join(', ');
}

function compareKey(merged: MergedKey, option: SchemaOptionFacts, read: SiteReader): Finding[] {
  const findings: Finding[] = [];
  const line = propertyLine(read, SITE, 'path', option.path);
  const first = [...merged.byPlatform.values()][0];
  const finding = (subject: string, sourceValue: string, siteValue: string, source = first): Finding => ({
    ...make.changed(`${subject} of config key \`${option.path}\``, source.place, sourceValue, siteValue, line),
    sourceValue,
    siteValue,
  });
  const platforms = [...merged.byPlatform.keys()];
  const {added, removed} = setDifference(platforms, option.platforms);
  if (added.length > 0 || removed.length > 0) {
    findings.push(finding('platforms', platforms.join(', '), [...option.platforms].join(', ')));
  }
  const types = new Set([...merged.byPlatform.values()].map((key) => key.type));
  if (types.size > 1 || !types.has(option.type as SourceConfigKey['type'])) {
    findings.push(finding('type', [...types].join(' / '), option.type));
  }
  // `config-version` defaults to Constants.CONFIG_VERSION, which is compared on its own (one change, one finding).
  const defaults = option.path === VERSION_KEY ? [] : [...merged.byPlatform.values()];
  for (const key of new Map(defaults.map((entry) => [JSON.stringify(entry.default), entry])).values()) {
    if (!same(key.default, option.default)) {
      const where = platforms.filter((id) => same(merged.byPlatform.get(id)!.default, key.default));
      const scope = where.length === platforms.length ? '' : ` (${where.join(', ')})`;
      findings.push(finding(`default${scope}`, show(key.default), show(option.default), key));
    }
  }
  const values = first.enumValues ? [...first.enumValues].sort() : undefined;
  const siteValues = option.enumValues ? [...option.enumValues].sort() : undefined;
  if (!same(values, siteValues)) {
    findings.push(finding('allowed values', show(first.enumValues ?? []), show(option.enumValues ?? [])));
  }
  const range = first.range ? `${first.range.min} to ${first.range.max}` : 'none';
  const siteRange = option.range?.enforced ? `${option.range.min} to ${option.range.max}` : 'none';
  if (range !== siteRange) {
    findings.push(finding('enforced range (@NumericRange)', range, siteRange));
  }
  return findings;
}

const make = findingsFor(AREA, 'Geyser', SITE);

function compareConfig(ws: Workspace, site: ConfigSite, read: SiteReader): Finding[] {
  const findings = diffByKey(
    sourceKeys(ws, site),
    site.options,
    {source: (key) => key.path, site: (option) => option.path},
    {
      added: (merged) => {
        const first = [...merged.byPlatform.values()][0];
        return make.added(
          `config key \`${merged.path}\``,
          first.place,
          `${describeKey(first)}; platforms ${[...merged.byPlatform.keys()].join(', ')}`,
          declarationLine(read, SITE, 'OPTIONS'),
          'Add an entry to OPTIONS in the order Geyser writes the file, with a description in your own words.',
        );
      },
      removed: (option) =>
        make.removed(
          `config key \`${option.path}\``,
          {file: 'core/src/main/java/org/geysermc/geyser/configuration/'},
          propertyLine(read, SITE, 'path', option.path),
          'Geyser no longer writes it: remove it from OPTIONS (and mention it where pages name it).',
        ),
      both: (merged, option) => compareKey(merged, option, read),
    },
  );
  const version = configVersion(ws, BASE);
  if (version.value !== site.configVersion) {
    findings.push(
      make.changed(
        'Constants.CONFIG_VERSION',
        version.place,
        version.value,
        site.configVersion,
        declarationLine(read, SITE, 'CURRENT_CONFIG_VERSION'),
        'Read ConfigMigrations for what the new version changes before bumping it.',
      ),
    );
  }
  return findings;
}

export function checkConfig(ws: Workspace, site: ConfigSite, read: SiteReader): Finding[] {
  return guarded(AREA, 'config schema', {file: SITE}, 'Geyser', () => compareConfig(ws, site, read));
}
