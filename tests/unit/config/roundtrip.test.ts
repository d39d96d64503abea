import {describe, expect, it} from 'vitest';

import {
  analyzeConfig,
  encodeForDownload,
  OPTIONS,
  setOptionValue,
  type OptionValue,
  type PlatformId,
} from '../../../src/lib/config';
import {analyzeUpload, changedLines, fixture, fixtureBytes, fixtureNames} from './helpers';

const PARSEABLE = fixtureNames().filter((name) => name !== '14-broken-syntax.yml');

function platformFor(name: string): PlatformId {
  if (name.includes('standalone')) {
    return 'standalone';
  }
  if (name.includes('bungeecord')) {
    return 'bungeecord';
  }
  return 'spigot';
}

/** A different value of the same type, to change. */
function otherValue(value: OptionValue, type: string, enumValues: readonly string[] = []): OptionValue {
  if (typeof value === 'boolean') {
    return !value;
  }
  if (typeof value === 'number') {
    return value === 0 ? 1 : value - 1;
  }
  if (type === 'enum') {
    return enumValues.find((candidate) => candidate !== value) ?? value;
  }
  return `${String(value)} changed`;
}

describe('round trip of the fixture configs', () => {
  it('has at least twelve fixtures', () => {
    expect(fixtureNames().length).toBeGreaterThanOrEqual(12);
  });

  it.each(PARSEABLE)('%s exports byte-identical when unchanged', (name) => {
    const bytes = fixtureBytes(name);
    const analysis = analyzeUpload(bytes, name, platformFor(name));
    expect(Buffer.from(encodeForDownload(analysis.text)).equals(bytes)).toBe(true);
  });

  it.each(PARSEABLE)('%s: writing back each value it already has changes nothing', (name) => {
    const text = fixture(name);
    const analysis = analyzeConfig(text, {platform: platformFor(name)});
    for (const [path, state] of analysis.options) {
      const problems = analysis.issues.filter(
        (issue) => issue.path === path && (issue.rule === 'coerced' || issue.rule === 'type'),
      );
      const rewritten = state.raw?.kind === 'scalar' && typeof state.raw.js !== typeof state.fileValue;
      if (
        !state.present ||
        state.fileValue === null ||
        problems.length > 0 ||
        rewritten ||
        path === 'gameplay.cooldown-type'
      ) {
        continue;
      }
      expect(setOptionValue(text, analysis.layout, path, state.fileValue), path).toBe(text);
    }
  });

  it.each(PARSEABLE)('%s: changing one value changes exactly one line', (name) => {
    const text = fixture(name);
    const analysis = analyzeConfig(text, {platform: platformFor(name)});
    let tried = 0;
    for (const option of OPTIONS) {
      const state = analysis.options.get(option.path);
      if (
        analysis.layout !== 'current' ||
        !state?.present ||
        state.fileValue === null ||
        option.type === 'string-list' ||
        option.type === 'uuid' ||
        option.path === 'gameplay.cooldown-type'
      ) {
        continue;
      }
      if (analysis.issues.some((issue) => issue.path === option.path && issue.rule === 'type')) {
        continue;
      }
      const changed = setOptionValue(
        text,
        'current',
        option.path,
        otherValue(state.fileValue, option.type, option.enumValues),
      );
      const lines = changedLines(text.replace(/\r\n/g, '\n'), changed.replace(/\r\n/g, '\n'));
      expect(lines, option.path).toHaveLength(1);
      expect(lines[0].after, option.path).toContain(option.path.split('.').pop());
      // The rest of the line (indentation, comments) stays.
      expect(lines[0].after.match(/^\s*/)?.[0]).toBe(lines[0].before.match(/^\s*/)?.[0]);
      // Line endings are not touched.
      expect((changed.match(/\r\n/g) ?? []).length).toBe((text.match(/\r\n/g) ?? []).length);
      const reread = analyzeConfig(changed, {platform: platformFor(name)});
      expect(reread.options.get(option.path)?.fileValue, option.path).toEqual(
        otherValue(state.fileValue, option.type, option.enumValues),
      );
      tried += 1;
    }
    if (analysis.layout === 'current') {
      expect(tried).toBeGreaterThan(2);
    }
  });
});
