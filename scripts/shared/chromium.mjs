/**
 * The Chromium every browser tool of this repository launches (Playwright, Lighthouse, the benchmarks), in
 * one place. `CHROMIUM_PATH` picks another build (Chrome on macOS or Windows: see CONTRIBUTING.md).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's background services try to reach Google; this project's machines have no network for them. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
