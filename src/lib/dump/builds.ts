/**
 * Comparing a dump's Geyser build with the Downloads API: is a newer build out, and is the jar's
 * SHA-256 one of an official build's files? Both checks are optional extras: when the API cannot
 * be reached the viewer says so and shows everything else.
 */

import type {NormalizedDump} from './model';
import type {RawBuildResponse} from './types';
import {fetchText} from '../http/fetch-text';

export const DEFAULT_DOWNLOADS_API_URL = 'https://download.geysermc.org';
export const BUILD_CHECK_TIMEOUT_MS = 10_000;

export interface OfficialBuild {
  version: string;
  build: number;
  time?: string;
  /** Lower-case SHA-256 of each file of the build, by download key (`spigot`, `velocity`, …). */
  hashes: Record<string, string>;
}

export type BuildLookup =
  {status: 'ok'; build: OfficialBuild} | {status: 'not-found'} | {status: 'error'; message: string};

/** Is there a newer official build? */
export type UpdateCheck =
  | {status: 'skipped'; reason: string}
  | {status: 'ok'; latest: OfficialBuild}
  | {status: 'unavailable'; message: string};

/** Is the jar an official build's file? */
export type HashCheck =
  | {status: 'skipped'; reason: string}
  | {status: 'match'; build: number}
  | {status: 'mismatch'; build: number}
  /** The Downloads API does not know the dump's build, so its files cannot be compared. */
  | {status: 'unknown-build'}
  | {status: 'unavailable'; message: string};

export interface BuildCheckResult {
  update: UpdateCheck;
  hash: HashCheck;
}

function apiBase(base: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(trimmed)) {
    throw new Error(`Downloads API URL must start with http:// or https://, got "${base}"`);
  }
  return trimmed;
}

export function latestGeyserBuildUrl(base: string): string {
  return `${apiBase(base)}/v2/projects/geyser/versions/latest/builds/latest`;
}

export function geyserBuildUrl(base: string, version: string, build: number): string {
  return `${apiBase(base)}/v2/projects/geyser/versions/${encodeURIComponent(version)}/builds/${encodeURIComponent(String(build))}`;
}

/** Reads the fields the checks need; undefined when the payload is not a build. */
export function parseBuildResponse(json: unknown): OfficialBuild | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return undefined;
  }
  const build = json as RawBuildResponse;
  if (typeof build.build !== 'number' || !Number.isInteger(build.build) || typeof build.version !== 'string') {
    return undefined;
  }
  const hashes: Record<string, string> = {};
  if (typeof build.downloads === 'object' && build.downloads !== null) {
    for (const [key, file] of Object.entries(build.downloads)) {
      if (file && typeof file.sha256 === 'string' && /^[0-9a-f]{64}$/i.test(file.sha256)) {
        hashes[key] = file.sha256.toLowerCase();
      }
    }
  }
  return {
    version: build.version,
    build: build.build,
    time: typeof build.time === 'string' ? build.time : undefined,
    hashes,
  };
}

export interface BuildFetchOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

export async function fetchGeyserBuild(url: string, options: BuildFetchOptions = {}): Promise<BuildLookup> {
  const {timeoutMs = BUILD_CHECK_TIMEOUT_MS, signal, fetchImpl} = options;
  const result = await fetchText(url, {timeoutMs, signal, fetchImpl});
  if (result.kind === 'timeout') {
    return {
      status: 'error',
      message: `the Downloads API did not answer within ${Math.round(timeoutMs / 1000)} seconds`,
    };
  }
  if (result.kind === 'network') {
    return {status: 'error', message: 'the Downloads API could not be reached'};
  }
  if (result.status === 404) {
    return {status: 'not-found'};
  }
  if (!result.ok) {
    return {status: 'error', message: `the Downloads API answered with HTTP ${result.status}`};
  }
  let json: unknown;
  try {
    json = JSON.parse(result.text);
  } catch {
    return {status: 'error', message: 'the Downloads API sent an answer that is not JSON'};
  }
  const build = parseBuildResponse(json);
  return build
    ? {status: 'ok', build}
    : {status: 'error', message: 'the Downloads API sent build data in an unexpected format'};
}

function hashIn(build: OfficialBuild, sha256: string): boolean {
  return Object.values(build.hashes).includes(sha256.toLowerCase());
}

/** Why a dump's build cannot be compared with official builds, or undefined when it can. */
export function buildCheckSkipReason(dump: NormalizedDump): string | undefined {
  switch (dump.geyser.kind) {
    case 'fork':
      return 'this Geyser was built from another repository (a fork)';
    case 'development':
      return 'this Geyser has no build number (a local or development build)';
    case 'branch':
      return `this Geyser was built from the "${dump.geyser.branch ?? 'unknown'}" branch, not from master`;
    default:
      return undefined;
  }
}

/**
 * Runs both checks with as few requests as possible: the latest build always, and the dump's own
 * build (plus its neighbours, as GeyserMC's bot does, to ride out CI races) only for the hash.
 */
export async function checkGeyserBuild(
  base: string,
  dump: NormalizedDump,
  options: BuildFetchOptions = {},
): Promise<BuildCheckResult> {
  const skip = buildCheckSkipReason(dump);
  if (skip) {
    return {update: {status: 'skipped', reason: skip}, hash: {status: 'skipped', reason: skip}};
  }
  const latest = await fetchGeyserBuild(latestGeyserBuildUrl(base), options);
  const update: UpdateCheck =
    latest.status === 'ok'
      ? {status: 'ok', latest: latest.build}
      : {
          status: 'unavailable',
          message: latest.status === 'not-found' ? 'the Downloads API lists no Geyser build' : latest.message,
        };

  const sha256 = dump.hash.sha256;
  const buildNumber = dump.geyser.buildNumber;
  const version = dump.geyser.versionNumber;
  if (!sha256 || !/^[0-9a-f]{64}$/i.test(sha256)) {
    return {update, hash: {status: 'skipped', reason: 'the dump has no SHA-256 hash of the Geyser jar'}};
  }
  if (buildNumber === undefined) {
    return {update, hash: {status: 'skipped', reason: 'the dump has no build number'}};
  }
  if (latest.status === 'ok' && latest.build.build === buildNumber) {
    return {
      update,
      hash: hashIn(latest.build, sha256)
        ? {status: 'match', build: buildNumber}
        : {status: 'mismatch', build: buildNumber},
    };
  }
  if (latest.status === 'error') {
    return {update, hash: {status: 'unavailable', message: latest.message}};
  }
  if (latest.status === 'ok' && buildNumber > latest.build.build) {
    // Newer than anything the API lists (a mirror lagging behind, or a test API): nothing to compare with.
    return {update, hash: {status: 'unknown-build'}};
  }
  if (!version) {
    return {update, hash: {status: 'skipped', reason: 'the dump does not say which Geyser version it is'}};
  }
  const own = await fetchGeyserBuild(geyserBuildUrl(base, version, buildNumber), options);
  if (own.status === 'error') {
    return {update, hash: {status: 'unavailable', message: own.message}};
  }
  if (own.status === 'not-found') {
    return {update, hash: {status: 'unknown-build'}};
  }
  if (hashIn(own.build, sha256)) {
    return {update, hash: {status: 'match', build: buildNumber}};
  }
  for (const neighbour of [buildNumber - 1, buildNumber + 1]) {
    const other = await fetchGeyserBuild(geyserBuildUrl(base, version, neighbour), options);
    if (other.status === 'ok' && hashIn(other.build, sha256)) {
      return {update, hash: {status: 'match', build: neighbour}};
    }
  }
  return {update, hash: {status: 'mismatch', build: buildNumber}};
}
