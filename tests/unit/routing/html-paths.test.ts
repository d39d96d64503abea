import {describe, expect, it} from 'vitest';

import {htmlPathCandidates} from '../../../src/lib/routing/html-paths';

describe('htmlPathCandidates', () => {
  it('maps page.html to the page with and without a trailing slash', () => {
    expect(htmlPathCandidates('/wiki/geyser/faq.html')).toEqual(['/wiki/geyser/faq/', '/wiki/geyser/faq']);
  });

  it('maps index.html to its folder', () => {
    expect(htmlPathCandidates('/wiki/geyser/index.html')).toEqual(['/wiki/geyser/']);
    expect(htmlPathCandidates('/index.html')).toEqual(['/']);
  });

  it('leaves other paths alone', () => {
    expect(htmlPathCandidates('/wiki/geyser/faq/')).toEqual([]);
    expect(htmlPathCandidates('/file.htm')).toEqual([]);
    expect(htmlPathCandidates('/.html')).toEqual([]);
  });
});
