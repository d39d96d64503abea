import {runInNewContext} from 'node:vm';

import {describe, expect, it} from 'vitest';

import {EARLY_TAB_ATTRIBUTE, earlyTabScript} from '../../../src/lib/downloads/early-tab';
import {parseDownloadLocation} from '../../../src/lib/downloads/location';

/** Runs the inline script against a URL and returns the attribute it set on <html>, if any. */
function runScript(search: string, hash: string, hydrated = false): string | undefined {
  const attributes = new Map<string, string>(hydrated ? [['data-has-hydrated', 'true']] : []);
  const documentElement = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  runInNewContext(earlyTabScript(), {
    document: {documentElement},
    location: {search, hash},
    URLSearchParams,
    decodeURIComponent,
  });
  return attributes.get(EARLY_TAB_ATTRIBUTE);
}

const URLS: [string, string][] = [
  ['', ''],
  ['?project=geyser', ''],
  ['?project=floodgate', ''],
  ['?project=FLOODGATE', ''],
  ['?project=other-projects', ''],
  ['?project=other-projects&hydraulic=expanded', ''],
  ['?project=nonsense', ''],
  ['?project=', ''],
  ['?rainbow=expanded', ''],
  ['?rainbow=collapsed', ''],
  ['?project=geyser', '#floodgate'],
  ['', '#floodgate'],
  ['', '#Floodgate'],
  ['', '#geyser'],
  ['', '#other-projects'],
  ['', '#hydraulic'],
  ['', '#Spigot'],
  ['', '#Bungeecord'],
  ['', '#Velocity'],
  ['', '#spigot'],
  ['', '#Paper'],
  ['', '#standalone'],
  ['', '#%E0%A4%A'],
  ['?utm_source=discord', '#floodgate'],
];

describe('early tab script', () => {
  it.each(URLS)('agrees with parseDownloadLocation for %s %s', (search, hash) => {
    const expected = parseDownloadLocation(search, hash).tab;
    const marked = runScript(search, hash);
    expect(marked ?? 'geyser').toBe(expected);
    // The default tab is what the static HTML shows anyway, so it is never marked.
    if (expected === 'geyser') {
      expect(marked).toBeUndefined();
    }
  });

  it('does nothing once React has hydrated the page', () => {
    expect(runScript('?project=floodgate', '', true)).toBeUndefined();
  });

  it('is small', () => {
    expect(earlyTabScript().length).toBeLessThan(1_500);
  });
});
