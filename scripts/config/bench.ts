/**
 * `npm run bench:config`: how long the config editor blocks the page's main thread when a file opens
 * and per form keystroke, on a large hostile file (20,000 unknown keys, about 600 KB) and on Geyser's
 * default config. It times the same calls the page makes:
 *
 * - on the main thread, per keystroke: the splice of the new value (`spliceEdit`) and the draft
 *   written to local storage (`serializeDraft`); for a text up to `WORKER_THRESHOLD`, also the
 *   analysis, which then runs on the main thread;
 * - in the Web Worker, off the main thread for a larger text: the analysis (`analyzeConfig`) that
 *   replaces the state when it arrives.
 *
 * Prints the median and worst of several runs, and the least CPU time of one analysis, which a busy
 * machine inflates far less than wall-clock time. `npm run bench:config:browser` measures the built
 * page itself. `docs/benchmarks.md` holds the figures.
 */
import {performance} from 'node:perf_hooks';

import {
  analyzeConfig,
  generateConfig,
  serializeDraft,
  spliceEdit,
  WORKER_THRESHOLD,
  type ConfigAnalysis,
} from '../../src/lib/config';

const UNKNOWN_KEYS = 20_000;
const RUNS = 7;

function largeConfig(): string {
  const base = generateConfig('spigot', {uuid: () => '12345678-1234-4123-8123-123456789abc'});
  const lines = Array.from({length: UNKNOWN_KEYS}, (_, index) => `unknown-key-${index}: value-${index}`);
  return `${base}${lines.join('\n')}\n`;
}

function time(run: () => void): {median: number; worst: number} {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {median: times[Math.floor(times.length / 2)], worst: times[times.length - 1]};
}

/** The least CPU time (user and system) of one run, in milliseconds. */
function leastCpu(run: () => void): number {
  let least = Infinity;
  for (let index = 0; index < RUNS; index += 1) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

function saveDraft(text: string): void {
  // What `saveDraft` hands to local storage on every change (the text and the baseline).
  serializeDraft({text, baseline: text, fileName: 'config.yml', platform: 'spigot', savedAt: Date.now()});
}

function ms({median, worst}: {median: number; worst: number}): string {
  return `${median.toFixed(0)} ms (worst ${worst.toFixed(0)})`;
}

function report(name: string, text: string): void {
  const inWorker = text.length > WORKER_THRESHOLD;
  let opened = 0;
  const analysis = time(() => {
    // A new comment each run, so no run reuses an earlier parse.
    opened += 1;
    analyzeConfig(`# run ${opened}\n${text}`, {platform: 'spigot'});
  });
  const cpu = leastCpu(() => {
    opened += 1;
    analyzeConfig(`# run ${opened}\n${text}`, {platform: 'spigot'});
  });
  const open = time(() => {
    opened += 1;
    if (!inWorker) {
      analyzeConfig(`# run ${opened}\n${text}`, {platform: 'spigot'});
    }
    saveDraft(text);
  });

  let current: ConfigAnalysis = analyzeConfig(text, {platform: 'spigot'});
  let counter = 0;
  const keystroke = time(() => {
    counter += 1;
    const next = spliceEdit(current, 'gameplay.server-name', `Server ${counter}`);
    if (!next) {
      throw new Error('The form edit did not take the splice path.');
    }
    current = next;
    saveDraft(current.text);
    if (!inWorker) {
      current = analyzeConfig(current.text, {platform: 'spigot'});
    }
  });
  const kb = (Buffer.byteLength(text) / 1024).toFixed(0);
  console.log(
    `${name} (${kb} KB), main thread: open ${ms(open)}, keystroke ${ms(keystroke)}; analysis ${inWorker ? 'in the worker' : 'on the main thread'}: ${ms(analysis)}, CPU ${cpu.toFixed(1)} ms (least)`,
  );
}

report("Geyser's default config", generateConfig('spigot'));
report(`${UNKNOWN_KEYS.toLocaleString('en')} unknown keys`, largeConfig());
