/**
 * What one isolate of the search API (functions/api/search.ts) costs, measured on the files the last build
 * wrote and with the same handler the Pages Function runs:
 * - the first request of an isolate: fetching and parsing the index, indexing it, answering;
 * - every later request: one query, for each query of the relevance suite (tuning and held-out).
 * Each is timed on the clock and in CPU time of this process; Cloudflare bills and limits a Worker by CPU
 * time, so that is the figure to compare with the plan's limit. The load average is printed with them.
 *
 *   npm run build:test && npm run bench:search-api [-- path/to/build]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';

import {createSearchApi} from '../../src/lib/search-api/handler';
import {HELD_OUT_CASES, TUNING_CASES} from '../../tests/fixtures/search/relevance';

const build = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(build, 'search-index.json'))) {
  console.error(`${build}/search-index.json does not exist: run "npm run build:test" first, or pass a build folder.`);
  process.exit(2);
}

const cpuMs = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

async function timed(run: () => Promise<Response>): Promise<{wall: number; cpu: number; status: number}> {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const response = await run();
  await response.text();
  return {wall: performance.now() - wall, cpu: cpuMs(cpu), status: response.status};
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const api = createSearchApi({
  cacheControl: 'public, max-age=300',
  fetchAsset: async (file) => new Response(fs.readFileSync(path.join(build, file))),
});
const request = (query: string) =>
  new Request(`https://geysermc.org/api/search?limit=10&q=${encodeURIComponent(query)}`);

async function main(): Promise<void> {
  const first = await timed(() => api.handle(request('geyser setup')));
  const queries = [...TUNING_CASES, ...HELD_OUT_CASES].map((entry) => entry.query);
  const later: {wall: number; cpu: number}[] = [];
  for (const query of queries) {
    const result = await timed(() => api.handle(request(query)));
    if (result.status !== 200) {
      throw new Error(`"${query}" answered ${result.status}`);
    }
    later.push(result);
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`search API, ${queries.length} queries after the first, load average ${os.loadavg()[0].toFixed(2)}`);
  console.log(`first request of an isolate: ${ms(first.wall)} clock, ${ms(first.cpu)} CPU`);
  for (const p of [50, 95]) {
    const wall = percentile(
      later.map((entry) => entry.wall),
      p,
    );
    const cpu = percentile(
      later.map((entry) => entry.cpu),
      p,
    );
    console.log(`later requests, p${p}: ${ms(wall)} clock, ${ms(cpu)} CPU`);
  }
}

void main();
