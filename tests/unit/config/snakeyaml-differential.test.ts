/**
 * The editor against SnakeYAML itself, the parser inside Geyser: every real config, every fixture,
 * generated configs with directives, explicit tags and every line-break character, thousands of
 * generated strings exported through the edit path, and the inputs SnakeYAML refuses.
 * Skipped, with the reason printed, where Java or SnakeYAML is missing (`tests/run-all.sh` installs them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {afterAll, describe, expect, it} from 'vitest';

import {analyzeConfig, generateConfig, setOptionValue} from '../../../src/lib/config';
import {documentValue} from '../../../src/lib/config/snake-value';
import {parseYamlSource} from '../../../src/lib/config/yaml-source';
import {
  readWithSnakeYaml,
  snakeUnavailable,
  taggedJson,
  type SnakeResult,
  type TaggedJson,
} from '../../snakeyaml/snakeyaml';
import {snakeDocument, yamlishString} from './arbitraries';
import {FIXTURE_DIR, fixtureNames, REAL_WORLD_DIR, realWorldNames} from './helpers';

const unavailable = snakeUnavailable();
if (unavailable) {
  console.warn(`SKIPPED the SnakeYAML differential tests: ${unavailable}.`);
}
if (realWorldNames().length === 0) {
  console.warn(`SKIPPED the real-world configs in the SnakeYAML differential tests: ${REAL_WORLD_DIR} is missing.`);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'snakeyaml-'));
afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

function write(name: string, text: string): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, text, 'utf8');
  return file;
}

/** What the editor reads: the whole document by SnakeYAML's rules, in Reader.java's tagged form. */
function editorValue(text: string): TaggedJson {
  return taggedJson(documentValue(parseYamlSource(text)));
}

function snakeValue(result: SnakeResult | undefined): TaggedJson {
  expect(result, 'SnakeYAML result').toBeDefined();
  if (!result || 'error' in result) {
    throw new Error(`SnakeYAML refused the file: ${result && 'error' in result ? result.error : 'no result'}`);
  }
  return result.value;
}

/** A value inside a tagged map, by keys. */
function at(value: TaggedJson, ...keys: string[]): TaggedJson {
  let current = value;
  for (const key of keys) {
    const entries = (current as {$map?: [TaggedJson, TaggedJson][]} | null)?.$map ?? [];
    current = entries.find(([candidate]) => candidate === key)?.[1];
  }
  return current;
}

function refusedByEditor(text: string): boolean {
  const analysis = analyzeConfig(text, {platform: 'spigot'});
  return (
    !analysis.syntaxOk || analysis.issues.some((issue) => issue.rule === 'yaml-reader' && issue.severity === 'error')
  );
}

/** Equal, with decimal numbers compared by value (see below). */
function sameReading(editor: TaggedJson, snake: TaggedJson): boolean {
  if (Array.isArray(snake)) {
    return (
      Array.isArray(editor) &&
      editor.length === snake.length &&
      snake.every((item, index) => sameReading(editor[index], item))
    );
  }
  if (snake !== null && typeof snake === 'object') {
    if (editor === null || typeof editor !== 'object' || Array.isArray(editor)) {
      return false;
    }
    if ('$float' in snake && '$float' in editor) {
      // Before Java 19, Double.toString wrote a few values with more digits than needed (`6.9E-323`).
      return Object.is(Number((snake as {$float: string}).$float), Number((editor as {$float: string}).$float));
    }
    const keys = Object.keys(snake);
    return (
      keys.length === Object.keys(editor).length &&
      keys.every((key) =>
        sameReading((editor as Record<string, TaggedJson>)[key], (snake as Record<string, TaggedJson>)[key]),
      )
    );
  }
  return editor === snake;
}

describe.skipIf(unavailable !== null)('SnakeYAML agrees with the editor', () => {
  it('on every real config and fixture: same value when SnakeYAML reads it, an error where it refuses it', () => {
    const files = [
      ...realWorldNames().map((name) => path.join(REAL_WORLD_DIR, name)),
      ...fixtureNames().map((name) => path.join(FIXTURE_DIR, name)),
    ];
    expect(files.length).toBeGreaterThan(12);
    const results = readWithSnakeYaml(files);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const result = results.get(file);
      if (result && 'error' in result) {
        expect(refusedByEditor(text), `${file}: SnakeYAML refuses it (${result.error.split('\n')[0]})`).toBe(true);
      } else {
        expect(refusedByEditor(text), file).toBe(false);
        expect(editorValue(text), file).toEqual(snakeValue(result));
      }
    }
  }, 120_000);

  it('on every real config and fixture after edits: values typed in the form read back unchanged by SnakeYAML', () => {
    const files = [
      ...realWorldNames().map((name) => path.join(REAL_WORLD_DIR, name)),
      ...fixtureNames().map((name) => path.join(FIXTURE_DIR, name)),
    ];
    const exported: {file: string; expected: unknown}[] = [];
    files.forEach((file, index) => {
      const text = fs.readFileSync(file, 'utf8');
      const analysis = analyzeConfig(text, {platform: 'spigot'});
      if (!analysis.syntaxOk || analysis.layout !== 'current' || refusedByEditor(text)) {
        return;
      }
      let edited = setOptionValue(text, 'current', 'gameplay.server-name', `<< on\u0085${index}: #x`);
      edited = setOptionValue(edited, 'current', 'motd.primary-motd', 'yes');
      edited = setOptionValue(edited, 'current', 'bedrock.port', 19000 + index);
      exported.push({file: write(`edited-${index}.yml`, edited), expected: editorValue(edited)});
    });
    expect(exported.length).toBeGreaterThan(5);
    const results = readWithSnakeYaml(exported.map((item) => item.file));
    exported.forEach(({file, expected}, index) => {
      const value = snakeValue(results.get(file));
      expect(value, file).toEqual(expected);
      expect(at(value, 'gameplay', 'server-name')).toMatch(/^<< on\u0085\d+: #x$/);
      expect(at(value, 'motd', 'primary-motd')).toBe('yes');
      expect(index).toBeGreaterThanOrEqual(0);
    });
  }, 120_000);

  it('on 2,000 generated strings exported through the edit path', () => {
    const base =
      'gameplay:\n  server-name: Geyser # the name\nadvanced:\n  resource-pack-urls: []\nconfig-version: 7\n';
    const samples = fc.sample(fc.tuple(yamlishString, yamlishString), {numRuns: 2000, seed: 7});
    const files = samples.map(([value, item], index) => {
      let text = setOptionValue(base, 'current', 'gameplay.server-name', value);
      text = setOptionValue(text, 'current', 'advanced.resource-pack-urls', [item, value]);
      return write(`generated-${index}.yml`, text);
    });
    const results = readWithSnakeYaml(files);
    samples.forEach(([value, item], index) => {
      const read = snakeValue(results.get(files[index]));
      // Lone surrogates cannot be stored in UTF-8; they are written as escapes and must come back as the same code units.
      expect(at(read, 'gameplay', 'server-name'), JSON.stringify(value)).toBe(value);
      expect(at(read, 'advanced', 'resource-pack-urls'), JSON.stringify([item, value])).toEqual([item, value]);
    });
  }, 300_000);

  it('on the inputs SnakeYAML refuses: the editor refuses them too', () => {
    const base = generateConfig('spigot', {uuid: () => '12345678-1234-4123-8123-123456789abc'});
    const aliases = Array.from({length: 51}, (_, index) => `  k${index}: *s`).join('\n');
    const hostile: Record<string, string> = {
      'tab after colon': base.replace('  port: 19132', '  port:\t19132'),
      'tab before a comment after quotes': base.replace(/primary-motd: .*/, "primary-motd: 'x'\t# c"),
      'tab in flow list': `${base}extra: [1,\t2]\n`,
      '51 aliases': `${base}extra:\n  base: &s {a: 1}\n${aliases}\n`,
      'python tag': base.replace('  port: 19132', '  port: !!python/object:os.system 19132'),
      'local tag': base.replace('  port: 19132', '  port: !foo 19132'),
      'merge value': base.replace(/primary-motd: .*/, 'primary-motd: <<'),
      'NEL in plain text': base.replace(/primary-motd: .*/, 'primary-motd: a\u0085b: c'),
      '51 levels': `${base}extra: ${'['.repeat(51)}${']'.repeat(51)}\n`,
    };
    const files = Object.entries(hostile).map(([name, text]) => write(`${name.replace(/\W+/g, '-')}.yml`, text));
    const results = readWithSnakeYaml(files);
    Object.entries(hostile).forEach(([name, text], index) => {
      const result = results.get(files[index]);
      expect(result && 'error' in result, `${name}: SnakeYAML refuses it`).toBe(true);
      expect(refusedByEditor(text), `${name}: the editor refuses it`).toBe(true);
    });
    // And the near misses SnakeYAML accepts are accepted.
    const fine: Record<string, string> = {
      'tab inside text': base.replace(/primary-motd: .*/, 'primary-motd: a\tb\t# c'),
      '50 aliases': `${base}extra:\n  base: &s {a: 1}\n${aliases.split('\n').slice(1).join('\n')}\n`,
      'str tag': base.replace(/primary-motd: .*/, 'primary-motd: !!str 1'),
      '50 levels': `${base}extra: ${'['.repeat(50)}${']'.repeat(50)}\n`,
    };
    const fineFiles = Object.entries(fine).map(([name, text]) => write(`ok-${name.replace(/\W+/g, '-')}.yml`, text));
    const fineResults = readWithSnakeYaml(fineFiles);
    Object.entries(fine).forEach(([name, text], index) => {
      expect(snakeValue(fineResults.get(fineFiles[index])), name).toEqual(editorValue(text));
      expect(refusedByEditor(text), name).toBe(false);
    });
  }, 120_000);
  it('on generated configs with directives, explicit tags and every line-break character', () => {
    const texts = fc.sample(snakeDocument, {numRuns: 800, seed: 45});
    const files = texts.map((text, index) => write(`document-${index}.yml`, text));
    const results = readWithSnakeYaml(files);
    let read = 0;
    texts.forEach((text, index) => {
      const result = results.get(files[index]);
      const shown = JSON.stringify(text);
      if (result && 'error' in result) {
        expect(refusedByEditor(text), `${shown}: SnakeYAML refuses it (${result.error.split('\n')[0]})`).toBe(true);
        return;
      }
      read += 1;
      expect(refusedByEditor(text), `${shown}: SnakeYAML reads it`).toBe(false);
      const editor = editorValue(text);
      const snake = snakeValue(result);
      expect(
        sameReading(editor, snake),
        `${shown}\neditor: ${JSON.stringify(editor)}\nSnakeYAML: ${JSON.stringify(snake)}`,
      ).toBe(true);
    });
    // Both outcomes are exercised, so neither check can pass by never running.
    expect(read).toBeGreaterThan(100);
    expect(texts.length - read).toBeGreaterThan(100);
  }, 120_000);
});
