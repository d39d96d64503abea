#!/usr/bin/env node
/**
 * `npm run bench:startup`: what each start-up plugin earns. Builds the site once with every plugin and once
 * with each start-up plugin left out (`STARTUP_OFF`, src/plugins/index.ts), serves all the builds at once and
 * measures the six page types in each with Lighthouse, the builds side by side for every page and pass, so
 * they share whatever else the machine is doing. Prints, per plugin and page type, the median Performance and
 * TBT without it against the build with everything on, and whether it earns its place: at least one point of
 * median Performance or 20 ms of median TBT on some page type.
 *
 *   RUNS=3 npm run bench:startup [-- --only=paint-first,split-start] [-- --reuse] [-- --build-only]
 *
 * `--reuse` measures the builds already in build-startup/ instead of building them again; `--build-only` stops
 * after the builds, so they can be made while the machine is busy and measured once it is quiet.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';

import {measure, medians, root, serveBuild} from './measure.mjs';
import {pageTypes} from './pages.mjs';

const jiti = createJiti(import.meta.url);
const {STARTUP_PLUGINS} = jiti(path.join(root, 'src/plugins/index.ts'));

const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const reuse = args.includes('--reuse');
const buildOnly = args.includes('--build-only');
const runs = Number(process.env.RUNS ?? 3);
const basePort = Number(process.env.BENCH_PORT ?? 3190);
const ALL_ON = 'all on';
/** What removing a plugin must cost for it to stay: on some page type, this much median Performance or TBT. */
const EARNS = {performance: 1, tbt: 20};

const variants = [ALL_ON, ...STARTUP_PLUGINS.filter((name) => !only || only.includes(name))];
const outDir = (variant) => path.join(root, 'build-startup', variant === ALL_ON ? 'all-on' : `without-${variant}`);

for (const variant of variants) {
  if (reuse && fs.existsSync(path.join(outDir(variant), 'index.html'))) {
    continue;
  }
  console.error(`Building ${variant === ALL_ON ? 'with every plugin' : `without ${variant}`}...`);
  const built = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir(variant)], {
    cwd: root,
    // The bundler's persistent cache does not notice a plugin that is gone and would keep its import swaps.
    env: {...process.env, STARTUP_OFF: variant === ALL_ON ? '' : variant, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) {
    console.error(`The build ${variant === ALL_ON ? 'with every plugin' : `without ${variant}`} failed.`);
    process.exit(1);
  }
}

if (buildOnly) {
  process.exit(0);
}

const origins = new Map(variants.map((variant, index) => [variant, `http://127.0.0.1:${basePort + index}`]));
const stops = await Promise.all(variants.map((variant, index) => serveBuild(outDir(variant), basePort + index)));
// Each page type starts with another build, so no build is always the one measured right after a change of page.
const rotated = (index) => [...variants.slice(index % variants.length), ...variants.slice(0, index % variants.length)];
const urls = pageTypes.flatMap((page, index) => rotated(index).map((variant) => origins.get(variant) + page.path));
const {results, crashes} = await measure(urls, runs);
const of = (variant, page) => medians(results, origins.get(variant) + page.path);

console.log(
  `\nLighthouse ${runs} runs per page and build, mobile, simulated throttling; medians (Performance, TBT):\n`,
);
console.log(`| Build | ${pageTypes.map((page) => page.type).join(' | ')} | Earns its place |`);
console.log(`| --- | ${pageTypes.map(() => '---').join(' | ')} | --- |`);
for (const variant of variants) {
  const cells = pageTypes.map((page) => {
    const {performance, tbt} = of(variant, page);
    if (variant === ALL_ON) {
      return `${performance}, ${Math.round(tbt)} ms`;
    }
    const base = of(ALL_ON, page);
    const sign = (value) => (value > 0 ? `+${value}` : String(value));
    return `${performance} (${sign(performance - base.performance)}), ${Math.round(tbt)} ms (${sign(Math.round(tbt - base.tbt))})`;
  });
  const earns =
    variant === ALL_ON
      ? ''
      : pageTypes.some((page) => {
            const without = of(variant, page);
            const base = of(ALL_ON, page);
            return base.performance - without.performance >= EARNS.performance || without.tbt - base.tbt >= EARNS.tbt;
          })
        ? 'yes'
        : 'no';
  console.log(`| ${variant === ALL_ON ? 'every plugin' : `without ${variant}`} | ${cells.join(' | ')} | ${earns} |`);
}
if (crashes > 0) {
  console.log(`\nChromium crashed ${crashes} time(s); the runs it interrupted were measured again in a new browser.`);
}
for (const stop of stops) {
  stop();
}
