#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: median Lighthouse performance, LCP and TBT per page type over three runs
 * (mobile, simulated throttling), against the production build in build/ (run `npm run build` first), served
 * as Cloudflare Pages delivers it (./measure.mjs says how and why).
 * Speed depends on the machine, so this is a benchmark for the README, never a test.
 *
 * `npm run bench:lighthouse -- --wiki` measures every page of the wiki in the build's sitemap instead
 * (the REST API reference too, as its own type), and prints them worst first with the count below each
 * target (wiki pages 95, API pages 90); `npm run bench:lighthouse -- /wiki/a/ /wiki/b/` measures the pages
 * named, for example those under target again with more runs.
 */
import fs from 'node:fs';
import path from 'node:path';

import {measure, median, medians, root, serveBuild} from './measure.mjs';
import {pageTypes} from './pages.mjs';

const port = Number(process.env.BENCH_PORT ?? process.env.SITE_PORT ?? 3190);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);

if (!fs.existsSync(path.join(root, 'build', 'index.html'))) {
  console.error('No build/ found: run `npm run build` (or `npm run build:test`) first.');
  process.exit(1);
}

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

const stopServer = await serveBuild(path.join(root, 'build'), port);
const {results, crashes} = await measure(
  pages.map((page) => origin + page.path),
  runs,
);
const rows = pages.map((page) => ({...page, ...medians(results, origin + page.path)}));
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
const indexes = results.map((result) => result.benchmarkIndex).filter((value) => typeof value === 'number');
if (indexes.length > 0) {
  // Figures measured on hosts with different indexes are not comparable: simulated throttling scales host CPU time.
  console.log(
    `\nHost benchmark index (Lighthouse's CPU measure, higher is faster): median ${Math.round(median(indexes))}`,
  );
}
if (crashes > 0) {
  console.log(`\nChromium crashed ${crashes} time(s); the runs it interrupted were measured again in a new browser.`);
}
stopServer();
