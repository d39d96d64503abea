import {describe, expect, it} from 'vitest';

import {cardTitle, sectionLabel, socialCardPath, truncate} from '../../../src/lib/social-cards/paths';

describe('socialCardPath', () => {
  it('maps a page URL to one PNG under img/social', () => {
    expect(socialCardPath('/wiki/geyser/setup/')).toBe('img/social/wiki/geyser/setup.png');
    expect(socialCardPath('/wiki/geyser/setup')).toBe('img/social/wiki/geyser/setup.png');
    expect(socialCardPath('/')).toBe('img/social/index.png');
    expect(socialCardPath('/404.html')).toBe('img/social/404.png');
  });

  it('ignores query strings and fragments', () => {
    expect(socialCardPath('/download/?project=floodgate#top')).toBe('img/social/download.png');
  });

  it('never leaves the card folder and keeps file names safe', () => {
    expect(socialCardPath('/../../etc/passwd')).toBe('img/social/etc/passwd.png');
    expect(socialCardPath('/blog/tags/a%20b/')).toBe('img/social/blog/tags/a-b.png');
  });
});

describe('sectionLabel', () => {
  it('names the part of the site', () => {
    expect(sectionLabel('/wiki/geyser/setup/')).toBe('Geyser wiki');
    expect(sectionLabel('/wiki/floodgate/')).toBe('Floodgate wiki');
    expect(sectionLabel('/wiki/api/api.geysermc.org/global-api/')).toBe('REST API reference');
    expect(sectionLabel('/blog/2024/post/')).toBe('GeyserMC blog');
    expect(sectionLabel('/')).toBe('GeyserMC');
  });
});

describe('cardTitle and truncate', () => {
  it('drops the site name from the document title', () => {
    expect(cardTitle('Setup | GeyserMC', 'GeyserMC')).toBe('Setup');
    expect(cardTitle('GeyserMC', 'GeyserMC')).toBe('GeyserMC');
  });

  it('cuts long text at a word and marks the cut', () => {
    expect(truncate('short text', 40)).toBe('short text');
    const cut = truncate('one two three four five six seven eight nine ten', 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toBe('one two three four…');
  });
});
