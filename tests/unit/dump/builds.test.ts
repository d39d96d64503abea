import {describe, expect, it} from 'vitest';

import {checkGeyserBuild, geyserBuildUrl, latestGeyserBuildUrl, parseBuildResponse} from '../../../src/lib/dump/builds';
import {loadFixture, PAPER_JAR_SHA256, paperWith} from './helpers';

const API = 'http://127.0.0.1:4010';

function build(version: string, number: number, sha256: string): Record<string, unknown> {
  return {
    project_id: 'geyser',
    project_name: 'Geyser',
    version,
    build: number,
    time: '2026-08-07T18:22:41.512Z',
    channel: 'default',
    promoted: false,
    changes: [],
    downloads: {
      spigot: {name: 'Geyser-Spigot.jar', sha256},
      velocity: {name: 'Geyser-Velocity.jar', sha256: 'f'.repeat(64)},
    },
  };
}

/** A fake fetch answering from a table of URL → body (or status); records the URLs asked for. */
function fakeFetch(table: Record<string, unknown>): {fetchImpl: typeof fetch; asked: string[]} {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const answer = table[url];
    if (answer === undefined) {
      return new Response(JSON.stringify({error: 'not found'}), {status: 404});
    }
    if (typeof answer === 'number') {
      return new Response('', {status: answer});
    }
    if (answer instanceof Error) {
      throw answer;
    }
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), {status: 200});
  }) as typeof fetch;
  return {fetchImpl, asked};
}

describe('URLs and payloads', () => {
  it('builds Downloads API URLs', () => {
    expect(latestGeyserBuildUrl(`${API}/`)).toBe(`${API}/v2/projects/geyser/versions/latest/builds/latest`);
    expect(geyserBuildUrl(API, '2.6.2', 793)).toBe(`${API}/v2/projects/geyser/versions/2.6.2/builds/793`);
    expect(() => latestGeyserBuildUrl('ftp://x')).toThrow(/http/);
  });

  it('parses a build and ignores malformed hashes', () => {
    const parsed = parseBuildResponse({
      ...build('2.11.1', 1210, PAPER_JAR_SHA256.toUpperCase()),
      downloads: {spigot: {sha256: PAPER_JAR_SHA256}, bad: {sha256: 'nope'}, empty: null},
    });
    expect(parsed).toEqual({
      version: '2.11.1',
      build: 1210,
      time: '2026-08-07T18:22:41.512Z',
      hashes: {spigot: PAPER_JAR_SHA256},
    });
    expect(parseBuildResponse({build: '1210', version: '2.11.1'})).toBeUndefined();
    expect(parseBuildResponse([])).toBeUndefined();
  });
});

describe('checkGeyserBuild', () => {
  const dump = loadFixture('current-spigot-paper.pretty.json');
  const latestUrl = latestGeyserBuildUrl(API);

  it('confirms the newest build with one request', async () => {
    const {fetchImpl, asked} = fakeFetch({[latestUrl]: build('2.11.1', 1210, PAPER_JAR_SHA256)});
    const result = await checkGeyserBuild(API, dump, {fetchImpl});
    expect(result.update).toMatchObject({status: 'ok', latest: {build: 1210}});
    expect(result.hash).toEqual({status: 'match', build: 1210});
    expect(asked).toEqual([latestUrl]);
  });

  it('detects a modified jar of the newest build', async () => {
    const {fetchImpl} = fakeFetch({[latestUrl]: build('2.11.1', 1210, 'a'.repeat(64))});
    expect((await checkGeyserBuild(API, dump, {fetchImpl})).hash).toEqual({status: 'mismatch', build: 1210});
  });

  it('checks an older build against its own files and neighbours', async () => {
    const older = paperWith({
      versionInfo: {version: '2.11.0-b1190 (git-master-1234567)'},
      gitInfo: {buildNumber: '1190'},
    });
    const {fetchImpl, asked} = fakeFetch({
      [latestUrl]: build('2.11.1', 1210, 'a'.repeat(64)),
      [geyserBuildUrl(API, '2.11.0', 1190)]: build('2.11.0', 1190, 'b'.repeat(64)),
      [geyserBuildUrl(API, '2.11.0', 1191)]: build('2.11.0', 1191, PAPER_JAR_SHA256),
    });
    const result = await checkGeyserBuild(API, older, {fetchImpl});
    expect(result.update).toMatchObject({status: 'ok', latest: {build: 1210}});
    expect(result.hash).toEqual({status: 'match', build: 1191});
    expect(asked).toHaveLength(4);
  });

  it('reports a build the API does not know', async () => {
    const older = paperWith({
      versionInfo: {version: '2.11.0-b1190 (git-master-1234567)'},
      gitInfo: {buildNumber: '1190'},
    });
    const {fetchImpl} = fakeFetch({[latestUrl]: build('2.11.1', 1210, 'a'.repeat(64))});
    expect((await checkGeyserBuild(API, older, {fetchImpl})).hash).toEqual({status: 'unknown-build'});
  });

  it('degrades when the API is down or answers nonsense', async () => {
    const down = await checkGeyserBuild(API, dump, {
      fetchImpl: fakeFetch({[latestUrl]: new TypeError('Failed to fetch')}).fetchImpl,
    });
    expect(down.update).toEqual({status: 'unavailable', message: 'the Downloads API could not be reached'});
    expect(down.hash.status).toBe('unavailable');
    const broken = await checkGeyserBuild(API, dump, {fetchImpl: fakeFetch({[latestUrl]: 'not json'}).fetchImpl});
    expect(broken.update).toMatchObject({status: 'unavailable', message: expect.stringMatching(/not JSON/)});
    const error = await checkGeyserBuild(API, dump, {fetchImpl: fakeFetch({[latestUrl]: 503}).fetchImpl});
    expect(error.update).toMatchObject({status: 'unavailable', message: expect.stringMatching(/HTTP 503/)});
  });

  it('times out', async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    const result = await checkGeyserBuild(API, dump, {fetchImpl: hanging, timeoutMs: 50});
    expect(result.update).toMatchObject({status: 'unavailable', message: expect.stringMatching(/did not answer/)});
  });

  it('makes no request for forks and development builds', async () => {
    const {fetchImpl, asked} = fakeFetch({});
    const fork = await checkGeyserBuild(API, loadFixture('current-viaproxy.min.json'), {fetchImpl});
    expect(fork.update).toMatchObject({status: 'skipped', reason: expect.stringMatching(/fork/)});
    const dev = await checkGeyserBuild(API, loadFixture('current-standalone.pretty.json'), {fetchImpl});
    expect(dev.hash.status).toBe('skipped');
    expect(asked).toEqual([]);
  });

  it('skips the hash check for a legacy dump without a hash, but still checks for updates', async () => {
    const {fetchImpl} = fakeFetch({[latestUrl]: build('2.11.1', 1210, 'a'.repeat(64))});
    const result = await checkGeyserBuild(API, paperWith({hash: 'unknown'}), {fetchImpl});
    expect(result.update.status).toBe('ok');
    expect(result.hash).toMatchObject({status: 'skipped'});
  });
});

describe('checkGeyserBuild with a build newer than the API knows', () => {
  it('does not ask for a build the API cannot have', async () => {
    const latestUrl = latestGeyserBuildUrl(API);
    const {fetchImpl, asked} = fakeFetch({[latestUrl]: build('2.9.3', 1107, 'a'.repeat(64))});
    const result = await checkGeyserBuild(API, loadFixture('current-spigot-paper.pretty.json'), {fetchImpl});
    expect(result.hash).toEqual({status: 'unknown-build'});
    expect(asked).toEqual([latestUrl]);
  });
});
