/** System properties Geyser reads against `src/data/system-properties.ts`: names, defaults and platforms. */
import {isJvmStandard, propertyReads, type PropertyRead, type SourceDefault} from '../extract/properties';
import {guarded} from '../findings';
import {platformsOfFile} from '../modules';
import {declarationLine, propertyLine, type SiteReader} from '../site';
import type {Finding} from '../types';
import type {Workspace} from '../workspace';

export type SiteDefault =
  | string
  | null
  | {readonly derived: string; readonly codeDefault?: string}
  | {readonly value: string; readonly constant: string};

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

function compareProperties(ws: Workspace, site: PropertiesSite, read: SiteReader): Finding[] {
  const byName = new Map<string, PropertyRead[]>();
  for (const entry of propertyReads(ws)) {
    if (!isJvmStandard(entry.name)) {
      byName.set(entry.name, [...(byName.get(entry.name) ?? []), entry]);
    }
  }
  const findings: Finding[] = [];
  for (const [name, reads] of byName) {
    const entry = site.properties.find((candidate) => candidate.name === name);
    const line = propertyLine(read, SITE, 'name', name);
    if (!entry) {
      if (!site.others.some((other) => other.name === name)) {
        findings.push({
          area: AREA,
          kind: 'added',
          subject: `system property \`${name}\``,
          upstream: 'Geyser',
          source: reads[0].place,
          sourceValue: `default ${showDefault(reads[0].default)}`,
          site: {file: SITE, line: declarationLine(read, SITE, 'SYSTEM_PROPERTIES')},
          hint: 'Add an entry to SYSTEM_PROPERTIES (or OTHER_PROGRAMS_PROPERTIES when it belongs to another program).',
        });
      }
      continue;
    }
    for (const source of new Map(reads.map((item) => [JSON.stringify(item.default), item])).values()) {
      if (!defaultMatches(source.default, entry.default)) {
        findings.push({
          area: AREA,
          kind: 'changed',
          subject: `default of system property \`${name}\``,
          upstream: 'Geyser',
          source: source.place,
          sourceValue: showDefault(source.default),
          site: {file: SITE, line},
          siteValue: showDefault(entry.default),
        });
      }
    }
    const platform = platformOf(reads);
    if (platform !== entry.platform) {
      findings.push({
        area: AREA,
        kind: 'changed',
        subject: `platform of system property \`${name}\``,
        upstream: 'Geyser',
        source: reads[0].place,
        sourceValue: platform ?? 'every platform',
        site: {file: SITE, line},
        siteValue: entry.platform ?? 'every platform',
      });
    }
  }
  for (const entry of [...site.properties.filter((item) => item.readBy === 'geyser'), ...site.others]) {
    if (!byName.has(entry.name)) {
      findings.push({
        area: AREA,
        kind: 'removed',
        subject: `system property \`${entry.name}\``,
        upstream: 'Geyser',
        source: {file: 'core/, common/, bootstrap/ (no read of it left)'},
        site: {file: SITE, line: propertyLine(read, SITE, 'name', entry.name)},
        hint: 'Geyser no longer reads it: remove the entry (or say on the page which versions still read it).',
      });
    }
  }
  return findings;
}

export function checkProperties(ws: Workspace, site: PropertiesSite, read: SiteReader): Finding[] {
  return guarded(AREA, 'system properties', {file: SITE}, 'Geyser', () => compareProperties(ws, site, read));
}
