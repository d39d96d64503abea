/**
 * `npm run bench:config`: how long the config editor's main-thread work takes per keystroke on a large
 * hostile file (20,000 unknown keys, about 490 KB), and on Geyser's default config for comparison.
 * Prints the median and worst of several runs for opening the file and for one form edit (write the
 * value, check it reads back, then analyse the new text, as the page does on every keystroke).
 * Run with `npm run bench:config`; the README's "Config editor" section holds the figures.
 */
import {performance} from 'node:perf_hooks';

import {analyzeConfig, generateConfig, setOptionValue} from '../../src/lib/config';

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

function report(name: string, text: string): void {
  let current = text;
  let counter = 0;
  let opened = 0;
  const open = time(() => {
    // A new comment each run, so no run reuses an earlier parse.
    opened += 1;
    analyzeConfig(`# run ${opened}\n${text}`, {platform: 'spigot'});
  });
  const keystroke = time(() => {
    counter += 1;
    current = setOptionValue(current, 'current', 'gameplay.server-name', `Server ${counter}`);
    analyzeConfig(current, {platform: 'spigot'});
  });
  const kb = (Buffer.byteLength(text) / 1024).toFixed(0);
  console.log(
    `${name} (${kb} KB): open ${open.median.toFixed(0)} ms (worst ${open.worst.toFixed(0)}), keystroke ${keystroke.median.toFixed(0)} ms (worst ${keystroke.worst.toFixed(0)})`,
  );
}

report("Geyser's default config", generateConfig('spigot'));
report(`${UNKNOWN_KEYS.toLocaleString('en')} unknown keys`, largeConfig());
