#!/usr/bin/env node
/**
 * Dump viewer benchmark: how long the built viewer takes to show a hostile dump, and how long each
 * keystroke in the plugin filter keeps the main thread busy. Dumps are generated, opened as files
 * (nothing leaves the machine) in Debian's Chromium.
 *
 * Usage: npm run build:test && npm run bench:dump [-- --runs 3]
 * Serves build/ itself on SITE_PORT (default 3100, see scripts/shared/ports.mjs); stop other servers on it first.
 */
/* global window, document, requestAnimationFrame -- the measuring callbacks run in the page */
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

import {manyFlagsDump, manyPluginsDump} from '../../tests/fixtures/dumps/generate.mjs';
import {serveStatic} from '../shared/static-server.mjs';
import {sitePort} from '../shared/ports.mjs';
import {chromiumArgs, chromiumPath} from '../shared/chromium.mjs';
import {newMeasuredPage} from '../shared/measured-page.mjs';

const root = resolve(fileURLToPath(new URL('../../build', import.meta.url)));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const QUERY = 'plugin-0987';

if (!existsSync(join(root, 'utilities', 'dump-viewer', 'index.html'))) {
  console.error('bench:dump: build/ has no dump viewer; run npm run build:test first.');
  process.exit(1);
}

const server = await serveStatic(root, sitePort);
const origin = `http://127.0.0.1:${sitePort}`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

/** Time from choosing the file to the painted report, and per-keystroke costs of the plugin filter. */
async function measure(text) {
  const page = await newMeasuredPage(browser, origin);
  await page.addInitScript(() => {
    document.addEventListener('change', () => (window.__picked = performance.now()), true);
    document.addEventListener('keydown', () => (window.__keydown = performance.now()), true);
  });
  await page.goto(`${origin}/utilities/dump-viewer/`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page
    .locator('input[type="file"]')
    .setInputFiles({name: 'dump.json', mimeType: 'application/json', buffer: Buffer.from(text)});
  await page.locator('article[data-dump-key]').waitFor();
  const loadMs = await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => setTimeout(() => done(performance.now() - window.__picked), 0)),
      ),
  );
  const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
  await page.evaluate(() => (window.__longTasks = []));

  const filter = page.getByLabel('Filter plugins');
  const keystrokes = [];
  for (const char of QUERY) {
    await filter.press(char);
    // Until the deferred list has rendered and the browser is idle again.
    keystrokes.push(
      await page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() =>
              setTimeout(
                () => requestAnimationFrame(() => setTimeout(() => done(performance.now() - window.__keydown), 0)),
                0,
              ),
            ),
          ),
      ),
    );
  }
  const longTasks = await page.evaluate(() => window.__longTasks);
  await page.close();
  return {loadMs, nodes, keystrokeMax: Math.max(...keystrokes), longestTask: Math.max(0, ...longTasks)};
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cases = [
  ['200,000 JVM flags', manyFlagsDump(200_000)],
  ['10,000 plugins', manyPluginsDump(10_000)],
];

console.log(`Dump viewer benchmark, ${RUNS} runs each, median (Chromium ${browser.version()})\n`);
console.log(
  '| Dump | Size | Load to painted report | DOM elements | Slowest keystroke (key to idle) | Longest main-thread task while typing |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
try {
  for (const [name, text] of cases) {
    const results = [];
    for (let run = 0; run < RUNS; run += 1) results.push(await measure(text));
    const ms = (key) => {
      const value = Math.round(median(results.map((result) => result[key])));
      // The browser reports only tasks of 50 ms or more.
      return key === 'longestTask' && value === 0 ? 'none over 50 ms' : `${value} ms`;
    };
    console.log(
      `| ${name} | ${(text.length / 1e6).toFixed(1)} MB | ${ms('loadMs')} | ${median(results.map((r) => r.nodes))} | ${ms('keystrokeMax')} | ${ms('longestTask')} |`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
