import {parseSearchIndex} from './build-index';
import {SearchIndexUnavailableError} from './errors';
import {SearchEngine, type Section} from './engine';
import {type HitMarks, parseSnippetLengths, toHit} from './search-hits';
import {
  DEFAULT_HITS_PER_PAGE,
  type FacetFilters,
  type MultiSearchResponse,
  type SearchIndexFile,
  type SearchRequest,
  type SearchResponse,
} from './types';

/**
 * A search client that answers the requests DocSearch's modal and the search page send to Algolia,
 * from the index built with the site. It implements only what those two callers use: multi-query
 * `search()`, `query`, `page`, `hitsPerPage`, `facetFilters` (AND of ORs, with `-` negation),
 * `attributesToSnippet` lengths, highlight tags and the snippet ellipsis. Hits are distinct by
 * section (heading anchor), as DocSearch's `distinct` on `url` makes them.
 */
export interface LocalSearchClient {
  search(params: {requests: readonly SearchRequest[]} | readonly SearchRequest[]): Promise<MultiSearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): void}};
}

export interface LocalSearchClientOptions {
  /** Loads the index. Called on the first query only; after a failure, the next query tries again. */
  loadIndex: () => Promise<SearchIndexFile>;
  /** Hit URLs are absolute, like Algolia's; the theme turns them back into router paths. */
  origin: string;
}

export {SearchIndexUnavailableError};

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  let engine: Promise<SearchEngine> | null = null;
  const loadEngine = (): Promise<SearchEngine> => {
    if (!engine) {
      const loading = options.loadIndex().then((file) => new SearchEngine(file));
      engine = loading;
      loading.catch(() => {
        engine = null;
      });
    }
    return engine;
  };

  const agent = {
    value: 'GeyserMC local search',
    add({segment, version}: {segment: string; version?: string}) {
      agent.value += `; ${segment}${version ? ` (${version})` : ''}`;
    },
  };

  return {
    transporter: {algoliaAgent: agent},
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    async search(params) {
      const requests = Array.isArray(params) ? params : (params as {requests: readonly SearchRequest[]}).requests;
      let ready: SearchEngine;
      try {
        ready = await loadEngine();
      } catch (error) {
        throw new SearchIndexUnavailableError(error);
      }
      return {results: requests.map((request) => answer(ready, normalizeRequest(request), options.origin))};
    },
  };
}

/** Fetches and checks `/search-index.json`, with messages that say what went wrong. */
export async function fetchSearchIndex(url: string, fetcher: typeof fetch = fetch): Promise<SearchIndexFile> {
  let response: Response;
  try {
    response = await fetcher(url, {credentials: 'same-origin'});
  } catch (error) {
    throw new Error(`${url} could not be fetched (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!response.ok) {
    throw new Error(`${url} answered HTTP ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`${url} is not valid JSON.`);
  }
  return parseSearchIndex(body);
}

/** Older clients send parameters as `params` (an object or a query string); fold them in. */
function normalizeRequest(request: SearchRequest): SearchRequest {
  const {params, ...rest} = request;
  if (typeof params === 'string') {
    const decoded: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(params)) {
      decoded[key] = parseParam(value);
    }
    return {...decoded, ...rest};
  }
  if (params && typeof params === 'object') {
    return {...(params as Record<string, unknown>), ...rest};
  }
  return rest;
}

function parseParam(value: string): unknown {
  if (/^[[{]/.test(value) || /^-?\d+$/.test(value) || value === 'true' || value === 'false') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

function answer(engine: SearchEngine, request: SearchRequest, origin: string): SearchResponse {
  const started = Date.now();
  const query = typeof request.query === 'string' ? request.query : '';
  const hitsPerPage = clampInt(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 1, 1000);
  const page = clampInt(request.page, 0, 0, 1000);
  const accept = facetPredicate(request.facetFilters);
  const ranked = query.trim() ? engine.search(query, accept) : [];
  const {clauses} = engine.parse(query);
  const marks: HitMarks = {
    preTag: typeof request.highlightPreTag === 'string' ? request.highlightPreTag : '<em>',
    postTag: typeof request.highlightPostTag === 'string' ? request.highlightPostTag : '</em>',
    ellipsis: typeof request.snippetEllipsisText === 'string' ? request.snippetEllipsisText : '…',
  };
  const snippetLengths = parseSnippetLengths(request.attributesToSnippet);
  const hits = ranked
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((entry) => toHit(entry, clauses, marks, snippetLengths, origin));
  const paramEntries = Object.entries(request).filter(([key]) => key !== 'indexName');
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    query,
    params: new URLSearchParams(
      paramEntries.map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString(),
    index: typeof request.indexName === 'string' ? request.indexName : '',
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
  };
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? Math.min(max, Math.max(min, Math.trunc(number))) : fallback;
}

/** The facets every record carries, by the names Algolia filters use. */
function facetValue(section: Section, attribute: string): string | undefined {
  switch (attribute) {
    case 'language':
      return section.language;
    case 'docusaurus_tag':
      return section.docusaurus_tag;
    case 'lvl0':
    case 'hierarchy.lvl0':
      return section.lvl0;
    default:
      return undefined;
  }
}

/** Algolia `facetFilters`: the outer list is AND, an inner list is OR, `attr:-value` negates. */
export function facetPredicate(filters: FacetFilters | undefined): (section: Section) => boolean {
  if (filters === undefined) {
    return () => true;
  }
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    (typeof group === 'string' ? [group] : group).map(parseFacet),
  );
  return (section) =>
    groups.every((group) =>
      group.some(({attribute, value, negated}) => (facetValue(section, attribute) === value) !== negated),
    );
}

function parseFacet(filter: string): {attribute: string; value: string; negated: boolean} {
  const colon = filter.indexOf(':');
  const attribute = colon === -1 ? filter : filter.slice(0, colon);
  let value = colon === -1 ? '' : filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) {
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  return {attribute: attribute.trim(), value, negated};
}
