/** System properties Geyser reads against `src/data/system-properties.ts`: names, defaults and platforms. */
import type {PropertyDefault} from '../../../data/system-properties';
import {isJvmStandard, propertyReads, type PropertyRead, type SourceDefault} from '../extract/properties';
import {diffByKey, findingsFor, guarded} from '../findings';
import {platformsOfFile} from '../modules';
import {declarationLine, propertyLine, type SiteReader} from '../site';
import type {Finding} from '../types';
import type {Workspace} from '../workspace';

export type SiteDefault = PropertyDefault;

export interface PropertiesSite {
  readonly properties: readonly {
    readonly name: string;
    readonly readBy: string;
    readonly platform?: string;
    readonly default: SiteDefault;
  }[];
  readonly others: readonly {readonly name: string}[];
}

const SITE = 'src/data/system-properties.ts';
const AREA = 'System properties';

function platformOf(reads: readonly PropertyRead[]): string | undefined {
  const sets = reads.map((read) => platformsOfFile(read.place.file));
  if (sets.some((set) => set === undefined)) {
    return undefined;
  }
  const platforms = new Set(sets.flatMap((set) => set!));
  return platforms.size === 1 ? [...platforms][0] : undefined;
}

function showDefault(value: SourceDefault | SiteDefault): string {
  if (value === null) {
    return 'unset';
  }
  if (typeof value === 'string') {
    return JSON.stringify(value);
  }
  if ('computed' in value) {
    return `computed: ${value.computed}`;
  }
  if ('constant' in value) {
    return `${value.constant} (${value.value})`;
  }
  return `derived: ${value.derived}${value.codeDefault ? ` (code default ${value.codeDefault})` : ''}`;
}

function defaultMatches(source: SourceDefault, site: SiteDefault): boolean {
  if (site === null || typeof site === 'string') {
    return source === site;
  }
  const computed = typeof source === 'object' && source !== null ? source.computed : undefined;
  if ('constant' in site) {
    return computed !== undefined && computed.split('.').pop() === site.constant;
  }
  return computed !== undefined || (site.codeDefault !== undefined && source === site.codeDefault);
}

const make = findingsFor(AREA, 'Geyser', SITE);

function compareProperties(ws: Workspace, site: PropertiesSite, read: SiteReader): Finding[] {
  const byName = new Map<string, PropertyRead[]>();
  for (const entry of propertyReads(ws)) {
    if (!isJvmStandard(entry.name)) {
      byName.set(entry.name, [...(byName.get(entry.name) ?? []), entry]);
    }
  }
  const sourceEntries = [...byName].map(([name, reads]) => ({name, reads}));
  const siteEntries: {name: string; property?: PropertiesSite['properties'][number]}[] = [
    ...site.properties.filter((item) => item.readBy === 'geyser').map((property) => ({name: property.name, property})),
    ...site.others.map((other) => ({name: other.name})),
  ];
  return diffByKey(
    sourceEntries,
    siteEntries,
    {source: (entry) => entry.name, site: (entry) => entry.name},
    {
      added: ({name, reads}) =>
        make.added(
          `system property \`${name}\``,
          reads[0].place,
          `default ${showDefault(reads[0].default)}`,
          declarationLine(read, SITE, 'SYSTEM_PROPERTIES'),
          'Add an entry to SYSTEM_PROPERTIES (or OTHER_PROGRAMS_PROPERTIES when it belongs to another program).',
        ),
      removed: (entry) =>
        make.removed(
          `system property \`${entry.name}\``,
          {file: 'core/, common/, bootstrap/ (no read of it left)'},
          propertyLine(read, SITE, 'name', entry.name),
          'Geyser no longer reads it: remove the entry (or say on the page which versions still read it).',
        ),
      both: ({name, reads}, {property: entry}) => {
        if (!entry) {
          return [];
        }
        const line = propertyLine(read, SITE, 'name', name);
        const findings = [...new Map(reads.map((item) => [JSON.stringify(item.default), item])).values()]
          .filter((source) => !defaultMatches(source.default, entry.default))
          .map((source) =>
            make.changed(
              `default of system property \`${name}\``,
              source.place,
              showDefault(source.default),
              showDefault(entry.default),
              line,
            ),
          );
        const platform = platformOf(reads);
        if (platform !== entry.platform) {
          findings.push(
            make.changed(
              `platform of system property \`${name}\``,
              reads[0].place,
              platform ?? 'every platform',
              entry.platform ?? 'every platform',
              line,
            ),
          );
        }
        return findings;
      },
    },
  );
}

export function checkProperties(ws: Workspace, site: PropertiesSite, read: SiteReader): Finding[] {
  return guarded(AREA, 'system properties', {file: SITE}, 'Geyser', () => compareProperties(ws, site, read));
}
