#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: median Lighthouse performance, LCP and TBT per page type over three runs
 * (mobile, simulated throttling), against the production build in build/ (run `npm run build` first), served
 * as Cloudflare Pages delivers it: by tests/servers/pages-assets.mjs, which answers through wrangler's own Pages
 * asset handler (`_headers`, `_redirects`, the 404 page) and compresses each file once, then serves it from
 * memory, as the CDN serves it from its cache. (`docusaurus serve` sends files uncompressed, which Lighthouse's
 * simulated network turns into seconds of extra LCP. `wrangler pages dev` compresses every response again and
 * copies every body into its debug log, 70–140 ms of CPU for `main` alone, on the same two cores as the browser
 * being measured: with it, mean TBT was 151 ms against 71 ms, the same build, 12 runs each.)
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

import {pageTypes} from './pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? process.env.SITE_PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);

if (!fs.existsSync(path.join(root, 'build', 'index.html'))) {
  console.error('No build/ found: run `npm run build` (or `npm run build:test`) first.');
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'tests/servers/pages-assets.mjs'), path.join(root, 'build')], {
  cwd: root,
  env: {...process.env, PORT: String(port), CACHE_COMPRESSED: '1'},
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

/**
 * Runs Lighthouse `count` times on each URL (all URLs once, then again) and resolves with the runs it
 * finished, plus the exit code: a browser that crashes part-way (`Target closed`) ends run.mjs, and
 * the runs before the crash are kept. Each finished run is reported on stderr as it happens, so an
 * hour-long `--wiki` run shows its progress.
 */
function runLighthouse(urls, count, progress) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/lighthouse/run.mjs'),
        '--categories=performance',
        '--modes=dark',
        `--runs=${count}`,
        ...urls,
      ],
      {cwd: root, stdio: ['ignore', 'pipe', 'inherit']},
    );
    const done = [];
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        const result = JSON.parse(line);
        done.push(result);
        progress(result);
      }
    });
    child.on('close', (code) => resolve({done, code}));
  });
}

/**
 * Every URL `runs` times. If Chromium crashes, run.mjs stops; the URLs still short of their runs are
 * then measured in a fresh browser (at most `MAX_CRASHES` times in all, each one reported), so one
 * crash does not throw away an hour of runs. Crashes are not retried in the browser tests, which
 * call run.mjs directly.
 */
const MAX_CRASHES = 3;

async function measure(urls) {
  const results = [];
  const total = urls.length * runs;
  let crashes = 0;
  const progress = (result) => {
    results.push(result);
    console.error(
      `[${results.length}/${total}] ${result.url.slice(origin.length)} ${result.scores.performance} ` +
        `(LCP ${(result.lcp / 1000).toFixed(1)} s, TBT ${Math.round(result.tbt)} ms)`,
    );
  };
  for (;;) {
    const missing = urls.map((url) => ({url, left: runs - results.filter((result) => result.url === url).length}));
    const most = Math.max(...missing.map(({left}) => left));
    if (most <= 0) {
      return {results, crashes};
    }
    // The URLs missing the most runs, that many times; the others catch up on the next pass.
    const {done, code} = await runLighthouse(
      missing.filter(({left}) => left === most).map(({url}) => url),
      most,
      progress,
    );
    // A pass that ends early, or finishes nothing, counts as a crash: the loop never repeats a pass for nothing.
    if (code !== 0 || done.length === 0) {
      crashes += 1;
      console.error(
        `Lighthouse exited ${code} (crash ${crashes} of at most ${MAX_CRASHES}); continuing with the runs left.`,
      );
      if (crashes >= MAX_CRASHES) {
        throw new Error(`Lighthouse failed ${crashes} times; ${results.length} of ${total} runs done.`);
      }
    }
  }
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
const {results, crashes} = await measure(pages.map((page) => origin + page.path));
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
    if (ofType.length === 0) {
      continue; // only pages of the other type were named
    }
    const below = ofType.filter((row) => row.performance < row.target);
    console.log(`\n${type}s: ${ofType.length}, below ${ofType[0]?.target}: ${below.length}`);
  }
}
if (crashes > 0) {
  console.log(`\nChromium crashed ${crashes} time(s); the runs it interrupted were measured again in a new browser.`);
}
stopServer();
