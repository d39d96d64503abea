/**
 * The editor reads what SnakeYAML reads, whatever the file says about itself: YAML 1.1 rules under
 * any `%YAML 1.x` line, explicit tags as SnakeYAML's safe constructors make them, `%TAG` shorthands,
 * keys with spaces nobody can see, two documents, and the YAML 1.1 line breaks. Each expectation
 * here was checked against SnakeYAML (`snakeyaml-differential.test.ts` runs the generated cases).
 */
import {describe, expect, it} from 'vitest';

import {analyzeConfig, generateConfig, literal, type ConfigIssue} from '../../../src/lib/config';
import {directiveFindings} from '../../../src/lib/config/directives';
import {buildModel} from '../../../src/lib/config/model';
import {findEntry, parseYamlSource} from '../../../src/lib/config/yaml-source';
import {FIXTURE_DIR, fixtureNames, REAL_WORLD_DIR, realWorldNames} from './helpers';
import fs from 'node:fs';
import path from 'node:path';
import {OPTIONS} from '../../../src/lib/config/schema';

const BASE = generateConfig('spigot', {uuid: () => '12345678-1234-4123-8123-123456789abc'});

/** The default file with some values replaced (`key: value` lines, matched by key) and lines put on top. */
function config(values: Record<string, string>, top = ''): string {
  let text = BASE;
  for (const [key, value] of Object.entries(values)) {
    text = text.replace(new RegExp(`^( *)${key}: .*$`, 'm'), `$1${key}: ${value}`);
  }
  return top + text;
}

function analyse(text: string) {
  return analyzeConfig(text, {platform: 'spigot'});
}

function issuesAt(text: string, optionPath: string): ConfigIssue[] {
  return analyse(text).issues.filter((issue) => issue.path === optionPath);
}

function readerIssues(text: string): ConfigIssue[] {
  return analyse(text).issues.filter((issue) => issue.rule === 'yaml-reader');
}

describe('YAML 1.1 rules whatever %YAML says', () => {
  const text = config(
    {'server-name': 'yes', 'primary-motd': '012', 'show-coordinates': 'off', 'cache-images': '1:30'},
    '%YAML 1.2\n---\n',
  );

  it('reads yes, 012, off and 1:30 as SnakeYAML does', () => {
    const options = analyse(text).options;
    expect(options.get('gameplay.server-name')?.effective).toBe('true');
    expect(options.get('motd.primary-motd')?.effective).toBe('10');
    expect(options.get('gameplay.show-coordinates')?.effective).toBe(false);
    expect(options.get('advanced.cache-images')?.effective).toBe(90);
  });

  it('warns about the values Geyser reads differently from how they look, and explains the %YAML line', () => {
    expect(issuesAt(text, 'gameplay.server-name')[0].message).toMatch(/boolean `true`/);
    expect(issuesAt(text, 'motd.primary-motd')[0].message).toContain(`${literal('012')} as the number 10`);
    expect(issuesAt(text, 'gameplay.show-coordinates')).toEqual([]);
    expect(issuesAt(text, 'advanced.cache-images')).toEqual([]);
    expect(readerIssues(text)).toEqual([
      expect.objectContaining({severity: 'info', message: expect.stringMatching(/`%YAML 1\.2` changes nothing/)}),
    ]);
  });

  it('refuses %YAML 2.0 as SnakeYAML does, and never says "no problems"', () => {
    const issues = readerIssues(config({}, '%YAML 2.0\n---\n'));
    expect(issues).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: expect.stringMatching(/reads only YAML 1\.x.*does not start/),
      }),
    ]);
  });

  it.each([
    ['%YAML 1.1\n%YAML 1.1\n', /second `%YAML` line/],
    ['%YAML\t1.1\n', /not a directive SnakeYAML can read/],
    ['%YAML 1.2.3\n', /not `%YAML` followed by a version/],
    ['%TAG !e! tag:a:\n%TAG !e! tag:b:\n', /`!e!` is defined twice/],
    ['%\n', /not a directive/],
  ])('refuses the directives %j', (top, message) => {
    expect(directiveFindings(`${top}---\na: 1\n`)).toEqual([
      expect.objectContaining({severity: 'error', message: expect.stringMatching(message)}),
    ]);
  });

  it('accepts what SnakeYAML accepts: a comment after the version, a leading zero, unknown directives', () => {
    for (const top of [
      '%YAML 1.1 # note\n',
      '%YAML  01.1\n',
      '%FOO bar baz\n',
      '%TAG ! tag:x:\n%TAG !! tag:yaml.org,2002:\n',
    ]) {
      expect(directiveFindings(`${top}---\na: 1\n`), top).toEqual([]);
    }
  });
});

describe('explicit tags, as SnakeYAML constructs them', () => {
  it('!!float 19132 is the decimal number 19132.0: Geyser takes 19132, and nobody is told to remove quotes', () => {
    const text = config({port: '!!float 19132'});
    expect(analyse(text).options.get('bedrock.port')?.effective).toBe(19132);
    const [issue] = issuesAt(text, 'bedrock.port');
    expect(issue.message).toMatch(/decimal number 19132\.0; Geyser uses the whole number 19132/);
    expect(issue.message).toContain(literal('!!float'));
    expect(issue.message).not.toMatch(/quotes/);
  });

  it('a decimal number for a whole-number option: refused unless whole, and Geyser drops its minus sign', () => {
    expect(issuesAt(config({port: '19132.5'}), 'bedrock.port')[0]).toMatchObject({rule: 'type', severity: 'error'});
    const negative = config({'compression-level': '-1.0'});
    expect(analyse(negative).options.get('advanced.bedrock.compression-level')?.effective).toBe(1);
    expect(issuesAt(negative, 'advanced.bedrock.compression-level')[0].message).toMatch(
      /drops the minus sign.*uses 1\. Write -1/,
    );
  });

  it('!!str on a number says to remove the tag; a plain 19132i (text to YAML) says what to write', () => {
    expect(issuesAt(config({port: '!!str 19132'}), 'bedrock.port')[0].message).toMatch(
      /tag .*makes it text.*Remove the tag\./,
    );
    expect(issuesAt(config({port: '19132i'}), 'bedrock.port')[0].message).toMatch(/Write 19132\.$/);
    expect(issuesAt(config({port: '"19132"'}), 'bedrock.port')[0].message).toMatch(/Remove the quotes\./);
  });

  it('a %TAG shorthand is read through its prefix, and named in the message', () => {
    const shorthand = config({port: '!g!str 19132'}, '%TAG !g! tag:yaml.org,2002:\n---\n');
    expect(issuesAt(shorthand, 'bedrock.port')[0].message).toContain(`the tag ${literal('!g!str')} makes it text`);
    const redefined = config({port: '!!int 19132'}, '%TAG !! tag:example.com,2000:\n---\n');
    expect(readerIssues(redefined)).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: expect.stringContaining(`which the \`%TAG\` line makes ${literal('tag:example.com,2000:int')}`),
      }),
    ]);
  });

  it('!!binary is a byte array: reported, and shown as what Geyser gets', () => {
    const text = config({'primary-motd': '!!binary R2V5c2Vy'});
    expect(analyse(text).options.get('motd.primary-motd')?.effective).toBe('[B@…');
    expect(issuesAt(text, 'motd.primary-motd')[0].message).toMatch(/`!!binary` makes this binary data/);
    expect(readerIssues(config({'primary-motd': '!!binary R2V5c2V'}))[0].message).toMatch(/not Base64.*refuses/);
  });

  it('!!bool with a word SnakeYAML does not know is null, so Geyser uses the default', () => {
    const text = config({'show-coordinates': '!!bool maybe'});
    expect(analyse(text).options.get('gameplay.show-coordinates')).toMatchObject({fileValue: null, effective: true});
    expect(issuesAt(text, 'gameplay.show-coordinates')[0]).toMatchObject({rule: 'empty'});
  });

  it('!!int on something that is not a whole number is refused with the reason', () => {
    expect(readerIssues(config({port: '!!int abc'}))[0].message).toMatch(/value tagged .*!!int.*is not a whole number/);
  });
});

describe('what YAML 1.1 reads differently from YAML 1.2 tools', () => {
  it.each([
    ['server-name', 'y', 'gameplay.server-name', 'y'],
    ['server-name', '09', 'gameplay.server-name', '09'],
    ['server-name', '1e3', 'gameplay.server-name', '1000.0'],
    ['server-name', '2024-01-02', 'gameplay.server-name', 'Tue Jan 02 00:00:00 UTC 2024'],
    ['show-coordinates', '0.0', 'gameplay.show-coordinates', true],
  ])('%s: %s is read as Geyser reads it', (key, value, optionPath, expected) => {
    expect(analyse(config({[key]: value})).options.get(optionPath)?.effective).toBe(expected);
  });
});

describe('keys with characters nobody can see', () => {
  it.each([
    ['"port "', 'a space', '␣'],
    ['" port"', 'a space', '␣'],
    ['"port\u200b"', 'an invisible character', '[U+200B]'],
  ])('%s is named with the character shown, and as the key it was meant to be', (key, what, shown) => {
    const text = BASE.replace('  port: 19132', `  ${key}: 19133`);
    const issue = analyse(text).issues.find((candidate) => candidate.rule === 'unknown-key');
    expect(issue?.message).toContain(`has ${what}`);
    expect(issue?.message).toContain('`bedrock.port`');
    expect(issue?.message).toContain(shown);
  });
});

describe('documents and line breaks', () => {
  it('two documents: refused, in the site words, with what to do', () => {
    const analysis = analyse(`${BASE}---\nother: 1\n`);
    expect(analysis.syntaxOk).toBe(false);
    expect(analysis.issues[0].message).toMatch(
      /second YAML document starts here.*Keep the part with Geyser's settings/,
    );
    expect(analysis.issues[0].message).not.toMatch(/parseAllDocuments/);
  });

  it.each(['\u0085', '\u2028', '\u2029', '\r'])(
    'reads %j as a line break between settings, as SnakeYAML does',
    (lineBreak) => {
      const text = BASE.replace('  port: 19132\n', `  port: 19133${lineBreak}`);
      const analysis = analyse(text);
      expect(analysis.syntaxOk).toBe(true);
      expect(analysis.options.get('bedrock.port')?.effective).toBe(19133);
      expect(analysis.issues.filter((issue) => issue.severity !== 'info')).toEqual([]);
    },
  );

  it('explains NEL, U+2028 and U+2029 between settings (info) and inside a value (warning)', () => {
    expect(readerIssues(BASE.replace('  port: 19132\n', '  port: 19133\u0085'))[0]).toMatchObject({
      severity: 'info',
      message: expect.stringMatching(/U\+0085.*reads as a line break/),
    });
    const inside = BASE.replace(/primary-motd: .*/, 'primary-motd: "one\u2028    two"');
    expect(analyse(inside).options.get('motd.primary-motd')?.effective).toBe('one\u2028two');
    expect(readerIssues(inside)[0]).toMatchObject({
      severity: 'warning',
      message: expect.stringMatching(/U\+2028.*inside a value/),
    });
  });
});

describe('the model', () => {
  it('finds every option where the key lookup finds it, in every real config and fixture', () => {
    const files = [
      ...realWorldNames().map((name) => path.join(REAL_WORLD_DIR, name)),
      ...fixtureNames().map((name) => path.join(FIXTURE_DIR, name)),
    ];
    for (const file of files) {
      const source = parseYamlSource(fs.readFileSync(file, 'utf8'));
      if (source.doc.errors.length > 0) {
        continue;
      }
      const model = buildModel(source);
      for (const option of OPTIONS) {
        expect(model.byPath.get(option.path)?.pair, `${file}: ${option.path}`).toBe(
          findEntry(source, option.path.split('.'))?.pair,
        );
      }
    }
  });
});
