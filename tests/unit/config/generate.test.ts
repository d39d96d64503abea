import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {
  analyzeConfig,
  CURRENT_CONFIG_VERSION,
  generateConfig,
  OPTIONS,
  PLATFORMS,
  wrapComment,
} from '../../../src/lib/config';
import {realWorldBytes, realWorldNames} from './helpers';

const FIXED_UUID = () => '12345678-1234-4123-8123-123456789abc';

function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return [prefix];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('default file generator', () => {
  it.each(PLATFORMS.map((platform) => [platform.id] as const))('writes a valid, complete file for %s', (platform) => {
    const text = generateConfig(platform, {uuid: FIXED_UUID});
    const analysis = analyzeConfig(text, {platform});
    expect(analysis.syntaxOk).toBe(true);
    expect(analysis.layout).toBe('current');
    expect(analysis.version).toBe(CURRENT_CONFIG_VERSION);
    expect(analysis.issues).toEqual([]);
    const expected = OPTIONS.filter((option) => option.platforms.includes(platform)).map((option) => option.path);
    expect(leafPaths(parse(text))).toEqual(expected);
    for (const option of OPTIONS.filter((candidate) => candidate.platforms.includes(platform))) {
      const state = analysis.options.get(option.path);
      expect(state?.present, option.path).toBe(true);
      if (option.default !== null) {
        expect(state?.fileValue, option.path).toEqual(option.default);
      }
    }
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/\r/);
    expect(text.split('\n').every((line) => line.length <= 100 || !line.trimStart().startsWith('#'))).toBe(true);
  });

  it('writes platform-specific keys only where Geyser does', () => {
    const spigot = parse(generateConfig('spigot', {uuid: FIXED_UUID})) as Record<string, Record<string, unknown>>;
    const standalone = parse(generateConfig('standalone', {uuid: FIXED_UUID})) as Record<
      string,
      Record<string, unknown>
    >;
    const bungee = parse(generateConfig('bungeecord', {uuid: FIXED_UUID})) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    const fabric = parse(generateConfig('fabric', {uuid: FIXED_UUID})) as Record<string, unknown>;
    expect(spigot.java).toEqual({'auth-type': 'online'});
    expect(standalone.java).toEqual({
      address: '127.0.0.1',
      port: 25565,
      'auth-type': 'online',
      'forward-hostname': false,
    });
    expect(standalone.bedrock).not.toHaveProperty('clone-remote-port');
    expect(bungee.advanced.java['bungee-listener']).toBe('');
    expect(spigot).not.toHaveProperty('metrics-uuid');
    expect(fabric['metrics-uuid']).toBe(FIXED_UUID());
    expect(fabric['enable-metrics']).toBe(true);
  });

  it('gives every server its own bStats ID by default', () => {
    const first = parse(generateConfig('standalone')) as Record<string, unknown>;
    const second = parse(generateConfig('standalone')) as Record<string, unknown>;
    expect(first['metrics-uuid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first['metrics-uuid']).not.toBe(second['metrics-uuid']);
  });

  it("lays keys out exactly like Geyser's own files (same keys, same order, same indentation)", () => {
    const cases: [string, 'velocity' | 'standalone' | 'spigot'][] = [
      ['03-velocity-v7-everest.yml', 'velocity'],
      ['05-standalone-v7-docker-viaproxy.yml', 'standalone'],
    ];
    const available = realWorldNames();
    for (const [name, platform] of cases) {
      if (!available.includes(name)) {
        continue;
      }
      const keyLines = (text: string) =>
        text
          .split('\n')
          .filter((line) => /^\s*[a-z-]+:/.test(line))
          .map((line) => line.replace(/:.*$/, ':'));
      expect(keyLines(generateConfig(platform, {uuid: FIXED_UUID}))).toEqual(
        keyLines(realWorldBytes(name).toString('utf8')),
      );
    }
  });

  it('wraps comments at 100 columns without breaking words', () => {
    const lines = wrapComment('word '.repeat(60).trim(), 4);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(100);
      expect(line.startsWith('    # ')).toBe(true);
    }
  });
});
