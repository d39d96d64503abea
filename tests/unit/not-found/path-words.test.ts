import {describe, expect, it} from 'vitest';

import {MAX_PATH_WORDS, pathWords} from '../../../src/lib/not-found/path-words';

describe('pathWords', () => {
  it('turns the sections and the page of an address into words', () => {
    expect(pathWords('/wiki/geyser/port-forwardin/')).toBe('geyser port forwardin');
    expect(pathWords('/geyser/global_api.html')).toBe('geyser global api');
    expect(pathWords('/wiki/floodgate/Setup/index.html')).toBe('floodgate Setup');
  });

  it('decodes the address, drops repeats and strips the base URL', () => {
    expect(pathWords('/docs/wiki/geyser/geyser%20setup/', '/docs/')).toBe('geyser setup');
    expect(pathWords('/%E0%A4%A/x/')).toBe('%E0%A4%A x');
  });

  it('gives nothing for the root and keeps a long address short', () => {
    expect(pathWords('/')).toBe('');
    const long = `/${Array.from({length: 20}, (_, index) => `word${index}`).join('-')}/`;
    expect(pathWords(long).split(' ')).toHaveLength(MAX_PATH_WORDS);
  });
});
