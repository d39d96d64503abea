/**
 * The editor must agree with SnakeYAML (YAML 1.1), the reader inside Geyser, on what a file means:
 * strings it writes read back unchanged, and inputs SnakeYAML refuses are refused here too, by line.
 * `snakeyaml-differential.test.ts` checks the same cases against SnakeYAML itself.
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {
  analyzeConfig,
  convertLegacy,
  generateConfig,
  literal,
  setOptionValue,
  type ConfigIssue,
} from '../../../src/lib/config';
import {snakeFindings} from '../../../src/lib/config/snake-check';
import {renderString} from '../../../src/lib/config/yaml-render';
import {parseYamlSource} from '../../../src/lib/config/yaml-source';
import {yamlishString} from './arbitraries';
import {fixture} from './helpers';

const UUID = () => '12345678-1234-4123-8123-123456789abc';
const BASE = generateConfig('spigot', {uuid: UUID});

function readerIssues(text: string): ConfigIssue[] {
  return analyzeConfig(text, {platform: 'spigot'}).issues.filter((issue) => issue.rule === 'yaml-reader');
}

function read(text: string, path: string): unknown {
  let value: unknown = parse(text, {version: '1.1', merge: true});
  for (const segment of path.split('.')) {
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

describe('writing strings by SnakeYAML rules', () => {
  it.each([
    ['Geyser', 'Geyser'],
    ['Another Geyser server.', 'Another Geyser server.'],
    ['minecraft:barrier', 'minecraft:barrier'],
    ['§a§lGreen', '§a§lGreen'],
    ['', "''"],
    ['yes', "'yes'"],
    ['true', "'true'"],
    ['19132', "'19132'"],
    ['null', "'null'"],
    ['a: b', "'a: b'"],
    ['has # hash', "'has # hash'"],
    ['- dash', "'- dash'"],
    ['&6Gold', "'&6Gold'"],
    ['*star', "'*star'"],
    ['@at', "'@at'"],
    [' padded ', "' padded '"],
    ["it's", "it's"],
    ["'quoted'", "'''quoted'''"],
    ['line\nbreak', '"line\\nbreak"'],
    ['<#00AA00>Hex', '<#00AA00>Hex'],
    ['<<', "'<<'"],
    ['a\u0085b', '"a\\Nb"'],
    ['a\u2028b', '"a\\Lb"'],
    ['a\u2029b', '"a\\Pb"'],
    ['tab\there', '"tab\\there"'],
    ['on', "'on'"],
    ['OFF', "'OFF'"],
    ['1_000', "'1_000'"],
    ['0x1F', "'0x1F'"],
    ['1:30', "'1:30'"],
    ['2024-01-02', "'2024-01-02'"],
    ['.inf', "'.inf'"],
    ['~', "'~'"],
    ['=', "'='"],
    ['\u007f', '"\\x7F"'],
    ['\ufeffBOM', '"\\uFEFFBOM"'],
    ['0.0.0.0', '0.0.0.0'],
  ])('writes %j as %s and reads it back', (value, written) => {
    expect(renderString(value)).toBe(written);
    expect(read(`k: ${written}`, 'k')).toBe(value);
  });

  it('quotes `<<` and NEL typed into text options, lists included, so nothing is flagged afterwards', () => {
    let text = setOptionValue(BASE, 'current', 'motd.primary-motd', '<<');
    text = setOptionValue(text, 'current', 'gameplay.server-name', 'A\u0085B');
    text = setOptionValue(text, 'current', 'advanced.resource-pack-urls', ['<<', 'x\u0085y']);
    expect(text).toContain("primary-motd: '<<'");
    expect(text).toContain('server-name: "A\\NB"');
    expect(text).toContain("- '<<'");
    expect(readerIssues(text)).toEqual([]);
    expect(read(text, 'gameplay.server-name')).toBe('A\u0085B');
  });

  it('converting a legacy file with quoted `<<` and NEL values keeps them quoted', () => {
    const legacy = fixture('04-legacy-v4-full.yml')
      .replace(/motd1: .*/, "motd1: '<<'")
      .replace(/server-name: .*/, 'server-name: "x\\Ny"');
    const converted = convertLegacy(legacy, 'spigot').text;
    expect(readerIssues(converted)).toEqual([]);
    expect(read(converted, 'motd.primary-motd')).toBe('<<');
    expect(read(converted, 'gameplay.server-name')).toBe('x\u0085y');
  });

  it('property: any string typed into a text option or a list item reads back unchanged', () => {
    const small = 'gameplay:\n  server-name: Geyser # name\nadvanced:\n  resource-pack-urls: []\nconfig-version: 7\n';
    fc.assert(
      fc.property(yamlishString, yamlishString, (value, item) => {
        let text = setOptionValue(small, 'current', 'gameplay.server-name', value);
        text = setOptionValue(text, 'current', 'advanced.resource-pack-urls', [item, value]);
        // Through UTF-8, as the download does.
        const bytes = new TextDecoder().decode(new TextEncoder().encode(text));
        expect(read(bytes, 'gameplay.server-name')).toBe(value);
        expect(read(bytes, 'advanced.resource-pack-urls')).toEqual([item, value]);
        expect(snakeFindings(parseYamlSource(bytes))).toEqual([]);
      }),
      {numRuns: 2000, seed: 20261124},
    );
  }, 180_000);
});

describe('inputs SnakeYAML refuses are refused, with the line', () => {
  it('a tab after the colon', () => {
    const issues = readerIssues(BASE.replace('  port: 19132', '  port:\t19132'));
    expect(issues).toHaveLength(1);
    expect(issues[0].message).toMatch(/^Line \d+, column 8: a tab/);
    expect(issues[0].location?.start.line).toBe(BASE.split('\n').findIndex((line) => line === '  port: 19132') + 1);
  });

  it('allows tabs inside text and before a comment after plain text, as SnakeYAML does', () => {
    expect(readerIssues(BASE.replace(/server-name: .*/, 'server-name: a\tb\t# note'))).toEqual([]);
  });

  it('more than 50 aliases to sections', () => {
    const aliases = Array.from({length: 51}, (_, index) => `  k${index}: *s`).join('\n');
    const text = `${BASE}extra:\n  base: &s {a: 1}\n${aliases}\n`;
    const issues = readerIssues(text);
    expect(issues).toHaveLength(1);
    expect(issues[0].message).toMatch(/more than 50 aliases/);
    expect(issues[0].location?.start.line).toBe(text.split('\n').findIndex((line) => line === '  k50: *s') + 1);
    expect(readerIssues(`${BASE}extra:\n  base: &s {a: 1}\n${aliases.split('\n').slice(1).join('\n')}\n`)).toEqual([]);
  });

  it('a `!!python/...` tag, without telling the user to remove quotes that are not there', () => {
    const text = BASE.replace('  port: 19132', '  port: !!python/object:os.system 19132');
    const issues = analyzeConfig(text, {platform: 'spigot'}).issues.filter(
      (issue) => issue.path === 'bedrock.port' || issue.rule === 'yaml-reader',
    );
    expect(issues.map((issue) => issue.rule)).toEqual(['yaml-reader']);
    expect(issues[0].message).toContain(literal('!!python/object:os.system'));
  });

  it('an unquoted `<<` value', () => {
    expect(readerIssues(BASE.replace(/primary-motd: .*/, 'primary-motd: <<'))[0].message).toMatch(/unquoted `<<`/);
  });

  it('explains a syntax error that NEL, read as a line break, causes', () => {
    const analysis = analyzeConfig(BASE.replace(/primary-motd: .*/, 'primary-motd: a\u0085b'), {platform: 'spigot'});
    expect(analysis.syntaxOk).toBe(false);
    expect(analysis.issues[0].message).toMatch(/U\+0085 \(NEL\) on line \d+, column 18 as a line break/);
  });
});

describe('merge keys and aliases, resolved as SnakeYAML resolves them', () => {
  const MERGED = BASE.replace(
    /^bedrock:\n(?: {2}.*\n|\n)*/m,
    'base: &base\n  address: 127.0.0.1\n  port: 19200\nbedrock: {<<: *base}\n',
  );

  it('reads the merged values and does not offer to remove `<<`', () => {
    const analysis = analyzeConfig(MERGED, {platform: 'spigot'});
    expect(analysis.options.get('bedrock.port')?.effective).toBe(19200);
    expect(analysis.options.get('bedrock.address')?.effective).toBe('127.0.0.1');
    expect(analysis.issues.filter((issue) => issue.path?.includes('<<'))).toEqual([]);
    // The anchor's own map is an unknown key, but removing it would change what `bedrock` reads.
    expect(analysis.issues.find((issue) => issue.path === 'base.port')).toBeUndefined();
  });

  it('reads `port: *p` as the number it names', () => {
    const text = BASE.replace('  port: 19132', '  port: *p').replace('bedrock:', 'p: &p 19140\nbedrock:');
    const analysis = analyzeConfig(text, {platform: 'spigot'});
    expect(analysis.options.get('bedrock.port')?.effective).toBe(19140);
    expect(analysis.issues.filter((issue) => issue.path === 'bedrock.port')).toEqual([]);
  });
});
