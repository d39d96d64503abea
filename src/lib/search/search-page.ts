import {parseHighlighted, type TextSegment} from './marks';
import {HIERARCHY_LEVELS, type SearchHit, type SearchRequest, type SearchResponse} from './types';

/** Results per request on the search page, as on the theme's own page. */
export const SEARCH_PAGE_HITS_PER_PAGE = 15;

const PRE_TAG = '<mark>';
const POST_TAG = '</mark>';

/**
 * The request the search page sends: the same contextual filters as the modal (this language, and
 * the "default" tag plus each docs instance's current version), so both count the same results.
 */
export function searchPageRequest({
  indexName,
  query,
  page,
  language,
  docsTags,
}: {
  indexName: string;
  query: string;
  page: number;
  language: string;
  docsTags: readonly string[];
}): SearchRequest {
  return {
    indexName,
    query,
    page,
    hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE,
    facetFilters: [
      [`language:${language}`],
      ['docusaurus_tag:default', ...docsTags.map((tag) => `docusaurus_tag:${tag}`)],
    ],
    attributesToSnippet: ['content:30'],
    highlightPreTag: PRE_TAG,
    highlightPostTag: POST_TAG,
    snippetEllipsisText: '…',
  };
}

export interface SearchPageItem {
  /** Stable React key. */
  key: string;
  title: TextSegment[];
  url: string;
  breadcrumbs: TextSegment[][];
  summary: TextSegment[] | null;
}

/**
 * Reads only what Algolia returns for a DocSearch index, so the page works with either client: the
 * deepest heading is the title, the levels above it are breadcrumbs, the content snippet is the
 * summary.
 */
export function toSearchPageItems(hits: readonly SearchHit[], processUrl: (url: string) => string): SearchPageItem[] {
  return hits.map((hit) => {
    const levels = HIERARCHY_LEVELS.map((level) => hit._highlightResult?.hierarchy?.[level]?.value).filter(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    const title = levels.pop() ?? '';
    const summary = hit._snippetResult?.content?.value;
    return {
      key: hit.objectID,
      title: parseHighlighted(title, PRE_TAG, POST_TAG),
      url: processUrl(hit.url),
      breadcrumbs: levels.map((level) => parseHighlighted(level, PRE_TAG, POST_TAG)),
      summary: summary ? parseHighlighted(summary, PRE_TAG, POST_TAG) : null,
    };
  });
}

export type SearchPageState =
  | {status: 'idle'}
  | {status: 'loading'; query: string; items: SearchPageItem[]; nbHits: number | null}
  | {status: 'done'; query: string; items: SearchPageItem[]; nbHits: number; page: number; nbPages: number}
  | {status: 'error'; query: string; message: string};

export type SearchPageAction =
  | {type: 'reset'}
  | {type: 'start'; query: string; page: number}
  | {type: 'results'; query: string; response: SearchResponse; items: SearchPageItem[]}
  | {type: 'failed'; query: string; message: string};

/** Page state: a new query replaces the list, a further page is appended; stale answers are ignored. */
export function searchPageReducer(state: SearchPageState, action: SearchPageAction): SearchPageState {
  switch (action.type) {
    case 'reset':
      return {status: 'idle'};
    case 'start': {
      const keep = action.page > 0 && 'items' in state && state.query === action.query;
      return {
        status: 'loading',
        query: action.query,
        items: keep ? state.items : [],
        nbHits: keep && state.status === 'done' ? state.nbHits : null,
      };
    }
    case 'results': {
      if (state.status !== 'loading' || state.query !== action.query) {
        return state;
      }
      const {page, nbHits, nbPages} = action.response;
      return {
        status: 'done',
        query: action.query,
        items: page === 0 ? action.items : [...state.items, ...action.items],
        nbHits,
        page,
        nbPages,
      };
    }
    case 'failed':
      if (!('query' in state) || state.query !== action.query) {
        return state;
      }
      return {status: 'error', query: action.query, message: action.message};
    default:
      return state;
  }
}
