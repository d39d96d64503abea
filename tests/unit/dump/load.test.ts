import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {fetchDumpText, parseDumpText, rawDumpUrl} from '../../../src/lib/dump/load';
import {manifest, readFixture, readRealDump} from './helpers';
import {itWithShared} from '../../support/shared';
import {freePort} from '../../../scripts/shared/ports.mjs';
import {startLocalServer, type LocalServer} from '../../support/local-server';

const serverScript = fileURLToPath(new URL('../../servers/dump-service.mjs', import.meta.url));

describe('parseDumpText', () => {
  it('reads a fixture', () => {
    const result = parseDumpText(readFixture('current-fabric.pretty.json'), 'file');
    expect(result.ok && result.dump.platform.id).toBe('fabric');
  });

  itWithShared('reads the real dump and a file with a byte order mark', () => {
    expect(parseDumpText(readRealDump(), 'file').ok).toBe(true);
    expect(parseDumpText(`\uFEFF${readFixture('current-fabric.pretty.json')}`, 'paste').ok).toBe(true);
  });

  it.each([
    ['', 'file', 'empty', /file is empty/],
    ['   ', 'paste', 'empty', /pasted text is empty/],
    [readFixture('invalid.json'), 'file', 'not-json', /not valid JSON/],
    [readFixture('invalid.json'), 'service', 'not-json', /dump service sent something that is not JSON/],
    ['<html><body>Gateway</body></html>', 'service', 'not-json', /a web page/],
    [readFixture('not-a-dump.json'), 'file', 'not-dump', /Geyser config/],
    ['[1, 2]', 'paste', 'not-dump', /JSON list/],
    [readFixture('service-message.json'), 'service', 'service-error', /Document not found/],
    ['{"versionInfo": [], "bootstrapInfo": "x"}', 'file', 'not-dump', /"versionInfo" section is a list/],
  ] as const)('%j from %s is %s', (text, source, kind, message) => {
    const result = parseDumpText(text, source);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe(kind);
      expect(result.error.message).toMatch(message);
    }
  });

  it('says where a syntax error is', () => {
    const result = parseDumpText('{\n  "a": 1,\n  "b": ]\n}', 'file');
    expect(!result.ok && result.error.message).toMatch(/line 3/);
  });
});

describe('fetchDumpText against the local dump service', () => {
  let service: LocalServer | undefined;
  let base = '';

  beforeAll(async () => {
    service = await startLocalServer(serverScript, 'Dump service test server', {SLOW_MS: '5000'});
    base = service.base;
  });

  afterAll(async () => {
    await service?.stop();
  });

  const someId = Object.keys(manifest.dumps)[0];

  it('builds the raw URL', () => {
    expect(rawDumpUrl('https://dump.geysermc.org/', someId)).toBe(`https://dump.geysermc.org/raw/${someId}`);
  });

  it('fetches a dump by id', async () => {
    const result = await fetchDumpText(base, someId);
    expect(result.ok).toBe(true);
    expect(result.ok && parseDumpText(result.text, 'service').ok).toBe(true);
  });

  itWithShared('serves the real dump', async () => {
    const id = Object.keys(manifest.real)[0];
    const result = await fetchDumpText(base, id);
    expect(result.ok && result.text).toBe(readRealDump());
  });

  it('reports an unknown id (404, empty body)', async () => {
    const result = await fetchDumpText(base, manifest.special.unknown);
    expect(!result.ok && result.error).toMatchObject({kind: 'not-found', status: 404});
  });

  it('reports a server error', async () => {
    const result = await fetchDumpText(base, manifest.special.serverError);
    expect(!result.ok && result.error).toMatchObject({kind: 'http', status: 500});
  });

  it('gives up on a slow service', async () => {
    const result = await fetchDumpText(base, manifest.special.slow, {timeoutMs: 300});
    expect(!result.ok && result.error.kind).toBe('timeout');
    expect(!result.ok && result.error.message).toMatch(/0\.3 seconds/);
  });

  it('reports an unreachable service', async () => {
    const port = await freePort();
    const result = await fetchDumpText(`http://127.0.0.1:${port}`, someId);
    expect(!result.ok && result.error.kind).toBe('network');
  });

  it('reports a cancelled request as aborted', async () => {
    const controller = new AbortController();
    const pending = fetchDumpText(base, manifest.special.slow, {signal: controller.signal});
    controller.abort();
    const result = await pending;
    expect(!result.ok && result.error.kind).toBe('aborted');
  });

  it('sends CORS headers like the real service', async () => {
    const response = await fetch(`${base}/raw/${someId}`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('findJsonError', async () => {
  const {findJsonError} = await import('../../../src/lib/dump/json-error');
  itWithShared('accepts valid JSON', () => {
    expect(findJsonError(readFixture('current-spigot-paper.min.json'))).toBeUndefined();
    expect(findJsonError(readRealDump())).toBeUndefined();
  });
  it('finds the first error', () => {
    expect(findJsonError('{\n  "a": 1,\n  "b": ]\n}')).toMatchObject({line: 3, column: 8, truncated: false});
    expect(findJsonError('{"a": tru}')).toMatchObject({line: 1, truncated: false});
    expect(findJsonError('{"a": [1, 2')).toMatchObject({truncated: true});
    expect(findJsonError('{"a": 1} x')).toMatchObject({column: 10});
  });
  it('reports cut-off dumps as truncated', () => {
    const result = parseDumpText(readFixture('invalid.json'), 'paste');
    expect(!result.ok && result.error.message).toMatch(/cut off/);
  });
});
