/**
 * Search speed and size, measured on the index the last build wrote:
 * - the index size, raw and gzip (budget: 300 KB gzip);
 * - how long building the in-memory index takes once the file has loaded;
 * - keypress-to-results: every prefix of each query typed letter by letter is answered by the
 *   local search client exactly as the modal asks (hits, highlights and snippets), after the index
 *   has loaded. Budget: 50 ms at the 95th percentile.
 *
 *   npm run build:test && npm run bench:search [-- path/to/search-index.json]
 *
 * Rendering is not included: it is the same DocSearch UI with or without local search.
 *
 * The keypresses run one after another, as typing does, so the client's memory of the words typed
 * so far works as it does in the modal. Each is timed on the clock (what the reader waits) and in
 * CPU time used by this process, which a busy shared machine inflates far less; the load average
 * is printed with the figures. The budget applies to the clock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import zlib from 'node:zlib';

import {parseSearchIndex} from '../../src/lib/search/build-index';
import {createLocalSearchClient} from '../../src/lib/search/client';
import {SearchEngine} from '../../src/lib/search/engine';
import {HELD_OUT_CASES, TUNING_CASES} from '../../tests/fixtures/search/relevance';

const GZIP_BUDGET = 300 * 1024;
const KEYPRESS_BUDGET_MS = 50;

const file = path.resolve(process.argv[2] ?? 'build/search-index.json');
if (!fs.existsSync(file)) {
  console.error(`${file} does not exist: run "npm run build:test" first, or pass the path of a search-index.json.`);
  process.exit(2);
}
const json = fs.readFileSync(file, 'utf8');
const gzip = zlib.gzipSync(json, {level: 9}).length;
const index = parseSearchIndex(JSON.parse(json));

async function main(): Promise<void> {
  const loadCpu = process.cpuUsage();
  const loadStarted = performance.now();
  new SearchEngine(index);
  const loadMs = performance.now() - loadStarted;
  const loadCpuUsed = process.cpuUsage(loadCpu);
  const loadCpuMs = (loadCpuUsed.user + loadCpuUsed.system) / 1000;

  const client = createLocalSearchClient({loadIndex: async () => index, origin: 'https://geysermc.org'});
  // The modal's request shape (see src/theme/SearchBar): hits with highlights and snippets.
  const ask = (query: string) =>
    client.search([
      {
        indexName: 'geysermc',
        query,
        hitsPerPage: 20,
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        facetFilters: [
          ['language:en'],
          ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current'],
        ],
      },
    ]);
  await ask('warm up'); // loads the engine once, as the first keypress after the index arrives does

  const measured: Array<{typed: string; ms: number; cpuMs: number}> = [];
  const loadBefore = os.loadavg()[0];
  for (const {query} of [...TUNING_CASES, ...HELD_OUT_CASES]) {
    for (let length = 1; length <= query.length; length += 1) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await ask(query.slice(0, length));
      const ms = performance.now() - started;
      const {user, system} = process.cpuUsage(cpu);
      measured.push({typed: query.slice(0, length), ms, cpuMs: (user + system) / 1000});
    }
  }
  const loadAfter = os.loadavg()[0];
  const cpuTimings = measured.map(({cpuMs}) => cpuMs).sort((a, b) => a - b);
  measured.sort((a, b) => a.ms - b.ms);
  const timings = measured.map(({ms}) => ms);
  const percentile = (sorted: number[], share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  const at = (share: number) => percentile(timings, share);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `index: ${index.pages.length} pages, ${index.sections.length} sections, ${kb(json.length)} raw, ${kb(gzip)} gzip (budget ${kb(GZIP_BUDGET)})`,
  );
  console.log(`engine built from the loaded index in ${loadMs.toFixed(0)} ms (${loadCpuMs.toFixed(0)} ms CPU time)`);
  console.log(
    `keypress to results over ${timings.length} keypresses: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${timings.at(-1)?.toFixed(1)} ms (budget ${KEYPRESS_BUDGET_MS} ms at p95)`,
  );
  console.log(
    `  CPU time per keypress: median ${percentile(cpuTimings, 0.5).toFixed(1)} ms, p95 ${percentile(cpuTimings, 0.95).toFixed(1)} ms; load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${os.cpus().length} CPUs`,
  );
  if (process.env.BENCH_VERBOSE) {
    console.log(
      measured
        .slice(-15)
        .map(({typed, ms}) => `  ${ms.toFixed(1)} ms  "${typed}"`)
        .join('\n'),
    );
  }
  if (gzip > GZIP_BUDGET || at(0.95) > KEYPRESS_BUDGET_MS) {
    console.error('Over budget.');
    process.exitCode = 1;
  }
}

void main();
