/**
 * What the Lighthouse benchmarks share: serving a build as Cloudflare Pages delivers it, and running
 * Lighthouse on a list of URLs with Debian's Chromium.
 *
 * A build is served by tests/servers/pages-assets.mjs, which answers through wrangler's own Pages asset
 * handler (`_headers`, `_redirects`, the 404 page) with `CACHE_COMPRESSED=1`: each file is compressed once and
 * then served from memory, as the CDN serves it from its cache. `docusaurus serve` sends files uncompressed,
 * which Lighthouse's simulated network turns into seconds of extra LCP; `wrangler pages dev` compresses and
 * logs every response on the same cores as the browser being measured, which Lighthouse counts as blocking
 * time (docs/benchmarks.md has the comparison).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Serves `directory` on `port`; resolves with a function that stops the server once it answers. */
export async function serveBuild(directory, port) {
  const server = spawn(process.execPath, [path.join(root, 'tests/servers/pages-assets.mjs'), directory], {
    cwd: root,
    env: {...process.env, PORT: String(port), CACHE_COMPRESSED: '1'},
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) {
        return stop;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`${directory} did not start on ${origin}`);
}

/**
 * Runs Lighthouse `count` times on each URL (all URLs once, then again) and resolves with the runs it
 * finished, plus the exit code: a browser that crashes part-way (`Target closed`) ends run.mjs, and
 * the runs before the crash are kept. Each finished run is passed to `progress` as it happens.
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
 * If Chromium crashes, run.mjs stops; the URLs still short of their runs are then measured in a fresh browser
 * (at most this many times in all, each one reported), so one crash does not throw away an hour of runs.
 * Crashes are not retried in the browser tests, which call run.mjs directly.
 */
const MAX_CRASHES = 3;

/**
 * Every URL `runs` times, in the order given, pass after pass, so that URLs of different builds measured
 * side by side share whatever else the machine is doing. Resolves with every run and the number of crashes.
 */
export async function measure(urls, runs) {
  const results = [];
  const total = urls.length * runs;
  let crashes = 0;
  const progress = (result) => {
    results.push(result);
    console.error(
      `[${results.length}/${total}] ${result.url} ${result.scores.performance} ` +
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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The medians of the runs of one URL. */
export function medians(results, url) {
  const mine = results.filter((result) => result.url === url);
  return {
    performance: median(mine.map((r) => r.scores.performance)),
    lcp: median(mine.map((r) => r.lcp)),
    tbt: median(mine.map((r) => r.tbt)),
  };
}
