import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {
  GROUPS,
  groupSnippet,
  OPTIONS,
  optionAnchor,
  platformsLabel,
  referenceToc,
  typeLabel,
} from '../../../src/lib/config';

const PAGE = path.resolve(__dirname, '../../../wiki/geyser/understanding-the-config.mdx');

describe('reference page data', () => {
  const mdx = fs.readFileSync(PAGE, 'utf8');

  it('lists every group and option in the table of contents, with unique ids', () => {
    const toc = referenceToc();
    expect(toc.filter((entry) => entry.level === 2).map((entry) => entry.id)).toEqual(
      GROUPS.map((group) => group.anchor),
    );
    expect(toc.filter((entry) => entry.level === 3).map((entry) => entry.id)).toEqual(
      OPTIONS.map((option) => optionAnchor(option.path)),
    );
    const ids = toc.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps the page's hand-written table of contents in step with its headings", () => {
    const headings = [...mdx.matchAll(/^(#{2,3}) (.+?) \{#([a-z0-9-]+)\}$/gm)].map((match) => ({
      value: match[2],
      id: match[3],
      level: match[1].length,
    }));
    const tocBlock = /export const toc = \[([\s\S]*?)\];/.exec(mdx)?.[1] ?? '';
    const written = [...tocBlock.matchAll(/\{value: '([^']+)', id: '([a-z0-9-]+)', level: (\d)\}/g)].map((match) => ({
      value: match[1],
      id: match[2],
      level: Number(match[3]),
    }));
    expect(written).toEqual(headings);
    expect(tocBlock).toContain('...referenceToc()');
    // Prose headings must not clash with the option anchors.
    const optionIds = new Set(referenceToc().map((entry) => entry.id));
    expect(headings.filter((heading) => optionIds.has(heading.id))).toEqual([]);
  });

  it('renders the options through the shared component, not by hand', () => {
    expect(mdx).toContain('<ConfigReference />');
    expect(mdx).toContain('<LegacyMapping />');
    expect(mdx).toContain('(/utilities/config-editor/)');
    for (const option of OPTIONS) {
      expect(mdx, `${option.path} must come from the schema`).not.toContain(`### \`${option.path}\``);
    }
  });

  it.each(GROUPS.map((group) => [group.id] as const))('writes a YAML excerpt of %s that parses', (groupId) => {
    const snippet = groupSnippet(groupId);
    expect(() => parse(snippet)).not.toThrow();
    for (const option of OPTIONS.filter((candidate) => candidate.group === groupId)) {
      expect(snippet).toContain(`${option.path.split('.').pop()}:`);
    }
  });

  it('describes types and platforms in words', () => {
    expect(typeLabel({type: 'integer', range: {min: 0, max: 65535, enforced: true}})).toBe(
      'whole number from 0 to 65535',
    );
    expect(typeLabel({type: 'enum', enumValues: ['a', 'b']})).toBe('one of `a`, `b`');
    expect(platformsLabel(['standalone'])).toBe('Standalone');
    expect(platformsLabel(['spigot', 'velocity', 'bungeecord', 'fabric', 'neoforge', 'viaproxy'])).toBe(
      'plugins and mods (not Standalone)',
    );
  });
});

describe('reference snippets', () => {
  it.each(GROUPS.map((group) => [group.id] as const))('%s reads back as the schema defaults', (groupId) => {
    const parsed = parse(groupSnippet(groupId), {version: '1.1'}) as Record<string, unknown>;
    for (const option of OPTIONS.filter((candidate) => candidate.group === groupId && candidate.default !== null)) {
      const value = option.path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], parsed);
      expect(value, option.path).toEqual(option.default);
    }
  });
});
