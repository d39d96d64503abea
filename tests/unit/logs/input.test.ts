import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  binaryReason,
  classifyInput,
  fetchMclogs,
  isGzip,
  looksLikeDump,
  looksLikeGeyserConfig,
} from '../../../src/lib/logs/input';
import {looksLikeLogLine} from '../../../src/lib/logs/looks-like-log';
import {visibleText} from '../../../src/components/log-checker/LogText';
import {itWithShared, sharedPath} from '../../support/shared';

const DUMP_ID = '0123456789abcdefABCDEF0123456789';

describe('what the reader gave', () => {
  it.each([
    ['https://mclo.gs/AbC123', {kind: 'mclogs', id: 'AbC123'}],
    ['mclo.gs/AbC123', {kind: 'mclogs', id: 'AbC123'}],
    ['https://api.mclo.gs/1/raw/AbC123', {kind: 'mclogs', id: 'AbC123'}],
    [`https://dump.geysermc.org/${DUMP_ID}`, {kind: 'dump-link', id: DUMP_ID}],
    ['https://pastebin.com/xyz', {kind: 'other-link', host: 'pastebin.com'}],
    ['[12:00:00 INFO]: Loading Geyser version 2.11.0-b123', {kind: 'text'}],
    ['Done', {kind: 'text'}],
    ['{"bootstrapInfo": {"platform": "SPIGOT"}}', {kind: 'dump-json'}],
  ])('%s', (input, expected) => {
    expect(classifyInput(input)).toEqual(expected);
  });

  it('tells binary data from text', () => {
    expect(binaryReason(new Uint8Array([0x50, 0x4b, 3, 4]))).toContain('zip');
    expect(binaryReason(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toContain('PNG');
    expect(binaryReason(new Uint8Array([65, 0, 66]))).toContain('zero bytes');
    expect(binaryReason(new TextEncoder().encode('[12:00:00 INFO]: \u001b[32mfine\u001b[0m\r\n'))).toBeUndefined();
    expect(isGzip(new Uint8Array([0x1f, 0x8b, 8]))).toBe(true);
    expect(looksLikeDump('{\n  "bootstrapInfo": {}}')).toBe(true);
    expect(looksLikeDump('[12:00:00 INFO]: {"bootstrapInfo"}')).toBe(false);
  });
});

describe('a Geyser config given instead of a log', () => {
  const FIXTURES = path.join(__dirname, '..', '..', 'fixtures');
  const filesIn = (folder: string, ending: string) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(ending))
      .map((name) => [name, readFileSync(path.join(folder, name), 'utf8')] as const);

  it("is recognised in every layout the site's fixtures have", () => {
    const configs = filesIn(path.join(FIXTURES, 'configs'), '.yml');
    expect(configs.length).toBeGreaterThan(5);
    for (const [name, text] of configs) {
      expect(looksLikeGeyserConfig(text), name).toBe(true);
    }
  });

  itWithShared('is recognised in the configs Geyser users published', () => {
    for (const [name, text] of filesIn(sharedPath('real-world', 'geyser-configs')!, '.yml')) {
      expect(looksLikeGeyserConfig(text), name).toBe(true);
    }
  });

  it('is never a log, even one that quotes config keys', () => {
    for (const [name, text] of filesIn(path.join(FIXTURES, 'logs'), '.log')) {
      expect(looksLikeGeyserConfig(text), name).toBe(false);
    }
    expect(looksLikeGeyserConfig('[12:00:00 INFO]: loaded\nbedrock:\n  port: 19132\njava:\n  address: a\n')).toBe(
      false,
    );
    expect(looksLikeGeyserConfig('port: 19132\nmotd: hi\n')).toBe(false);
  });
});

describe('fetching from mclo.gs', () => {
  const answer = (status: number, body: string) => async () => new Response(body, {status});

  it('reads the raw log from /1/raw/<id>', async () => {
    let asked = '';
    const result = await fetchMclogs('https://api.mclo.gs/', 'AbC', {
      fetchImpl: async (url) => {
        asked = String(url);
        return new Response('[12:00:00 INFO]: hello');
      },
    });
    expect(asked).toBe('https://api.mclo.gs/1/raw/AbC');
    expect(result).toEqual({ok: true, text: '[12:00:00 INFO]: hello'});
  });

  it('words 404, errors, web pages and timeouts for readers', async () => {
    expect(await fetchMclogs('https://x', 'a', {fetchImpl: answer(404, '{}')})).toMatchObject({title: 'Log not found'});
    expect(await fetchMclogs('https://x', 'a', {fetchImpl: answer(502, '')})).toMatchObject({ok: false});
    expect(await fetchMclogs('https://x', 'a', {fetchImpl: answer(200, '<!DOCTYPE html><p>check')})).toMatchObject({
      title: 'mclo.gs sent a web page',
    });
    const never = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await fetchMclogs('https://x', 'a', {fetchImpl: never, timeoutMs: 10})).toMatchObject({
      title: 'mclo.gs did not answer',
    });
  });
});

describe('pasted log lines in search queries', () => {
  it.each([
    '[12:00:13 ERROR]: [Geyser-Spigot] Failed to start Geyser on 0.0.0.0:19132',
    '[Server thread/WARN]: something odd happened',
    'java.net.BindException: Address already in use',
    '    at org.geysermc.geyser.GeyserImpl.start(GeyserImpl.java:200)',
    'Caused by: java.lang.IllegalStateException: zip file closed',
  ])('%s', (query) => {
    expect(looksLikeLogLine(query)).toBe(true);
  });

  it.each(['port forwarding', 'floodgate key.pem', 'how to install geyser on paper', 'Address already in use'])(
    'not "%s"',
    (query) => {
      expect(looksLikeLogLine(query)).toBe(false);
    },
  );
});

describe('showing log text', () => {
  it('makes bidi controls and hidden characters visible', () => {
    expect(visibleText('a\u202Eb\u200Bc\u0000d\te')).toBe('a⟨U+202E⟩b⟨U+200B⟩c\ufffdd\te');
  });
});
