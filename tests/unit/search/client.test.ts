import {SEARCH_INDEX_VERSION} from '../../../src/lib/search/types';
import {describe, expect, it, vi} from 'vitest';

import {createLocalSearchClient, fetchSearchIndex} from '../../../src/lib/search/client';
import type {SearchIndexFile, SearchRequest} from '../../../src/lib/search/types';
import {CURRENT_ENGLISH, sampleIndex} from '../../fixtures/search/corpus';
import {packSearchIndex} from '../../../src/lib/search/build-index';

const ORIGIN = 'http://127.0.0.1:3000';

function client(loadIndex: () => Promise<SearchIndexFile> = async () => sampleIndex()) {
  return createLocalSearchClient({origin: ORIGIN, loadIndex});
}

/** The request DocSearch 4.7's modal sends for each keystroke (see DocSearchModal.tsx). */
function modalRequest(query: string, extra: Partial<SearchRequest> = {}): SearchRequest {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  return {
    query,
    indexName: 'geysermc',
    attributesToRetrieve: ['hierarchy.lvl0', ...levels.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: [...levels.map((level) => `hierarchy.${level}:15`), 'content:15'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: CURRENT_ENGLISH,
    ...extra,
  };
}

/** The request the search page sends (15 per page, contextual filters as OR lists). */
function pageRequest(query: string, page: number): SearchRequest {
  return {
    indexName: 'geysermc',
    query,
    page,
    hitsPerPage: 15,
    facetFilters: [
      ['language:en'],
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current'],
    ],
    attributesToSnippet: ['content:30'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

describe('the local search client, answering the DocSearch modal', () => {
  it('returns DocSearch hits with absolute URLs, hierarchy, type, highlights and snippets', async () => {
    const {results} = await client().search({requests: [modalRequest('router')]});
    expect(results).toHaveLength(1);
    const [result] = results;
    // The heading, then the page top (its description mentions the router too).
    expect(result).toMatchObject({nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: 'router', index: 'geysermc'});
    const [hit] = result.hits;
    expect(hit).toMatchObject({
      objectID: '/wiki/geyser/port-forwarding/#router',
      url: `${ORIGIN}/wiki/geyser/port-forwarding/#router`,
      url_without_anchor: `${ORIGIN}/wiki/geyser/port-forwarding/`,
      anchor: 'router',
      type: 'lvl2',
      hierarchy: {lvl0: 'Geyser', lvl1: 'Port forwarding', lvl2: 'Forward the port on your router', lvl3: null},
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
    expect(hit._highlightResult.hierarchy.lvl2).toEqual({
      value: 'Forward the port on your <mark>router</mark>',
      matchLevel: 'full',
      matchedWords: ['router'],
    });
    expect(hit._highlightResult.hierarchy.lvl1).toMatchObject({value: 'Port forwarding', matchLevel: 'none'});
    expect(hit._snippetResult.content?.value).toBe(
      'Open the <mark>router&#39;s</mark> admin page and add a UDP rule for 19132.',
    );
  });

  it('answers every request of a multi-query call, in order', async () => {
    const {results} = await client().search([modalRequest('docker'), modalRequest('floodgate')]);
    expect(results.map((result) => result.hits[0]?.url)).toEqual([
      `${ORIGIN}/wiki/geyser/port-forwarding/#docker`,
      `${ORIGIN}/wiki/floodgate/`,
    ]);
  });

  it('applies contextual facet filters: only this language and the current docs versions', async () => {
    const filtered = await client().search([modalRequest('port forwarding')]);
    const urls = filtered.results[0].hits.map((hit) => hit.url_without_anchor);
    expect(urls).toContain(`${ORIGIN}/wiki/geyser/port-forwarding/`);
    expect(urls).toContain(`${ORIGIN}/blog/java-21/`);
    expect(urls).not.toContain(`${ORIGIN}/wiki/1.0/geyser/port-forwarding/`);
    expect(urls).not.toContain(`${ORIGIN}/fr/wiki/geyser/port-forwarding/`);

    const unfiltered = await client().search([modalRequest('port forwarding', {facetFilters: undefined})]);
    expect(unfiltered.results[0].nbHits).toBe(filtered.results[0].nbHits + 2);

    const french = await client().search([modalRequest('port', {facetFilters: ['language:fr']})]);
    expect(french.results[0].hits.map((hit) => hit.url)).toEqual([`${ORIGIN}/fr/wiki/geyser/port-forwarding/`]);

    const notBlog = await client().search([
      modalRequest('port forwarding', {facetFilters: [...CURRENT_ENGLISH, 'docusaurus_tag:-default']}),
    ]);
    expect(notBlog.results[0].hits.some((hit) => hit.docusaurus_tag === 'default')).toBe(false);
  });

  it('accepts a single facet filter string and filters on lvl0', async () => {
    const {results} = await client().search([modalRequest('port', {facetFilters: 'hierarchy.lvl0:Blog'})]);
    expect(results[0].hits.map((hit) => hit.hierarchy.lvl0)).toEqual(['Blog']);
  });

  it('types a hit by where it matched: page title, heading, or text', async () => {
    const {results} = await client().search([modalRequest('floodgate'), modalRequest('dump'), modalRequest('admin')]);
    expect(results[0].hits[0]).toMatchObject({type: 'lvl1', url: `${ORIGIN}/wiki/floodgate/`});
    expect(results[1].hits.find((hit) => hit.anchor === 'dump')).toMatchObject({type: 'lvl3'});
    expect(results[2].hits[0]).toMatchObject({
      type: 'content',
      content: 'Open the router&#39;s admin page and add a UDP rule for 19132.',
    });
  });

  it('escapes HTML in every text field', async () => {
    const {results} = await client().search([modalRequest('unable to connect')]);
    const hit = results[0].hits[0];
    expect(hit.hierarchy.lvl1).toBe('Fixing &quot;Unable to connect to world&quot;');
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      'Fixing &quot;<mark>Unable</mark> to <mark>connect</mark> to world&quot;',
    );
  });

  it('returns no hits for an empty query or one of stop words only', async () => {
    const {results} = await client().search([modalRequest(''), modalRequest('how to')]);
    expect(results.map((result) => result.nbHits)).toEqual([0, 0]);
  });

  it('reads parameters sent the legacy way, as a params string', async () => {
    const {results} = await client().search([
      {
        indexName: 'geysermc',
        params: `query=docker&hitsPerPage=1&facetFilters=${encodeURIComponent(JSON.stringify(CURRENT_ENGLISH))}`,
      },
    ]);
    expect(results[0]).toMatchObject({query: 'docker', hitsPerPage: 1, nbHits: 1});
  });
});

describe('the local search client, answering the search page', () => {
  it('pages through results without repeats and reports the totals', async () => {
    const search = client();
    const first = (await search.search({requests: [pageRequest('port', 0)]})).results[0];
    expect(first.nbHits).toBeGreaterThan(3);
    const small = {...pageRequest('port', 0), hitsPerPage: 2};
    const pages = await Promise.all(
      [0, 1, 2, 3].map(async (page) => (await search.search([{...small, page}])).results[0]),
    );
    expect(pages[0]).toMatchObject({
      nbHits: first.nbHits,
      nbPages: Math.ceil(first.nbHits / 2),
      page: 0,
      hitsPerPage: 2,
    });
    const seen = pages.flatMap((page) => page.hits.map((hit) => hit.objectID));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(first.hits.slice(0, seen.length).map((hit) => hit.objectID));
    expect(pages.at(-1)?.hits.length).toBeLessThanOrEqual(2);
  });

  it('counts the same results as the modal for the same query', async () => {
    const search = client();
    const [modal, page] = (await search.search([modalRequest('port'), pageRequest('port', 0)])).results;
    expect(page.nbHits).toBe(modal.nbHits);
  });

  it('snippets content to the requested number of words around the match', async () => {
    const {results} = await client().search([{...pageRequest('network', 0), attributesToSnippet: ['content:4']}]);
    expect(results[0].hits[0]._snippetResult.content?.value).toBe('…outside your <mark>network</mark> join.');
    const {results: middle} = await client().search([
      {...pageRequest('outside', 0), attributesToSnippet: ['content:4']},
    ]);
    expect(middle[0].hits[0]._snippetResult.content?.value).toBe('…players <mark>outside</mark> your network…');
  });
});

describe('loading the index', () => {
  it('loads the index once, on the first query', async () => {
    const loadIndex = vi.fn(async () => sampleIndex());
    const search = client(loadIndex);
    expect(loadIndex).not.toHaveBeenCalled();
    await search.search([modalRequest('docker')]);
    await search.search([modalRequest('router')]);
    expect(loadIndex).toHaveBeenCalledTimes(1);
  });

  it('fails with the error name DocSearch shows as "Unable to fetch results", and tries again next time', async () => {
    const loadIndex = vi
      .fn<() => Promise<SearchIndexFile>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(sampleIndex());
    const search = client(loadIndex);
    await expect(search.search([modalRequest('docker')])).rejects.toMatchObject({
      name: 'RetryError',
      message: 'The search index could not be loaded: offline',
    });
    await expect(search.search([modalRequest('docker')])).resolves.toMatchObject({results: [{nbHits: 1}]});
  });

  it('explains HTTP errors, bad JSON and stale layouts', async () => {
    const respond = (body: string, status = 200) => vi.fn(async () => new Response(body, {status}));
    await expect(fetchSearchIndex('/search-index.json', respond('', 404))).rejects.toThrow(
      '/search-index.json answered HTTP 404.',
    );
    await expect(fetchSearchIndex('/search-index.json', respond('<html>'))).rejects.toThrow('is not valid JSON');
    await expect(
      fetchSearchIndex('/search-index.json', respond('{"version":0,"pages":[],"sections":[]}')),
    ).rejects.toThrow('layout version 0');
    await expect(
      fetchSearchIndex('/search-index.json', respond(JSON.stringify(packSearchIndex(sampleIndex())))),
    ).resolves.toMatchObject({
      version: SEARCH_INDEX_VERSION,
    });
  });
});
