#!/usr/bin/env node
/**
 * Runs Lighthouse (mobile, simulated throttling: its defaults) against pages of a running site with
 * Debian's Chromium, one page at a time, and prints one JSON line per run on stdout:
 *   {"url", "colorMode", "scores": {category: 0–100}, "lcp", "tbt", "benchmarkIndex", "failing": [{"id", "title", "items"}]}
 * `benchmarkIndex` is Lighthouse's measure of the host's CPU speed (higher is faster): simulated throttling scales
 * the host's own main-thread time, so scores from hosts of different speed differ.
 *
 *   node scripts/lighthouse/run.mjs --categories=accessibility,best-practices,seo --modes=dark,light URL...
 *
 * Used by tests/e2e/lighthouse.spec.ts (scores) and scripts/lighthouse/bench.mjs (speed).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, chromiumPath} from '../shared/chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const urls = args.filter((arg) => !arg.startsWith('--'));
const categories = option('categories', 'performance,accessibility,best-practices,seo').split(',');
const modes = option('modes', 'dark').split(',');
const runs = Number(option('runs', '1'));

if (urls.length === 0) {
  console.error('usage: run.mjs [--categories=a,b] [--modes=dark,light] [--runs=N] URL...');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

try {
  for (let run = 0; run < runs; run += 1) {
    for (const url of urls) {
      for (const colorMode of modes) {
        // Docusaurus applies `?docusaurus-theme=` before the first paint, so each mode is its own page load.
        const target = new URL(url);
        target.searchParams.set('docusaurus-theme', colorMode);
        const result = await lighthouse(target.href, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        });
        if (!result) {
          throw new Error(`Lighthouse returned nothing for ${target.href}`);
        }
        const {lhr} = result;
        const scores = Object.fromEntries(
          Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
        );
        const failing = Object.values(lhr.categories)
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
          .map((audit) => ({
            id: audit.id,
            title: audit.title,
            items: (audit.details?.items ?? [])
              .slice(0, 5)
              .map((item) => item.node?.selector ?? item.node?.snippet ?? item.url ?? ''),
          }));
        console.log(
          JSON.stringify({
            url,
            colorMode,
            scores,
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
            benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
            failing,
          }),
        );
      }
    }
  }
} finally {
  await chrome.kill();
}
