import {fileURLToPath} from 'node:url';
import {existsSync, readFileSync} from 'node:fs';

import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {parse as parseYaml} from 'yaml';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {fetchLatestBuild} from '../../../src/lib/downloads/client';
import {startLocalServer, type LocalServer} from '../../support/local-server';

const serverScript = fileURLToPath(new URL('../../servers/downloads-api.mjs', import.meta.url));

interface RunningApi extends LocalServer {
  setScenario(scenario: string, delayMs?: number): Promise<void>;
}

/** Starts tests/servers/downloads-api.mjs for one test file. */
async function startDownloadsApi(): Promise<RunningApi> {
  const server = await startLocalServer(serverScript, 'Downloads API test server');
  return {
    ...server,
    async setScenario(scenario, delayMs = 0) {
      const response = await fetch(`${server.base}/__scenario`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({scenario, delayMs}),
      });
      if (!response.ok) {
        throw new Error(`could not switch to scenario ${scenario}: HTTP ${response.status}`);
      }
    },
  };
}

let api: RunningApi;

beforeAll(async () => {
  api = await startDownloadsApi();
});

afterAll(async () => {
  await api?.stop();
});

describe('fetchLatestBuild against the local Downloads API', () => {
  it('follows the redirect to the newest build and returns typed data', async () => {
    await api.setScenario('success');
    const result = await fetchLatestBuild(api.base, 'geyser');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.build.project_id).toBe('geyser');
    expect(result.build.build).toBe(1107);
    expect(Object.keys(result.build.downloads).sort()).toEqual([
      'bungeecord',
      'fabric',
      'neoforge',
      'spigot',
      'standalone',
      'velocity',
      'viaproxy',
    ]);
    expect(result.build.downloads.spigot.sha256).toMatch(/^[a-f0-9]{64}$/);
  });

  it('reports an empty build list as "empty", not as an error', async () => {
    await api.setScenario('empty');
    expect(await fetchLatestBuild(api.base, 'floodgate')).toEqual({status: 'empty'});
  });

  it('reports HTTP 500 with the status code', async () => {
    await api.setScenario('error');
    const result = await fetchLatestBuild(api.base, 'geyser');
    expect(result).toMatchObject({status: 'error', error: {kind: 'http', status: 500}});
    if (result.status === 'error') {
      expect(result.error.message).toContain('HTTP 500');
    }
  });

  it('gives up after the timeout', async () => {
    await api.setScenario('timeout');
    const started = Date.now();
    const result = await fetchLatestBuild(api.base, 'geyser', {timeoutMs: 300});
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({status: 'error', error: {kind: 'timeout'}});
    if (result.status === 'error') {
      expect(result.error.message).toBe('The Downloads API did not answer within 0.3 seconds.');
    }
  });

  it('reports a body that is not JSON', async () => {
    await api.setScenario('malformed');
    expect(await fetchLatestBuild(api.base, 'geyser')).toMatchObject({status: 'error', error: {kind: 'malformed'}});
  });

  it('reports an unreachable server as a network error', async () => {
    const result = await fetchLatestBuild('http://127.0.0.1:9', 'geyser', {timeoutMs: 3_000});
    expect(result).toMatchObject({status: 'error', error: {kind: 'network'}});
  });
});

describe('fetchLatestBuild with a stubbed fetch', () => {
  const respond = (status: number, body: string): typeof fetch =>
    (async () => new Response(body, {status, headers: {'Content-Type': 'application/json'}})) as typeof fetch;

  it('reports JSON of the wrong shape with the offending field', async () => {
    const result = await fetchLatestBuild('https://api.test', 'geyser', {
      fetchImpl: respond(200, JSON.stringify({project_id: 'geyser', project_name: 'Geyser', version: '2', build: 'x'})),
    });
    expect(result).toMatchObject({status: 'error', error: {kind: 'invalid'}});
    if (result.status === 'error') {
      expect(result.error.message).toContain('response.build');
    }
  });

  it('treats 404 as a project without builds', async () => {
    expect(await fetchLatestBuild('https://api.test', 'geyser', {fetchImpl: respond(404, '{}')})).toEqual({
      status: 'empty',
    });
  });

  it('requests the latest-build URL of the project', async () => {
    const seen: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return new Response('{}', {status: 503});
    }) as typeof fetch;
    await fetchLatestBuild('https://download.example/', 'floodgate', {fetchImpl});
    expect(seen).toEqual(['https://download.example/v2/projects/floodgate/versions/latest/builds/latest']);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const fetchImpl = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    const pending = fetchLatestBuild('https://api.test', 'geyser', {
      fetchImpl,
      signal: controller.signal,
      timeoutMs: 60_000,
    });
    controller.abort();
    expect(await pending).toMatchObject({status: 'error', error: {kind: 'network'}});
  });
});

const specPath = fileURLToPath(new URL('../../../openapi/downloads.yaml', import.meta.url));

describe.runIf(existsSync(specPath))('the stand-in answers as openapi/downloads.yaml describes', () => {
  const spec = existsSync(specPath)
    ? (parseYaml(readFileSync(specPath, 'utf8')) as {components: {schemas: Record<string, unknown>}})
    : {components: {schemas: {}}};
  const ajv = new Ajv({strict: false, allErrors: true});
  addFormats(ajv);
  const check = (schema: string, body: unknown): void => {
    const validate = ajv.compile({$ref: `#/components/schemas/${schema}`, components: spec.components});
    expect(validate(body), `${schema}: ${JSON.stringify(validate.errors)}`).toBe(true);
  };
  const json = async (path: string): Promise<{status: number; body: unknown}> => {
    const response = await fetch(`${api.base}${path}`);
    return {status: response.status, body: await response.json()};
  };

  it('success: projects, project, version, build list and build', async () => {
    await api.setScenario('success');
    check('ProjectsResponse', (await json('/v2/projects')).body);
    check('ProjectResponse', (await json('/v2/projects/geyser')).body);
    check('VersionResponse', (await json('/v2/projects/geyser/versions/latest')).body);
    check('BuildsResponse', (await json('/v2/projects/floodgate/versions/latest/builds')).body);
    for (const project of ['geyser', 'floodgate', 'hydraulic', 'thunder']) {
      const latest = await json(`/v2/projects/${project}/versions/latest/builds/latest`);
      expect(latest.status).toBe(200);
      check('BuildResponse', latest.body);
    }
  });

  it('empty: an empty build list and a 404 error for the latest build', async () => {
    await api.setScenario('empty');
    const list = await json('/v2/projects/geyser/versions/latest/builds');
    check('BuildsResponse', list.body);
    expect((list.body as {builds: unknown[]}).builds).toEqual([]);
    const latest = await json('/v2/projects/geyser/versions/latest/builds/latest');
    expect(latest.status).toBe(404);
    check('Error', latest.body);
  });

  it("error: HTTP 500 with the API's error body", async () => {
    await api.setScenario('error');
    const latest = await json('/v2/projects/geyser/versions/latest/builds/latest');
    expect(latest.status).toBe(500);
    check('Error', latest.body);
  });

  it("unknown paths and projects answer with the API's 404 body", async () => {
    await api.setScenario('success');
    for (const path of ['/v2/nothing', '/v2/projects/minecraft']) {
      const answer = await json(path);
      expect(answer.status).toBe(404);
      check('Error', answer.body);
    }
  });
});
