import fc from 'fast-check';
import {describe, expect, it} from 'vitest';

import {
  analyzeConfig,
  setOptionValue,
  spliceEdit,
  withEditedValue,
  type ConfigAnalysis,
  type OptionValue,
  type PlatformId,
  type WritableValue,
} from '../../../src/lib/config';
import {yamlishString} from './arbitraries';
import {fixture, fixtureNames} from './helpers';

const PARSEABLE = fixtureNames().filter((name) => name !== '14-broken-syntax.yml');

function platformFor(name: string): PlatformId {
  return name.includes('standalone') ? 'standalone' : name.includes('bungeecord') ? 'bungeecord' : 'spigot';
}

/** Values that exercise SnakeYAML's quoting rules, for each kind of value. */
function candidates(value: OptionValue | null): WritableValue[] {
  if (typeof value === 'boolean') {
    return [!value, value];
  }
  if (typeof value === 'number') {
    return [0, 65535, -1, value];
  }
  if (Array.isArray(value)) {
    const items = value as readonly string[];
    if (items.length === 0) {
      return [];
    }
    return [
      items.map((item, index) => (index === 0 ? `${item}x` : item)),
      items.map((item, index) => (index === items.length - 1 ? '<<' : item)),
      items.map(() => 'a\u0085b'),
    ];
  }
  return ['New name', '<<', 'a\u0085b', 'yes', "it's", '', '19132', '- dash', '"quoted"', '§a§lGreen', 'x # y'];
}

function spans(analysis: ConfigAnalysis): Record<string, unknown> {
  return Object.fromEntries([...analysis.options].map(([path, state]) => [path, state.span]));
}

describe('splicing a form edit into the text', () => {
  it.each(PARSEABLE)(
    '%s: gives the same text as the parsing path, with every span in place',
    (name) => {
      const text = fixture(name);
      const analysis = analyzeConfig(text, {platform: platformFor(name)});
      let spliced = 0;
      for (const [path, state] of analysis.options) {
        for (const value of candidates(state.fileValue)) {
          const fast = spliceEdit(analysis, path, value);
          if (!fast) {
            continue;
          }
          spliced += 1;
          expect(fast.text, `${path} = ${JSON.stringify(value)}`).toBe(
            setOptionValue(text, analysis.layout, path, value),
          );
          expect(fast.options.get(path)?.effective).toEqual(value);
          // The shifted spans are the spans a fresh analysis finds (unless the edit changed the layout:
          // then the fresh analysis lists other options, and it replaces this one when it arrives).
          const fresh = analyzeConfig(fast.text, {platform: platformFor(name)});
          if (fresh.layout === analysis.layout) {
            expect(spans(fast), `${path} = ${JSON.stringify(value)}`).toEqual(spans(fresh));
          }
        }
      }
      expect(spliced).toBeGreaterThan(0);
      // Hundreds of edits, each analysed again: slow on a shared machine, not stuck.
    },
    60_000,
  );

  it('keeps splicing over many edits in a row without a fresh analysis', () => {
    let analysis = analyzeConfig(fixture('01-current-v7-spigot.yml'), {platform: 'spigot'});
    const typed = 'My <<server>> it\u0085s';
    for (let length = 1; length <= typed.length; length += 1) {
      const next = spliceEdit(analysis, 'gameplay.server-name', typed.slice(0, length));
      expect(next).not.toBeNull();
      analysis = next as ConfigAnalysis;
      const port = spliceEdit(analysis, 'bedrock.port', 19000 + length);
      analysis = port as ConfigAnalysis;
    }
    const fresh = analyzeConfig(analysis.text, {platform: 'spigot'});
    expect(fresh.options.get('gameplay.server-name')?.fileValue).toBe(typed);
    expect(fresh.options.get('bedrock.port')?.fileValue).toBe(19000 + typed.length);
    expect(spans(analysis)).toEqual(spans(fresh));
  });

  it('round-trips random strings through SnakeYAML-safe quoting, as the parsing path does', () => {
    const base = analyzeConfig(fixture('01-current-v7-spigot.yml'), {platform: 'spigot'});
    fc.assert(
      fc.property(yamlishString, yamlishString, (motd, name) => {
        const first = spliceEdit(base, 'motd.primary-motd', motd);
        const second = first && spliceEdit(first, 'gameplay.server-name', name);
        const slow = () =>
          setOptionValue(
            setOptionValue(base.text, 'current', 'motd.primary-motd', motd),
            'current',
            'gameplay.server-name',
            name,
          );
        if (!second) {
          // Refused only where the parsing path refuses too (and explains why).
          expect(slow).toThrow();
          return;
        }
        expect(second.text).toBe(slow());
        const fresh = analyzeConfig(second.text, {platform: 'spigot'});
        expect(fresh.options.get('motd.primary-motd')?.fileValue).toBe(motd);
        expect(fresh.options.get('gameplay.server-name')?.fileValue).toBe(name);
      }),
      {numRuns: 200},
    );
  }, 30_000);

  it('leaves to the parsing path what it cannot splice', () => {
    const text = [
      'bedrock:',
      '  port: &p 19132',
      'gameplay:',
      '  server-name: |',
      '    Block',
      'motd:',
      '  primary-motd: *p',
      'advanced:',
      '  bedrock: {mtu: 1400}',
      'config-version: 7',
      '',
    ].join('\n');
    const analysis = analyzeConfig(text, {platform: 'spigot'});
    for (const path of ['bedrock.port', 'gameplay.server-name', 'motd.primary-motd', 'advanced.bedrock.mtu']) {
      expect(analysis.options.get(path)?.span, path).toBeNull();
      expect(spliceEdit(analysis, path, path === 'gameplay.server-name' ? 'x' : 1), path).toBeNull();
    }
    // A list whose length changes needs the parser; a missing key too.
    const lists = analyzeConfig(fixture('01-current-v7-spigot.yml'), {platform: 'spigot'});
    expect(spliceEdit(lists, 'advanced.resource-pack-urls', ['a'])).toBeNull();
  });

  it('shows the new value after a parsing-path edit and drops every span until a fresh analysis', () => {
    const analysis = analyzeConfig(fixture('01-current-v7-spigot.yml'), {platform: 'spigot'});
    const text = setOptionValue(analysis.text, 'current', 'advanced.resource-pack-urls', ['https://a.example/p.zip']);
    const edited = withEditedValue(analysis, text, 'advanced.resource-pack-urls', ['https://a.example/p.zip']);
    expect(edited.text).toBe(text);
    expect(edited.options.get('advanced.resource-pack-urls')?.effective).toEqual(['https://a.example/p.zip']);
    expect([...edited.options.values()].every((state) => state.span === null)).toBe(true);
    expect(spliceEdit(edited, 'bedrock.port', 1)).toBeNull();
  });
});
