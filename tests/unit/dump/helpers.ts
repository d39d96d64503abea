import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {dirname, join, resolve} from 'node:path';

import {sharedPath} from '../../support/shared';
import {normalizeDump} from '../../../src/lib/dump/normalize';
import type {NormalizedDump} from '../../../src/lib/dump/model';

const here = dirname(fileURLToPath(import.meta.url));
export const FIXTURES = resolve(here, '..', '..', 'fixtures', 'dumps');
export const REPO_ROOT = resolve(here, '..', '..', '..');

export interface Manifest {
  dumps: Record<string, {file: string; description: string}>;
  real: Record<string, {file: string; description: string}>;
  special: Record<'slow' | 'invalidJson' | 'notDump' | 'serviceMessage' | 'serverError' | 'unknown', string>;
  generated: Record<'deepConfigList' | 'deepConfigMap' | 'deepMalformed' | 'manyFlags' | 'manyPlugins', string>;
  files: Record<string, string>;
}

export const manifest = JSON.parse(readFileSync(join(FIXTURES, 'manifest.json'), 'utf8')) as Manifest;

/** The real dump lives in shared/real-world/geyser-dumps/ beside the checkout; it is never copied. */
export function realDumpFolder(): string {
  const found = sharedPath('real-world', 'geyser-dumps');
  if (!found || !existsSync(found)) {
    throw new Error('shared/real-world/geyser-dumps is not beside this checkout; wrap the test in itWithShared');
  }
  return found;
}

export const REAL_DUMP_FILE = 'real-01-spigot-2.6.2-b793-legacy.json';

export function readRealDump(): string {
  return readFileSync(join(realDumpFolder(), REAL_DUMP_FILE), 'utf8');
}

export function readFixture(file: string): string {
  return readFileSync(join(FIXTURES, file), 'utf8');
}

export function fixtureJson(file: string): Record<string, unknown> {
  return JSON.parse(readFixture(file)) as Record<string, unknown>;
}

export function loadFixture(file: string): NormalizedDump {
  return normalizeDump(JSON.parse(readFixture(file)));
}

/** Every dump fixture (not the deliberately broken files). */
export const DUMP_FIXTURES = Object.values(manifest.dumps).map((entry) => entry.file);

type Patch = Record<string, unknown>;

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge; `undefined` in the patch deletes the key. Arrays are replaced. */
export function merge(base: Record<string, unknown>, patch: Patch): Record<string, unknown> {
  const result: Record<string, unknown> = {...base};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) {
      delete result[key];
    } else if (isPlain(value) && isPlain(result[key])) {
      result[key] = merge(result[key] as Record<string, unknown>, value);
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** The healthy current Paper fixture with changes applied, normalised. */
export function paperWith(patch: Patch = {}): NormalizedDump {
  return normalizeDump(merge(fixtureJson('current-spigot-paper.pretty.json'), patch));
}

/** The legacy CraftBukkit fixture with changes applied, normalised. */
export function legacyWith(patch: Patch = {}): NormalizedDump {
  return normalizeDump(merge(fixtureJson('legacy-spigot-craftbukkit.pretty.json'), patch));
}

export const PAPER_JAR_SHA256 = '2ef66366a8cfcbbf2271a86ba9083f88a02152a273dcf47b728df1236bfffd9f';

export function plugin(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    enabled: true,
    name,
    version: '1.0.0',
    main: `example.${name.replace(/\W/g, '')}.Main`,
    authors: ['Someone'],
    ...extra,
  };
}

/** The Paper fixture's plugin list with entries replaced or added. */
export function paperPlugins(...extra: Record<string, unknown>[]): Record<string, unknown>[] {
  const base = (fixtureJson('current-spigot-paper.pretty.json').bootstrapInfo as {plugins: Record<string, unknown>[]})
    .plugins;
  return [...base, ...extra];
}
