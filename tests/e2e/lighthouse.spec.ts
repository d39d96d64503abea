import {spawnSync} from 'node:child_process';
import path from 'node:path';

import {siteOrigin} from '../../scripts/shared/ports.mjs';
import {pageTypes} from '../../scripts/lighthouse/pages.mjs';
import {expect, test} from './fixtures';

/**
 * Lighthouse's accessibility, best-practices and SEO scores are 100 on one page of each type, in the default
 * (dark) colour mode. These categories do not depend on machine speed (performance is measured by
 * `npm run bench:lighthouse`, never tested). Best practices and SEO read the same HTML, headers and console
 * in either mode, and Lighthouse's accessibility audits are axe's, which the sitemap walk and chrome.spec.ts
 * run in light mode on every page. Lighthouse drives its own Chromium, one page at a time.
 */

interface LighthouseLine {
  url: string;
  colorMode: string;
  scores: Record<string, number>;
  failing: {id: string; title: string; items: string[]}[];
}

const runner = path.join(__dirname, '../../scripts/lighthouse/run.mjs');

test.describe.configure({mode: 'serial'});

for (const page of pageTypes) {
  test(`Lighthouse accessibility, best practices and SEO are 100 on ${page.type} (${page.path})`, () => {
    test.setTimeout(240_000);
    const run = spawnSync(
      process.execPath,
      [runner, '--categories=accessibility,best-practices,seo', '--modes=dark', siteOrigin + page.path],
      {encoding: 'utf8', timeout: 230_000},
    );
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LighthouseLine);
    expect(lines.map((line) => line.colorMode)).toEqual(['dark']);
    for (const line of lines) {
      const failing = line.failing.map((audit) => `${audit.id}: ${audit.title} ${audit.items.join(', ')}`);
      expect({mode: line.colorMode, scores: line.scores, failing}).toEqual({
        mode: line.colorMode,
        scores: {accessibility: 100, 'best-practices': 100, seo: 100},
        failing: [],
      });
    }
  });
}
