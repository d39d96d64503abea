#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: median Lighthouse performance, LCP and TBT per page type over three runs
 * (mobile, simulated throttling), against the production build in build/ (run `npm run build` first),
 * served by `wrangler pages dev` as the browser tests serve it: compressed, with the production headers,
 * as Cloudflare Pages delivers it. (`docusaurus serve` sends files uncompressed, which Lighthouse's
 * simulated network turns into seconds of extra LCP.)
 * Speed depends on the machine, so this is a benchmark for the README, never a test.
 *
 * `npm run bench:lighthouse -- --wiki` measures every page of the wiki in the build's sitemap instead
 * (the REST API reference too, as its own type), and prints them worst first with the count below each
 * target (wiki pages 95, API pages 90); `npm run bench:lighthouse -- /wiki/a/ /wiki/b/` measures the pages
 * named, for example those under target again with more runs.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {wranglerCommand, wranglerEnv} from '../../tests/support/wrangler.mjs';
import {pageTypes} from './pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? process.env.SITE_PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);

if (!fs.existsSync(path.join(root, 'build', 'index.html'))) {
  console.error('No build/ found: run `npm run build` (or `npm run build:test`) first.');
  process.exit(1);
}

const server = spawn(wranglerCommand(port), {
  cwd: root,
  shell: true,
  env: {...process.env, ...wranglerEnv(root)},
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not start on ${origin}`);
}

function runLighthouse(urls) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/lighthouse/run.mjs'),
        '--categories=performance',
        '--modes=dark',
        `--runs=${runs}`,
        ...urls,
      ],
      {cwd: root, stdio: ['ignore', 'pipe', 'inherit']},
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('close', (code) =>
      code === 0
        ? resolve(
            out
              .trim()
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line)),
          )
        : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A wiki path with its type and the target that type must reach. */
function wikiPage(wikiPath) {
  const api = wikiPath.startsWith('/wiki/api/');
  return {type: api ? 'API reference' : 'Wiki page', path: wikiPath, target: api ? 90 : 95};
}

/** Every wiki path in the build's sitemap. */
function wikiPages() {
  const sitemap = fs.readFileSync(path.join(root, 'build', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>[^<]*?(\/wiki\/[^<]*)<\/loc>/g)].map(([, wikiPath]) => wikiPage(wikiPath));
}

// `-- --wiki`: every wiki page; `-- /wiki/a/ /wiki/b/`: those pages (to measure again the ones under target).
const named = process.argv.slice(2).filter((arg) => arg.startsWith('/wiki/'));
const everyWikiPage = process.argv.includes('--wiki') || named.length > 0;
const pages = named.length > 0 ? named.map(wikiPage) : everyWikiPage ? wikiPages() : pageTypes;

await waitForServer();
const results = await runLighthouse(pages.map((page) => origin + page.path));
const rows = pages.map((page) => {
  const mine = results.filter((result) => result.url === origin + page.path);
  return {
    ...page,
    performance: median(mine.map((r) => r.scores.performance)),
    lcp: median(mine.map((r) => r.lcp)),
    tbt: median(mine.map((r) => r.tbt)),
  };
});
if (everyWikiPage) {
  rows.sort((a, b) => a.performance - b.performance);
}
console.log(`\nLighthouse ${runs} runs per page, mobile, simulated throttling; medians:\n`);
console.log('| Page | Path | Performance | LCP | TBT |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.type} | \`${row.path}\` | ${row.performance} | ${(row.lcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms |`,
  );
}
if (everyWikiPage) {
  for (const type of ['Wiki page', 'API reference']) {
    const ofType = rows.filter((row) => row.type === type);
    const below = ofType.filter((row) => row.performance < row.target);
    console.log(`\n${type}s: ${ofType.length}, below ${ofType[0]?.target}: ${below.length}`);
  }
}
stopServer();
