import type {BuildChange, BuildChannel, BuildDownload, BuildResponse, BuildsResponse, VersionBuild} from './types';

/**
 * Structural checks for Downloads API payloads. The API is outside our control, so every field the
 * page reads is checked once here; components then work with fully typed values.
 */

export class PayloadError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`${path} should be ${expected}`);
    this.name = 'PayloadError';
  }
}

type JsonObject = Record<string, unknown>;

const SHA256 = /^[a-f0-9]{64}$/;
const CHANNELS: readonly BuildChannel[] = ['default', 'experimental'];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, path: string): JsonObject {
  if (!isObject(value)) {
    throw new PayloadError(path, 'an object');
  }
  return value;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string') {
    throw new PayloadError(path, 'a string');
  }
  return value;
}

function integer(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new PayloadError(path, 'a non-negative integer');
  }
  return value;
}

function dateTime(value: unknown, path: string): string {
  const text = string(value, path);
  if (Number.isNaN(Date.parse(text))) {
    throw new PayloadError(path, 'an ISO 8601 date-time');
  }
  return text;
}

function channel(value: unknown, path: string): BuildChannel {
  const text = string(value, path);
  const found = CHANNELS.find((candidate) => candidate === text);
  if (!found) {
    throw new PayloadError(path, `one of ${CHANNELS.join(', ')}`);
  }
  return found;
}

function changes(value: unknown, path: string): BuildChange[] {
  if (!Array.isArray(value)) {
    throw new PayloadError(path, 'an array');
  }
  return value.map((item, index) => {
    const change = object(item, `${path}[${index}]`);
    return {
      commit: string(change.commit, `${path}[${index}].commit`),
      summary: string(change.summary, `${path}[${index}].summary`),
      message:
        typeof change.message === 'string' ? change.message : string(change.summary, `${path}[${index}].summary`),
    };
  });
}

function downloads(value: unknown, path: string): Record<string, BuildDownload> {
  const input = object(value, path);
  const result: Record<string, BuildDownload> = {};
  for (const [key, item] of Object.entries(input)) {
    const entry = object(item, `${path}.${key}`);
    const sha256 = string(entry.sha256, `${path}.${key}.sha256`).toLowerCase();
    if (!SHA256.test(sha256)) {
      throw new PayloadError(`${path}.${key}.sha256`, 'a 64-character hex SHA-256');
    }
    result[key] = {name: string(entry.name, `${path}.${key}.name`), sha256};
  }
  return result;
}

function versionBuild(value: unknown, path: string): VersionBuild {
  const input = object(value, path);
  return {
    build: integer(input.build, `${path}.build`),
    time: dateTime(input.time, `${path}.time`),
    channel: channel(input.channel, `${path}.channel`),
    promoted: typeof input.promoted === 'boolean' ? input.promoted : false,
    changes: changes(input.changes, `${path}.changes`),
    downloads: downloads(input.downloads, `${path}.downloads`),
  };
}

/** Checks a single-build payload; throws {@link PayloadError} naming the first bad field. */
export function parseBuildResponse(value: unknown): BuildResponse {
  const input = object(value, 'response');
  return {
    project_id: string(input.project_id, 'response.project_id'),
    project_name: string(input.project_name, 'response.project_name'),
    version: string(input.version, 'response.version'),
    ...versionBuild(input, 'response'),
  };
}

/** Checks a build-list payload; throws {@link PayloadError} naming the first bad field. */
export function parseBuildsResponse(value: unknown): BuildsResponse {
  const input = object(value, 'response');
  if (!Array.isArray(input.builds)) {
    throw new PayloadError('response.builds', 'an array');
  }
  return {
    project_id: string(input.project_id, 'response.project_id'),
    project_name: string(input.project_name, 'response.project_name'),
    version: string(input.version, 'response.version'),
    builds: input.builds.map((build, index) => versionBuild(build, `response.builds[${index}]`)),
  };
}
