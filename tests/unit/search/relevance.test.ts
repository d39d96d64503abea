import {describe, expect, it} from 'vitest';

import {SearchEngine} from '../../../src/lib/search/engine';
import {evaluate, ownWordsCases} from '../../../src/lib/search/relevance';
import {HELD_OUT_CASES, parseCases, TUNING_CASES, TUNING_EVERYDAY_CASES} from '../../fixtures/search/relevance';
import {SEARCH_INDEX_VERSION, type IndexedPage, type SearchIndexFile} from '../../../src/lib/search/types';

/** An index of pages given as [url, title, kind, description], one lead section each. */
function indexOf(pages: Array<[string, string, IndexedPage[5], string]>): SearchIndexFile {
  return {
    version: SEARCH_INDEX_VERSION,
    pages: pages.map(([url, title, kind, description]) => [
      url,
      'Geyser',
      title,
      'en',
      'default',
      kind,
      description,
      '',
    ]),
    sections: pages.map(([, title, , description], i) => [i, '', 1, [], [`${title}. ${description}`]]),
  };
}

describe('ownWordsCases', () => {
  const index = indexOf([
    ['/wiki/ports/', 'Port forwarding', 'doc', 'Open the UDP port on your router, then test it.'],
    ['/wiki/skulls/', 'Custom skulls', 'doc', 'Show player heads with custom textures to Bedrock players.'],
    ['/wiki/a/', 'Commands', 'doc', 'Run it: short.'],
    ['/wiki/b/', 'Commands', 'doc', 'Every command of Geyser, with its permission.'],
    ['/download/', 'Download Geyser', 'page', 'The newest builds.'],
    ['/blog/post/', 'Release notes', 'blog', 'What changed in this release of Geyser.'],
  ]);

  it("asks for each guide and site page by its title, and for each guide by its description's first clause", () => {
    const {titles, descriptions} = ownWordsCases(index);
    expect(titles.map(({query, page, within}) => [query, page, within])).toEqual([
      ['Port forwarding', '/wiki/ports/', 1],
      ['Custom skulls', '/wiki/skulls/', 1],
      ['Download Geyser', '/download/', 1],
    ]);
    // Clauses under three words and site pages' descriptions name no task; blog posts are left out.
    expect(descriptions.map(({query, page, within}) => [query, page, within])).toEqual([
      ['Open the UDP port on your router', '/wiki/ports/', 3],
      ['Show player heads with custom textures to Bedrock players', '/wiki/skulls/', 3],
      ['Every command of Geyser', '/wiki/b/', 3],
    ]);
  });

  it('gives cases the evaluation can fail on', () => {
    const {titles} = ownWordsCases(index);
    const engine = new SearchEngine(index);
    expect(evaluate(engine, titles).top1).toBe(1);
    // A title that leads to another page is a miss.
    const wrong = titles.map((entry) => ({...entry, page: '/wiki/elsewhere/'}));
    expect(evaluate(engine, wrong).misses).toHaveLength(titles.length);
  });
});

describe('the relevance sets (tests/fixtures/search/relevance)', () => {
  it('load every case of the three YAML files', () => {
    expect(TUNING_CASES.length).toBeGreaterThan(800);
    expect(TUNING_EVERYDAY_CASES.every(({source}) => source === 'everyday')).toBe(true);
    expect(HELD_OUT_CASES).toContainEqual({
      query: 'failed to bind',
      page: '/wiki/geyser/common-issues/',
      heading: 'address-already-in-use',
      within: 3,
      source: 'discord-tag',
    });
  });

  it('name the case and the field that does not fit', () => {
    const text =
      '- {query: port forward, page: /wiki/geyser/port-forwarding/, within: 1, source: reader}\n- {query: key pem, page: wiki/floodgate/setup/, within: 2, source: reader, heding: x}\n';
    expect(() => parseCases('sample.yaml', text)).toThrow(
      [
        'Relevance cases that do not fit:',
        'sample.yaml › case 2: unknown field "heding" (did you mean "heading"?)',
        'sample.yaml › case 2: field "page" must be a site path starting with / (it is "wiki/floodgate/setup/")',
        'sample.yaml › case 2: field "within" must be equal to one of the allowed values',
      ].join('\n'),
    );
    expect(() => parseCases('sample.yaml', 'query: port forward\n')).toThrow('sample.yaml: expected a list of cases');
  });
});
