#!/usr/bin/env node
/**
 * Config editor benchmark in the built page: the longest main-thread task (PerformanceObserver
 * 'longtask', which reports tasks of 50 ms or more) while a file with 20,000 unknown keys opens, and
 * while a form field is typed into key by key, in Debian's Chromium. The file is generated and opened
 * as an upload (nothing leaves the machine).
 *
 * Usage: npm run build:test && npm run bench:config:browser -- [--runs 3]
 * Serves build/ itself on SITE_PORT (default 3100, see scripts/shared/ports.mjs); stop other servers on it first.
 */
/* global window, requestAnimationFrame -- the measuring callbacks run in the page */
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

import {serveStatic} from '../shared/static-server.mjs';
import {sitePort} from '../shared/ports.mjs';
import {chromiumArgs, chromiumPath} from '../shared/chromium.mjs';
import {newMeasuredPage} from '../shared/measured-page.mjs';

const root = resolve(fileURLToPath(new URL('../../build', import.meta.url)));
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const TYPED = 'A large server';
const UNKNOWN_KEYS = 20_000;

if (!existsSync(join(root, 'utilities', 'config-editor', 'index.html'))) {
  console.error('bench-browser: build/ has no config editor; run npm run build:test first.');
  process.exit(1);
}

const server = await serveStatic(root, sitePort);
const origin = `http://127.0.0.1:${sitePort}`;
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});

function largeConfig() {
  // The default file's server name line, then the stray keys; the form edits the former.
  const lines = Array.from({length: UNKNOWN_KEYS}, (_, index) => `unknown-key-${index}: value-${index}`);
  return `gameplay:\n  server-name: Geyser\nconfig-version: 7\n${lines.join('\n')}\n`;
}

async function measure(text) {
  const page = await newMeasuredPage(browser, origin);
  await page.goto(`${origin}/utilities/config-editor/`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(() => (window.__longTasks = []));
  const picked = Date.now();
  await page
    .getByTestId('config-file-input')
    .setInputFiles({name: 'config.yml', mimeType: 'application/x-yaml', buffer: Buffer.from(text)});
  await page.getByText(`Unknown keys (${UNKNOWN_KEYS.toLocaleString('en')})`).waitFor({timeout: 120_000});
  const openMs = Date.now() - picked;
  const openTask = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  await page.evaluate(() => (window.__longTasks = []));

  const input = page.locator('[data-option="gameplay.server-name"] input');
  await input.fill('');
  await input.pressSequentially(TYPED, {delay: 30});
  // Until the worker's analysis of the last text has arrived and rendered.
  await page.getByText('Checking your latest change…').waitFor({state: 'detached', timeout: 120_000});
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const typingTask = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  const value = await input.inputValue();
  await page.close();
  if (value !== TYPED) {
    throw new Error(`The field holds ${JSON.stringify(value)}, not ${JSON.stringify(TYPED)}: a keystroke was lost.`);
  }
  return {openMs, openTask, typingTask};
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const text = largeConfig();
console.log(`Config editor benchmark, ${RUNS} runs, median (worst) (Chromium ${browser.version()})\n`);
console.log('| File | Open to grouped keys | Longest task while opening | Longest task while typing |');
console.log('| --- | --- | --- | --- |');
try {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) results.push(await measure(text));
  const format = (key, value) => (key !== 'openMs' && value === 0 ? 'none over 50 ms' : `${Math.round(value)} ms`);
  const ms = (key) => {
    const values = results.map((result) => result[key]);
    return `${format(key, median(values))} (${format(key, Math.max(...values))})`;
  };
  console.log(
    `| ${UNKNOWN_KEYS.toLocaleString('en')} unknown keys (${(text.length / 1024).toFixed(0)} KB) | ${ms('openMs')} | ${ms('openTask')} | ${ms('typingTask')} |`,
  );
} finally {
  await browser.close();
  server.close();
}
