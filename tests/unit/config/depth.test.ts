/** Hostile nesting: every walk over the YAML stops with a specific message instead of overflowing the stack. */
import {describe, expect, it} from 'vitest';

import {analyzeConfig, checkConfigText, ConfigEditError, removeKey, setOptionValue} from '../../../src/lib/config';
import {MAX_NESTING} from '../../../src/lib/config/depth';

const LEVELS = 10_000;
const HEAD = 'bedrock:\n  port: 19132\nconfig-version: 7\n';

const DEEP: Record<string, string> = {
  'flow lists': `${HEAD}advanced:\n  resource-pack-urls: ${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}\n`,
  'flow maps': `${HEAD}motd:\n  primary-motd: ${'{a: '.repeat(LEVELS)}1${'}'.repeat(LEVELS)}\n`,
  'block maps': `${HEAD}x:\n${Array.from({length: LEVELS}, (_, index) => `${' '.repeat(index + 1)}k:`).join('\n')} 1\n`,
  'block lists': `${HEAD}x:\n  ${'- '.repeat(LEVELS)}1\n`,
};

describe(`nesting ${LEVELS} levels deep`, () => {
  it.each(Object.keys(DEEP))('%s: analysis gives one specific message with a line', (name) => {
    const analysis = analyzeConfig(DEEP[name], {platform: 'spigot'});
    expect(analysis.syntaxOk).toBe(false);
    expect(analysis.issues).toHaveLength(1);
    expect(analysis.issues[0].message).toMatch(
      /^Line \d+, column \d+: maps and lists nest more than 50 levels deep here/,
    );
    expect(analysis.issues[0].message).not.toMatch(/call stack/i);
  });

  it.each(Object.keys(DEEP))('%s: upload, edit and removal refuse with a message, not a crash', (name) => {
    expect(checkConfigText(DEEP[name], 'deep.yml', 'spigot')).toEqual({
      ok: false,
      message: expect.stringContaining('nest more than 50 levels deep'),
    });
    expect(() => setOptionValue(DEEP[name], 'current', 'bedrock.port', 1)).toThrow(ConfigEditError);
    expect(() => removeKey(DEEP[name], ['x'])).toThrow(ConfigEditError);
  });

  it(`accepts ${MAX_NESTING} levels, as SnakeYAML does, and refuses ${MAX_NESTING + 1}`, () => {
    const nested = (levels: number) => `${HEAD}x: ${'['.repeat(levels)}${']'.repeat(levels)}\n`;
    expect(analyzeConfig(nested(MAX_NESTING), {platform: 'spigot'}).syntaxOk).toBe(true);
    expect(analyzeConfig(nested(MAX_NESTING + 1), {platform: 'spigot'}).issues[0].message).toMatch(/nest more than 50/);
  });
});
