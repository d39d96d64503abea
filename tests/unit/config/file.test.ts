import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  checkConfigText,
  checkFileMeta,
  decodeUtf8,
  encodeForDownload,
  answer,
  MAX_FILE_BYTES,
  readUpload,
  type ConfigAnalysis,
} from '../../../src/lib/config';
import {fixture, fixtureBytes} from './helpers';

function fakeFile(name: string, bytes: Uint8Array) {
  return {
    name,
    size: bytes.length,
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  };
}

describe('upload checks', () => {
  it('accepts .yml and .yaml up to 1 MB', () => {
    expect(checkFileMeta('config.yml', 1000)).toBeNull();
    expect(checkFileMeta('CONFIG.YAML', MAX_FILE_BYTES)).toBeNull();
  });

  it('explains what is wrong with other files', () => {
    expect(checkFileMeta('config.txt', 10)).toEqual({message: expect.stringMatching(/not a YAML file/)});
    expect(checkFileMeta('latest.log', 10)).toEqual({
      message: expect.stringMatching(/is a server log, not a config. The log checker/),
      link: {href: '/utilities/log-checker/', label: 'Open the log checker'},
    });
    expect(checkFileMeta('2026-12-04-1.log.gz', 10)?.link?.href).toBe('/utilities/log-checker/');
    expect(checkFileMeta('config.yml', MAX_FILE_BYTES + 1)).toEqual({message: expect.stringMatching(/up to 1 MB/)});
    expect(checkFileMeta('config.yml', 0)).toEqual({message: expect.stringMatching(/empty/)});
  });

  it("says a console log is a log, for every platform's format, and not so for a config", () => {
    const logs = path.join(__dirname, '..', '..', 'fixtures', 'logs');
    const names = readdirSync(logs).filter((name) => name.endsWith('.log'));
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const check = checkConfigText(readFileSync(path.join(logs, name), 'utf8'), name, 'spigot');
      expect(check, name).toEqual({
        ok: false,
        message: expect.stringContaining('This is a server console log'),
        link: {href: '/utilities/log-checker/', label: 'Open the log checker'},
      });
    }
    expect(checkConfigText(fixture('01-current-v7-spigot.yml'), 'config.yml', 'spigot')).toMatchObject({ok: true});
  });

  it('rejects text that is not UTF-8, and binary files', () => {
    expect(decodeUtf8(new Uint8Array([0x62, 0x3a, 0x20, 0xe9, 0x0a]), 'latin1.yml')).toEqual({
      ok: false,
      message: expect.stringMatching(/not UTF-8/),
    });
    expect(decodeUtf8(new Uint8Array([0x62, 0x00, 0x01]), 'x.yml')).toEqual({
      ok: false,
      message: expect.stringMatching(/binary/),
    });
  });

  it('says UTF-16 (with or without a byte order mark) is UTF-16, not binary, and to save as UTF-8', () => {
    const text = fixture('01-current-v7-spigot.yml');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le.subarray(2)).swap16();
    for (const bytes of [le, Buffer.concat([Buffer.from([0xfe, 0xff]), be]), Buffer.from(text, 'utf16le')]) {
      const result = decodeUtf8(new Uint8Array(bytes), 'config.yml');
      expect(result).toEqual({ok: false, message: expect.stringContaining('saved as UTF-16')});
      expect(result.ok || result.message).toMatch(/save the file with the encoding "UTF-8"/);
      expect(result.ok || result.message).not.toMatch(/binary/);
    }
  });

  it('names CR-only line endings instead of calling the file empty', () => {
    const result = checkConfigText(fixture('01-current-v7-spigot.yml').replace(/\n/g, '\r'), 'mac.yml', 'spigot');
    expect(result).toEqual({ok: false, message: expect.stringContaining('carriage return only')});
    expect(result.ok || result.message).not.toMatch(/empty/);
  });

  it('keeps a byte order mark, so the export is byte-identical', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('debug-mode: true\n')]);
    const decoded = decodeUtf8(bytes, 'bom.yml');
    expect(decoded.ok).toBe(true);
    if (decoded.ok) {
      expect(Buffer.from(encodeForDownload(decoded.text)).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('names the line and column of a syntax error', () => {
    const result = checkConfigText(fixture('14-broken-syntax.yml'), 'broken.yml', 'spigot');
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^\uE000broken\.yml\uE001 is not valid YAML\. Line \d+, column \d+: /),
    });
  });

  it('says when a file is not a Geyser config', () => {
    const result = checkConfigText(
      'key-file-name: key.pem\nusername-prefix: "."\nplayer-link:\n  enabled: true\n',
      'config.yml',
      'spigot',
    );
    expect(result).toEqual({ok: false, message: expect.stringContaining('Floodgate')});
  });

  it('reads a whole upload', async () => {
    await expect(
      readUpload(fakeFile('config.yml', new Uint8Array(fixtureBytes('01-current-v7-spigot.yml'))), 'spigot'),
    ).resolves.toEqual({
      ok: true,
      text: fixture('01-current-v7-spigot.yml'),
    });
    await expect(readUpload(fakeFile('notes.txt', new Uint8Array([0x61])), 'spigot')).resolves.toMatchObject({
      ok: false,
    });
  });

  it('gives the same verdicts when the analysis comes from the worker', async () => {
    // What the page's worker sends back: the analysis without its parsed document.
    const worker = async (text: string): Promise<ConfigAnalysis> => {
      const response = answer({seq: -1, text, platform: 'spigot'});
      if (!('analysis' in response)) {
        throw new Error(response.error);
      }
      return structuredClone(response.analysis);
    };
    const texts = [
      fixture('01-current-v7-spigot.yml'),
      fixture('14-broken-syntax.yml'),
      'key-file-name: key.pem\nusername-prefix: "."\nreplace-spaces: true\n',
      '- a list\n',
      '# only a comment\n',
      'bedrock:\r  port: 19132\r',
    ];
    for (const text of texts) {
      const file = () => fakeFile('config.yml', new TextEncoder().encode(text));
      expect(await readUpload(file(), 'spigot', worker), JSON.stringify(text)).toEqual(
        await readUpload(file(), 'spigot'),
      );
    }
  });
});
