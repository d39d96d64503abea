/**
 * `GET /api/search?q=…&limit=…`: the site's search for programs (the Discord bot's `/wiki` command, other
 * tools), answered by the same engine, index and request as the `/search` page, so both rank alike. The
 * Cloudflare Pages Function in `functions/api/search.ts` hands requests to `createSearchApi`; this module has
 * no Cloudflare types, so unit tests call it with plain `Request`s.
 *
 * Only the search's public entry points are used: `createLocalSearchClient` and `fetchSearchIndex`
 * (client.ts), the search page's request (search-page.ts) and the index's file name (mode.ts).
 */
import {createLocalSearchClient, fetchSearchIndex, SearchIndexUnavailableError} from '../search/client';
import {SEARCH_INDEX_FILE} from '../search/mode';
import {searchPageRequest} from '../search/search-page';
import type {SearchHit} from '../search/types';

/** Results when the request does not say. */
export const DEFAULT_LIMIT = 5;
/** The most results one request gets: a page of the search modal. */
export const MAX_LIMIT = 20;
/** Words of text around the first match in each result's snippet. */
export const SNIPPET_WORDS = 24;
/** Written by src/plugins/search-api: the language and docs versions the `/search` page searches. */
export const SEARCH_CONTEXT_FILE = 'search-context.json';

export interface SearchContext {
  /** The site's language, as in the index's `language` facet. */
  readonly language: string;
  /** `docusaurus_tag` of the newest version of each docs instance. */
  readonly docsTags: readonly string[];
}

export interface SearchApiResult {
  /** The page's title. */
  readonly title: string;
  /** The heading of the part of the page that matched; null for the top of the page. */
  readonly section: string | null;
  /** Absolute URL, with the heading's anchor. */
  readonly url: string;
  /** Plain text around the first match, `…` where it was cut; null when the match is in a heading only. */
  readonly snippet: string | null;
}

export interface SearchApiAnswer {
  readonly query: string;
  /** Every match, not only those returned. */
  readonly total: number;
  readonly results: readonly SearchApiResult[];
  /** The same search on the site's search page, for "see all results". */
  readonly searchPage: string;
}

export interface SearchApiError {
  readonly error: {readonly code: string; readonly message: string};
}

export interface SearchApiOptions {
  /** A file of the deployed site, by path from its root (`/search-index.json`). */
  fetchAsset(path: string): Promise<Response>;
  /** `Cache-Control` of an answer. */
  cacheControl: string;
  /** Where the search page is, from the site root. */
  searchPagePath?: string;
}

type Parsed = {ok: true; query: string; limit: number} | {ok: false; code: string; message: string};

/** Reads `q` and `limit`; other parameters are ignored. */
export function parseSearchParams(params: URLSearchParams): Parsed {
  const query = (params.get('q') ?? '').trim();
  if (!query) {
    const hint = params.has('query') ? ' (the parameter is q, not query)' : '';
    return {
      ok: false,
      code: 'missing_query',
      message: `Give the words to search for in the q parameter${hint}, for example /api/search?q=port+forwarding`,
    };
  }
  const rawLimit = params.get('limit');
  if (rawLimit === null) {
    return {ok: true, query, limit: DEFAULT_LIMIT};
  }
  const limit = /^\d{1,3}$/.test(rawLimit.trim()) ? Number(rawLimit.trim()) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) {
    return {
      ok: false,
      code: 'invalid_limit',
      message: `limit must be a whole number from 1 to ${MAX_LIMIT}, got ${JSON.stringify(rawLimit)}`,
    };
  }
  return {ok: true, query, limit};
}

/** The hits' text fields are HTML-escaped (Algolia's format, which the client keeps); the API gives plain text. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const SECTION_LEVELS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;

export function toApiResult(hit: SearchHit, origin: string): SearchApiResult {
  const section = SECTION_LEVELS.map((level) => hit.hierarchy[level]).find((value) => value);
  const snippet = hit._snippetResult.content?.value;
  return {
    title: unescapeHtml(hit.hierarchy.lvl1),
    section: section ? unescapeHtml(section) : null,
    url: new URL(hit.url, origin).href,
    snippet: snippet ? unescapeHtml(snippet) : null,
  };
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
};

function json(body: SearchApiAnswer | SearchApiError, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      // An API, not a page: robots.txt asks crawlers to stay out, this keeps any answer out of results.
      'X-Robots-Tag': 'noindex',
      ...CORS,
      ...headers,
    },
  });
}

const failure = (status: number, code: string, message: string, headers: Record<string, string> = {}): Response =>
  json({error: {code, message}}, status, {'Cache-Control': 'no-store', ...headers});

/** One per isolate: the index is fetched and indexed on the first query and kept for the next ones. */
export function createSearchApi(options: SearchApiOptions): {handle(request: Request): Promise<Response>} {
  const client = createLocalSearchClient({
    origin: '',
    loadIndex: () => fetchSearchIndex(`/${SEARCH_INDEX_FILE}`, (input) => options.fetchAsset(String(input))),
  });
  let context: Promise<SearchContext> | null = null;
  const loadContext = (): Promise<SearchContext> => {
    if (!context) {
      const loading = options.fetchAsset(`/${SEARCH_CONTEXT_FILE}`).then(async (response) => {
        if (!response.ok) {
          throw new Error(`/${SEARCH_CONTEXT_FILE} answered HTTP ${response.status}`);
        }
        return (await response.json()) as SearchContext;
      });
      context = loading;
      loading.catch(() => {
        context = null;
      });
    }
    return context;
  };

  async function search(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const parsed = parseSearchParams(url.searchParams);
    if (!parsed.ok) {
      return failure(400, parsed.code, parsed.message);
    }
    let answer: SearchApiAnswer;
    try {
      const {language, docsTags} = await loadContext();
      const {results} = await client.search({
        requests: [
          {
            ...searchPageRequest({indexName: '', query: parsed.query, page: 0, language, docsTags}),
            hitsPerPage: parsed.limit,
            attributesToSnippet: [`content:${SNIPPET_WORDS}`],
            highlightPreTag: '',
            highlightPostTag: '',
          },
        ],
      });
      const searchPage = new URL(options.searchPagePath ?? '/search/', url.origin);
      searchPage.searchParams.set('q', parsed.query);
      answer = {
        query: parsed.query,
        total: results[0].nbHits,
        results: results[0].hits.map((hit) => toApiResult(hit, url.origin)),
        searchPage: searchPage.href,
      };
    } catch (error) {
      const message =
        error instanceof SearchIndexUnavailableError
          ? error.message
          : `The search could not run: ${error instanceof Error ? error.message : String(error)}`;
      return failure(503, 'search_unavailable', message, {'Retry-After': '60'});
    }
    return json(answer, 200, {'Cache-Control': options.cacheControl});
  }

  return {
    async handle(request) {
      if (request.method === 'OPTIONS') {
        return new Response(null, {status: 204, headers: {...CORS, 'Access-Control-Max-Age': '86400'}});
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return failure(405, 'method_not_allowed', `Use GET; ${request.method} is not supported here.`, {
          Allow: 'GET, HEAD, OPTIONS',
        });
      }
      const response = await search(request);
      return request.method === 'HEAD' ? new Response(null, response) : response;
    },
  };
}
