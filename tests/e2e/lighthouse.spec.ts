import {spawnSync} from 'node:child_process';
import path from 'node:path';

import {siteOrigin} from '../../scripts/shared/ports.mjs';
import {pageTypes} from '../../scripts/lighthouse/pages.mjs';
import {expect, test} from './fixtures';

/**
 * Lighthouse's accessibility, best-practices and SEO scores are 100 on one page of each type, in both
 * colour modes. These categories do not depend on machine speed (performance is measured by
 * `npm run bench:lighthouse`, never tested). Lighthouse drives its own Chromium, one page at a time.
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
      [runner, '--categories=accessibility,best-practices,seo', '--modes=dark,light', siteOrigin + page.path],
      {encoding: 'utf8', timeout: 230_000},
    );
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LighthouseLine);
    expect(lines.map((line) => line.colorMode).sort()).toEqual(['dark', 'light']);
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
