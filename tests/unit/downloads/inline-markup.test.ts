import {describe, expect, it} from 'vitest';

import {parseInlineMarkup, plainText} from '../../../src/lib/downloads/inline-markup';
import {
  filterProviders,
  matchesProvider,
  normalizeForSearch,
  providerAnchor,
} from '../../../src/lib/downloads/provider-filter';

describe('inline markup', () => {
  it('splits text, code and links', () => {
    expect(parseInlineMarkup('Set `port` then read [the guide](/wiki/geyser/setup/).')).toEqual([
      {type: 'text', text: 'Set '},
      {type: 'code', text: 'port'},
      {type: 'text', text: ' then read '},
      {type: 'link', text: 'the guide', href: '/wiki/geyser/setup/'},
      {type: 'text', text: '.'},
    ]);
  });

  it('leaves HTML as plain text', () => {
    expect(parseInlineMarkup('<img src=x onerror=alert(1)>')).toEqual([
      {type: 'text', text: '<img src=x onerror=alert(1)>'},
    ]);
  });

  it('gives the visible text', () => {
    expect(plainText('Use `clone-remote-port` and [docs](https://example.com/).')).toBe(
      'Use clone-remote-port and docs.',
    );
  });
});

describe('provider filter', () => {
  const entries = [
    {name: 'ZAP-Hosting', url: 'https://zap-hosting.com/en/'},
    {name: 'Aternos', url: 'https://aternos.org/'},
    {name: 'Bloom.host', url: 'https://www.bloom.host/'},
  ];

  it('ignores case, spaces and punctuation', () => {
    expect(normalizeForSearch(' Zap hosting ')).toBe('zaphosting');
    expect(matchesProvider(entries[0], 'zap hosting')).toBe(true);
    expect(matchesProvider(entries[2], 'bloomhost')).toBe(true);
  });

  it('matches on the web address too', () => {
    expect(filterProviders(entries, 'aternos.org').map((entry) => entry.name)).toEqual(['Aternos']);
  });

  it('returns everything for an empty query', () => {
    expect(filterProviders(entries, '   ')).toHaveLength(3);
  });

  it('makes stable anchors', () => {
    expect(providerAnchor('ZAP-Hosting')).toBe('provider-zap-hosting');
    expect(providerAnchor('365Hosts')).toBe('provider-365hosts');
  });
});
