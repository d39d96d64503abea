#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: median Lighthouse performance, LCP and TBT per page type over three runs
 * (mobile, simulated throttling), against the production build in build/ (run `npm run build` first),
 * served by `wrangler pages dev` as the browser tests serve it: compressed, with the production headers,
 * as Cloudflare Pages delivers it. (`docusaurus serve` sends files uncompressed, which Lighthouse's
 * simulated network turns into seconds of extra LCP.)
 * Speed depends on the machine, so this is a benchmark for the README, never a test.
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

await waitForServer();
const results = await runLighthouse(pageTypes.map((page) => origin + page.path));
console.log(`\nLighthouse ${runs} runs per page, mobile, simulated throttling; medians:\n`);
console.log('| Page | Path | Performance | LCP | TBT |');
console.log('| --- | --- | --- | --- | --- |');
for (const page of pageTypes) {
  const mine = results.filter((result) => result.url === origin + page.path);
  console.log(
    `| ${page.type} | \`${page.path}\` | ${median(mine.map((r) => r.scores.performance))} | ${(
      median(mine.map((r) => r.lcp)) / 1000
    ).toFixed(1)} s | ${Math.round(median(mine.map((r) => r.tbt)))} ms |`,
  );
}
stopServer();
