import {SEARCH_INDEX_VERSION} from '../../../src/lib/search/types';
import {describe, expect, it} from 'vitest';

import {buildSearchIndex, packSearchIndex, parseSearchIndex} from '../../../src/lib/search/build-index';
import {decodeEntities, parseHighlighted} from '../../../src/lib/search/marks';
import {
  searchPageReducer,
  searchPageRequest,
  toSearchPageItems,
  type SearchPageState,
} from '../../../src/lib/search/search-page';
import type {SearchHit, SearchResponse} from '../../../src/lib/search/types';
import {sampleIndex, sampleRecords} from '../../fixtures/search/corpus';

describe('buildSearchIndex', () => {
  it('groups records into sections that keep their heading path and text', () => {
    const index = buildSearchIndex(sampleRecords());
    const page = index.pages.findIndex(([url]) => url === '/wiki/geyser/port-forwarding/');
    expect(index.pages[page]).toEqual([
      '/wiki/geyser/port-forwarding/',
      'Geyser',
      'Port forwarding',
      'en',
      'docs-default-current',
      'doc',
      'Open the Bedrock UDP port on your router and firewall.',
      '',
    ]);
    expect(index.sections.filter(([pageIndex]) => pageIndex === page)).toEqual([
      [
        page,
        '',
        1,
        [],
        [
          'Bedrock players connect over UDP to port 19132. Forwarding that port lets players outside your network join.',
        ],
      ],
      [
        page,
        'router',
        2,
        ['Forward the port on your router'],
        ["Open the router's admin page and add a UDP rule for 19132."],
      ],
      [page, 'docker', 2, ['Docker'], ['Publish the port with -p 19132:19132/udp.']],
    ]);
  });

  it('sorts pages by URL so the file is the same from build to build', () => {
    const urls = buildSearchIndex([...sampleRecords()].reverse()).pages.map(([url]) => url);
    expect(urls).toEqual([...urls].sort());
  });

  it('keeps one copy of text repeated on a page (tabs often repeat a sentence)', () => {
    const [first] = sampleRecords();
    const repeated = [...first.records, ...first.records.slice(1).filter((record) => record.type === 'content')];
    const index = buildSearchIndex([{info: first.info, records: repeated}]);
    expect(index.sections.flatMap(([, , , , blocks]) => blocks)).toHaveLength(3);
  });

  it('rejects files it cannot read', () => {
    expect(() => parseSearchIndex(null)).toThrow('not a JSON object');
    expect(() => parseSearchIndex({version: SEARCH_INDEX_VERSION, pages: []})).toThrow(
      'lacks its "pages" or "sections"',
    );
    expect(() => parseSearchIndex({version: SEARCH_INDEX_VERSION, pages: [], sections: [[['', [], []]]]})).toThrow(
      'sections for pages it does not list',
    );
    expect(() => parseSearchIndex({...packSearchIndex(sampleIndex()), sections: [[['', 'not a list', []]]]})).toThrow();
    // What the build writes reads back as the index it packed.
    expect(parseSearchIndex(JSON.parse(JSON.stringify(packSearchIndex(sampleIndex()))))).toEqual(sampleIndex());
  });
});

describe('packSearchIndex', () => {
  it('leaves out anchors that are the slug of their heading and gets them back when read', () => {
    const index = {
      version: SEARCH_INDEX_VERSION,
      pages: [sampleIndex().pages[0], sampleIndex().pages[0]],
      sections: [
        [0, '', 1, [], ['Intro.']],
        [0, 'set-up', 2, ['Set up'], ['One.']],
        [0, 'set-up-1', 3, ['Set up', 'Set up'], ['Two.']],
        [0, 'custom-id', 2, ['Renamed heading'], ['Three.']],
        [1, 'set-up', 2, ['Set up'], ['Another page starts its own count.']],
      ],
    } satisfies ReturnType<typeof sampleIndex>;
    const packed = packSearchIndex(index);
    expect(packed.sections.map((sections) => sections.map(([anchor]) => anchor))).toEqual([
      ['', null, null, 'custom-id'],
      [null],
    ]);
    expect(parseSearchIndex(JSON.parse(JSON.stringify(packed)))).toEqual(index);
  });
});

describe('highlighted values', () => {
  it('splits on the highlight tags and decodes entities, never keeping markup', () => {
    expect(parseHighlighted('Use <mark>key.pem</mark> &amp; <b>not</b> &lt;this&gt; &#39;<mark>x</mark>')).toEqual([
      {text: 'Use ', highlighted: false},
      {text: 'key.pem', highlighted: true},
      {text: " & <b>not</b> <this> '", highlighted: false},
      {text: 'x', highlighted: true},
    ]);
    expect(parseHighlighted('<em>a</em>b', '<em>', '</em>')).toEqual([
      {text: 'a', highlighted: true},
      {text: 'b', highlighted: false},
    ]);
    expect(decodeEntities('&#x41;&#66;&unknown;')).toBe('AB&unknown;');
  });
});

describe('the search page', () => {
  const hit = {
    objectID: '/wiki/a/#b',
    url: 'http://127.0.0.1:3000/wiki/a/#b',
    _highlightResult: {
      hierarchy: {
        lvl0: {value: 'Geyser', matchLevel: 'none', matchedWords: []},
        lvl1: {value: 'Port <mark>forwarding</mark>', matchLevel: 'partial', matchedWords: ['forwarding']},
        lvl2: {value: 'Docker', matchLevel: 'none', matchedWords: []},
      },
    },
    _snippetResult: {hierarchy: {}, content: {value: '…with <mark>forwarding</mark>…', matchLevel: 'partial'}},
  } as unknown as SearchHit;

  it('turns a hit into title, breadcrumbs and summary, reading only what Algolia returns', () => {
    expect(toSearchPageItems([hit], (url) => new URL(url).pathname + new URL(url).hash)).toEqual([
      {
        key: '/wiki/a/#b',
        url: '/wiki/a/#b',
        title: [{text: 'Docker', highlighted: false}],
        breadcrumbs: [
          [{text: 'Geyser', highlighted: false}],
          [
            {text: 'Port ', highlighted: false},
            {text: 'forwarding', highlighted: true},
          ],
        ],
        summary: [
          {text: '…with ', highlighted: false},
          {text: 'forwarding', highlighted: true},
          {text: '…', highlighted: false},
        ],
      },
    ]);
  });

  it('asks for the contextual facets as OR lists', () => {
    expect(
      searchPageRequest({indexName: 'i', query: 'q', page: 2, language: 'en', docsTags: ['docs-default-current']}),
    ).toMatchObject({
      page: 2,
      hitsPerPage: 15,
      facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
  });

  it('appends further pages, replaces results for a new query and ignores stale answers', () => {
    const response = (page: number, nbHits = 20): SearchResponse =>
      ({page, nbHits, nbPages: 2, hits: []}) as unknown as SearchResponse;
    const item = (key: string) => ({key, title: [], url: key, breadcrumbs: [], summary: null});
    let state: SearchPageState = {status: 'idle'};
    state = searchPageReducer(state, {type: 'start', query: 'a', page: 0});
    state = searchPageReducer(state, {type: 'results', query: 'a', response: response(0), items: [item('1')]});
    state = searchPageReducer(state, {type: 'start', query: 'a', page: 1});
    expect(state).toMatchObject({status: 'loading', items: [item('1')], nbHits: 20});
    state = searchPageReducer(state, {type: 'results', query: 'a', response: response(1), items: [item('2')]});
    expect(state).toMatchObject({status: 'done', page: 1, items: [item('1'), item('2')]});

    state = searchPageReducer(state, {type: 'start', query: 'b', page: 0});
    expect(state).toMatchObject({status: 'loading', items: [], nbHits: null});
    const stale = searchPageReducer(state, {type: 'results', query: 'a', response: response(0), items: [item('x')]});
    expect(stale).toBe(state);
    expect(searchPageReducer(state, {type: 'failed', query: 'b', message: 'offline'})).toEqual({
      status: 'error',
      query: 'b',
      message: 'offline',
    });
  });
});
