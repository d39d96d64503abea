import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

const KB = 1024;
const budgets = {script: 250 * KB, stylesheet: 60 * KB};
/**
 * The REST API pages carry the theme's page component (schema and Markdown rendering, its request
 * state) on top of the site's code; the explorer itself loads only when the reader opens it. The
 * operation page measured 389 KB, the overview 269 KB (860 KB each before the explorer loaded on demand).
 */
const apiBudgets = {script: 400 * KB, stylesheet: 60 * KB};
const buildDir = path.join(__dirname, '..', '..', 'build');

/**
 * Speed budgets on the production build: the code a first visit runs, measured gzip-compressed as
 * a CDN would serve it. Sizes are read from the built files the page loaded. Chunks that the
 * framework only prefetches for visible links (`<link rel="prefetch">`) are not counted: they
 * load at idle priority and belong to other pages.
 */
const pages = [
  ...['/', '/wiki/geyser/', '/wiki/', '/wiki/geyser/setup/'].map((pagePath) => ({pagePath, budget: budgets})),
  ...['/wiki/api/api.geysermc.org/global-api/', '/wiki/api/api.geysermc.org/get-xuid-by-gamertag/'].map((pagePath) => ({
    pagePath,
    budget: apiBudgets,
  })),
];

/**
 * Waits until the page has started and stopped loading: hydrated, then no new resource for half a second. The
 * network alone can go quiet before the start-up scripts are even inserted (they wait for the first paint, see
 * src/plugins/startup/paint-first/): on a loaded CI machine an API page was read with no script at all.
 */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  let seen = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        const unchanged = count === seen;
        seen = count;
        return unchanged;
      },
      {intervals: [500], message: 'the page stopped loading resources'},
    )
    .toBe(true);
}

for (const {pagePath, budget} of pages) {
  test(`${pagePath} stays within the JavaScript and CSS budgets`, async ({page, baseURL}) => {
    await page.goto(pagePath, {waitUntil: 'networkidle'});
    await settled(page);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({url: entry.name, initiator: entry.initiatorType})),
    );
    const sizes = {script: 0, stylesheet: 0};
    const counted = new Set<string>();
    for (const {url, initiator} of loaded) {
      const {pathname, origin} = new URL(url);
      const executed = pathname.endsWith('.js') && initiator === 'script';
      if (origin !== baseURL || counted.has(pathname) || !(executed || pathname.endsWith('.css'))) continue;
      counted.add(pathname);
      const file = fs.readFileSync(path.join(buildDir, pathname));
      sizes[pathname.endsWith('.css') ? 'stylesheet' : 'script'] += zlib.gzipSync(file, {level: 6}).length;
    }
    expect(sizes.script, 'compressed JavaScript (bytes)').toBeGreaterThan(0);
    expect(sizes.script, 'compressed JavaScript (bytes)').toBeLessThanOrEqual(budget.script);
    expect(sizes.stylesheet, 'compressed CSS (bytes)').toBeLessThanOrEqual(budget.stylesheet);
  });

  test(`${pagePath} gives every image explicit dimensions`, async ({page}) => {
    await page.goto(pagePath);
    const unsized = await page
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
          .map((img) => img.getAttribute('src')),
      );
    expect(unsized).toEqual([]);
  });
}
