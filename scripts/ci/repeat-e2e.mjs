#!/usr/bin/env node
/**
 * Runs the browser suite N times in a row (default 10) and stops at the first round that fails: the
 * check for flaky tests. Usage, after `npm run build:test`:
 *
 *   npm run test:e2e:repeat -- 10 [playwright arguments]
 *
 * Each round is its own `playwright test`, with fresh local servers: a round is exactly what CI runs,
 * and a failure names the round it happened in.
 */
import {spawnSync} from 'node:child_process';

const [count = '10', ...playwrightArgs] = process.argv.slice(2);
const rounds = Number(count);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: npm run test:e2e:repeat -- <rounds> [playwright arguments]');
  process.exit(2);
}

const started = Date.now();
for (let round = 1; round <= rounds; round += 1) {
  const roundStarted = Date.now();
  const result = spawnSync('npx', ['playwright', 'test', ...playwrightArgs], {stdio: 'inherit'});
  const minutes = ((Date.now() - roundStarted) / 60_000).toFixed(1);
  if (result.status !== 0) {
    console.error(`repeat: round ${round} of ${rounds} failed after ${minutes} min; ${round - 1} passed before it.`);
    process.exit(1);
  }
  console.log(`repeat: round ${round} of ${rounds} passed in ${minutes} min.`);
}
console.log(`repeat: all ${rounds} rounds passed in ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
