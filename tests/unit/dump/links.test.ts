import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {KNOWN_CONFLICTS} from '../../../src/lib/dump/conflicts';
import {LINKS, type HelpLink} from '../../../src/lib/dump/links';
import {DIAGNOSIS_RULES} from '../../../src/lib/dump/rules';
import {REPO_ROOT} from './helpers';

/** Every link the Problems panel can show. */
const allLinks: HelpLink[] = [
  ...Object.values(LINKS),
  ...DIAGNOSIS_RULES.flatMap((rule) => rule.links),
  ...KNOWN_CONFLICTS.flatMap((conflict) => conflict.links),
];

/** The wiki page source for a /wiki/… URL, as Docusaurus maps files to routes. */
function wikiSource(pathname: string): string | undefined {
  const route = pathname.replace(/^\/wiki\//, '').replace(/\/$/, '');
  const candidates = [`${route}.mdx`, `${route}.md`, `${route}/index.mdx`, `${route}/index.md`].map((file) =>
    join(REPO_ROOT, 'wiki', file),
  );
  return candidates.find((file) => existsSync(file));
}

/** Heading ids a page defines with `{#id}` (or the escaped `\{#id}`). */
function anchors(source: string): Set<string> {
  return new Set([...readFileSync(source, 'utf8').matchAll(/\\?\{#([a-z0-9-]+)\}/g)].map((match) => match[1]));
}

describe('Problems panel links', () => {
  it.each(allLinks.map((link) => [link.href, link]))('%s exists', (_href, link) => {
    expect(link.label.length).toBeGreaterThan(3);
    const url = new URL(link.href, 'https://geysermc.org');
    if (url.pathname === '/download/') {
      expect(['geyser', 'floodgate']).toContain(url.searchParams.get('project'));
      expect(existsSync(join(REPO_ROOT, 'src', 'pages', 'download.tsx'))).toBe(true);
      return;
    }
    expect(url.pathname).toMatch(/^\/wiki\/.+\/$/);
    const source = wikiSource(url.pathname);
    expect(source, `wiki page for ${url.pathname}`).toBeDefined();
    if (url.hash) {
      expect(anchors(source!), `anchor ${url.hash} in ${source}`).toContain(url.hash.slice(1));
    }
  });
});

describe('KNOWN_CONFLICTS', () => {
  it('has unique ids, a matcher and sentences in every entry', () => {
    const ids = new Set<string>();
    for (const conflict of KNOWN_CONFLICTS) {
      expect(ids.has(conflict.id)).toBe(false);
      ids.add(conflict.id);
      expect((conflict.names?.length ?? 0) + (conflict.mains?.length ?? 0)).toBeGreaterThan(0);
      expect(conflict.detail).toContain('{name}');
      expect(conflict.detail).toMatch(/\.$/);
      expect(conflict.links.length).toBeGreaterThan(0);
    }
  });
});
