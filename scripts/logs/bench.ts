/**
 * `npm run bench:logs`: the log checker on synthetic 1 MB, 10 MB and 60 MB logs (./generate.mjs).
 *
 * - In Node: the analysis alone (`analyzeLog`), the work the page's Web Worker does.
 * - In the built page, in Debian's Chromium: time from choosing the file to the report on screen, and
 *   the longest main-thread task meanwhile (PerformanceObserver 'longtask', which reports tasks of
 *   50 ms or more), the figure that says whether the page stays responsive.
 *
 * Usage: npm run build:test && npm run bench:logs -- [--runs 3] [--node-only]
 * Serves build/ on SITE_PORT (default 3100, scripts/shared/ports.mjs); stop other servers on it first.
 * docs/benchmarks.md ("Log checker") holds the figures.
 */
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';

import {chromium} from '@playwright/test';

import {analyzeLog} from '../../src/lib/logs/analyze';
import {serveStatic} from '../shared/static-server.mjs';
import {chromiumArgs, chromiumPath} from '../shared/chromium.mjs';
import {sitePort} from '../shared/ports.mjs';
import {generateLog} from './generate.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const SIZES = [1, 10, 60];
const MB = 1_000_000;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cell = (values: number[], zero = ''): string => {
  const format = (value: number) => (value === 0 && zero ? zero : `${Math.round(value).toLocaleString('en')} ms`);
  return `${format(median(values))} (${format(Math.max(...values))})`;
};

const logs = new Map(SIZES.map((size) => [size, generateLog(size * MB)]));

console.log(`Log checker benchmark, ${RUNS} runs each, median (worst)\n`);
console.log('| Log | Lines | Analysis in Node |');
console.log('| --- | --- | --- |');
for (const size of SIZES) {
  const text = logs.get(size) as string;
  const times: number[] = [];
  let lines = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    lines = analyzeLog(text).lineCount;
    times.push(performance.now() - started);
  }
  console.log(`| ${size} MB | ${lines.toLocaleString('en')} | ${cell(times)} |`);
}

/** The built page in Chromium (jiti runs this file as CommonJS, hence a function rather than top-level await). */
async function inBrowser(): Promise<void> {
  const root = resolve(__dirname, '..', '..', 'build');
  if (!existsSync(join(root, 'utilities', 'log-checker', 'index.html'))) {
    console.error('\nbench:logs: build/ has no log checker; run npm run build:test first (or pass --node-only).');
    process.exit(1);
  }
  const folder = mkdtempSync(join(tmpdir(), 'log-bench-'));
  const server = await serveStatic(root, sitePort);
  const origin = `http://127.0.0.1:${sitePort}`;
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    console.log(
      `\n| Log | File chosen to report on screen | Longest main-thread task meanwhile |  (Chromium ${browser.version()})`,
    );
    console.log('| --- | --- | --- |');
    for (const size of SIZES) {
      const file = join(folder, `bench-${size}mb.log`);
      writeFileSync(file, logs.get(size) as string);
      const report: number[] = [];
      const longest: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await browser.newPage();
        await page.route(
          (url) => !url.href.startsWith(origin),
          (route) => route.abort('blockedbyclient'),
        );
        await page.addInitScript(() => {
          const scope = window as unknown as {longTasks: number[]};
          scope.longTasks = [];
          new PerformanceObserver((list) =>
            scope.longTasks.push(...list.getEntries().map((entry) => entry.duration)),
          ).observe({type: 'longtask', buffered: true});
        });
        await page.goto(`${origin}/utilities/log-checker/`);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await page.evaluate(() => ((window as unknown as {longTasks: number[]}).longTasks = []));
        const started = Date.now();
        await page.locator('input[type="file"]').setInputFiles(file);
        await page.getByRole('heading', {name: /Report on bench-/}).waitFor({timeout: 300_000});
        report.push(Date.now() - started);
        longest.push(await page.evaluate(() => Math.max(0, ...(window as unknown as {longTasks: number[]}).longTasks)));
        await page.close();
      }
      console.log(`| ${size} MB | ${cell(report)} | ${cell(longest, 'none over 50 ms')} |`);
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(folder, {recursive: true, force: true});
  }
}

if (!process.argv.includes('--node-only')) {
  inBrowser().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
