import {describe, expect, it, vi} from 'vitest';

import {
  createSearchApi,
  MAX_LIMIT,
  parseSearchParams,
  unescapeHtml,
  type SearchApiAnswer,
  type SearchApiError,
} from '../../../src/lib/search-api/handler';
import {sampleIndex} from '../../fixtures/search/corpus';
import {packSearchIndex} from '../../../src/lib/search/build-index';

const ORIGIN = 'https://geysermc.org';
const CONTEXT = {language: 'en', docsTags: ['docs-default-current', 'docs-api-current']};

function files(overrides: Record<string, () => Response> = {}) {
  const fetchAsset = vi.fn(async (path: string): Promise<Response> => {
    const make = overrides[path];
    if (make) return make();
    if (path === '/search-index.json') return Response.json(packSearchIndex(sampleIndex()));
    if (path === '/search-context.json') return Response.json(CONTEXT);
    return new Response('not found', {status: 404});
  });
  return {fetchAsset, api: createSearchApi({fetchAsset, cacheControl: 'public, max-age=300'})};
}

const get = (query: string, init?: RequestInit) => new Request(`${ORIGIN}/api/search${query}`, init);

describe('parseSearchParams', () => {
  it('reads q and limit, with a default limit', () => {
    expect(parseSearchParams(new URLSearchParams('q=port+forwarding&limit=3'))).toEqual({
      ok: true,
      query: 'port forwarding',
      limit: 3,
    });
    expect(parseSearchParams(new URLSearchParams('q=%20key%20'))).toMatchObject({ok: true, query: 'key', limit: 5});
  });

  it('rejects a missing query and a limit that is not a whole number in range, saying why', () => {
    expect(parseSearchParams(new URLSearchParams('q=++'))).toMatchObject({ok: false, code: 'missing_query'});
    expect(parseSearchParams(new URLSearchParams('query=key'))).toMatchObject({
      message: expect.stringContaining('the parameter is q, not query'),
    });
    for (const limit of ['0', String(MAX_LIMIT + 1), '2.5', '-1', 'ten', '', '1e1', '0010']) {
      expect(parseSearchParams(new URLSearchParams({q: 'key', limit})), limit).toMatchObject({
        ok: false,
        code: 'invalid_limit',
      });
    }
  });
});

describe('the search API', () => {
  it('answers with plain-text results of the current docs, linked to their headings', async () => {
    const {api} = files();
    const response = await api.handle(get('?q=router&limit=2'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await response.json()) as SearchApiAnswer;
    expect(body).toMatchObject({query: 'router', total: 2, searchPage: `${ORIGIN}/search/?q=router`});
    expect(body.results[0]).toEqual({
      title: 'Port forwarding',
      section: 'Forward the port on your router',
      url: `${ORIGIN}/wiki/geyser/port-forwarding/#router`,
      snippet: "Open the router's admin page and add a UDP rule for 19132.",
    });
  });

  it('leaves out archived versions and other languages, as the search page does', async () => {
    const {api} = files();
    const body = (await (await api.handle(get('?q=port+forwarding&limit=20'))).json()) as SearchApiAnswer;
    const urls = body.results.map((result) => result.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.some((url) => url.includes('/wiki/1.0/') || url.includes('/fr/'))).toBe(false);
  });

  it('returns at most limit results but counts them all', async () => {
    const {api} = files();
    const body = (await (await api.handle(get('?q=port&limit=1'))).json()) as SearchApiAnswer;
    expect(body.results).toHaveLength(1);
    expect(body.total).toBeGreaterThan(1);
  });

  it('gives plain text, never markup, for text that looks like HTML', () => {
    expect(unescapeHtml('&lt;b&gt; &amp;lt; &quot;x&quot; &#39;y&#39;')).toBe('<b> &lt; "x" \'y\'');
  });

  it('answers bad parameters, other methods and a missing index with a JSON error', async () => {
    const {api} = files({'/search-index.json': () => new Response('gone', {status: 500})});
    const cases: Array<[Request, number, string]> = [
      [get(''), 400, 'missing_query'],
      [get('?q=key&limit=500'), 400, 'invalid_limit'],
      [get('?q=key', {method: 'POST', body: '{}'}), 405, 'method_not_allowed'],
      [get('?q=key'), 503, 'search_unavailable'],
    ];
    for (const [request, status, code] of cases) {
      const response = await api.handle(request);
      expect(response.status, code).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(((await response.json()) as SearchApiError).error.code).toBe(code);
    }
  });

  it('loads the index once, and again after a failure', async () => {
    let fail = true;
    const {api, fetchAsset} = files({
      '/search-index.json': () =>
        fail ? new Response('', {status: 503}) : Response.json(packSearchIndex(sampleIndex())),
    });
    expect((await api.handle(get('?q=key'))).status).toBe(503);
    fail = false;
    expect((await api.handle(get('?q=key'))).status).toBe(200);
    expect((await api.handle(get('?q=router'))).status).toBe(200);
    expect(fetchAsset.mock.calls.filter(([path]) => path === '/search-index.json')).toHaveLength(2);
  });

  it('answers CORS preflights and HEAD requests', async () => {
    const {api} = files();
    const preflight = await api.handle(get('?q=key', {method: 'OPTIONS'}));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const head = await api.handle(get('?q=key', {method: 'HEAD'}));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('caps a hostile query as the modal does: a huge one is searched, not rejected or slow', async () => {
    const {api} = files();
    const response = await api.handle(get(`?q=${'router '.repeat(2000)}`));
    expect(response.status).toBe(200);
    expect(((await response.json()) as SearchApiAnswer).results[0]?.url).toBe(
      `${ORIGIN}/wiki/geyser/port-forwarding/#router`,
    );
  });
});
