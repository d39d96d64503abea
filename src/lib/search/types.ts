/**
 * Shapes shared by the build-time index writer and the in-browser search client.
 *
 * Records follow Algolia DocSearch's record layout (the one its crawler writes for Docusaurus sites),
 * so the same UI can be answered by Algolia or by the local index without knowing which.
 */

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** One DocSearch record: a heading, or a block of text under the nearest heading. */
export interface DocSearchRecord {
  /** Site-relative URL with the heading anchor, e.g. `/wiki/geyser/faq/#is-geyser-free`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
}

/**
 * What kind of page a record comes from; used for ranking only. `page` is a site page outside the
 * docs and the blog: a download tab, a utility, the home page.
 */
export type PageKind = 'doc' | 'api' | 'blog' | 'page';

/** Facts about one page that the extractors need but cannot see in the page itself. */
export interface PageInfo {
  /** Site-relative permalink, e.g. `/wiki/geyser/faq/`. */
  url: string;
  /** The group results are shown under (wiki section or "Blog"). */
  lvl0: string;
  kind: PageKind;
  language: string;
  docusaurus_tag: string;
  /** The page's front-matter description, searchable with the page title. */
  description?: string;
  /** Words readers use for this page that its text may lack (`keywords` front matter). */
  keywords?: readonly string[];
  /** The sidebar categories the page sits in, outermost first ("Setup", "On your own machine"). */
  categories?: readonly string[];
}

/**
 * The index as the engine reads it: records grouped into sections (one per heading), stored as arrays
 * rather than objects, since repeated key names would double the size.
 */
export interface SearchIndexFile {
  /** Bumped whenever the file's layout changes, so a stale cached file is recognised. */
  version: typeof SEARCH_INDEX_VERSION;
  /** `[url, lvl0, lvl1 (title), language, docusaurus_tag, kind, description, keywords, categories]` */
  pages: IndexedPage[];
  /** `[page index, anchor ('' for the page top), heading level 1–6, headings lvl2…lvlN, text blocks]` */
  sections: IndexedSection[];
}

/**
 * The file the build writes (`/search-index.json`): the same index with what can be derived left out.
 * `sections[i]` holds the sections of `pages[i]` in page order, each `[anchor, headings, blocks]`; a
 * section's level is one more than the length of its heading path.
 */
export interface PackedSearchIndex {
  version: typeof SEARCH_INDEX_VERSION;
  pages: IndexedPage[];
  sections: PackedSection[][];
}

/** `anchor` is `null` when it is the slug of the last heading (build-index.ts derives it again). */
export type PackedSection = [anchor: string | null, headings: string[], blocks: string[]];

export const SEARCH_INDEX_VERSION = 3;

/** Hits on a page of results when a request does not say, as Algolia answers. */
export const DEFAULT_HITS_PER_PAGE = 20;

export type IndexedPage = [
  url: string,
  lvl0: string,
  lvl1: string,
  language: string,
  docusaurusTag: string,
  kind: PageKind,
  description: string,
  /** `keywords` front matter, joined with ", ". */
  keywords: string,
  /**
   * The sidebar categories the page sits in, outermost first, joined with " › ". Left out when there are
   * none, and by files from before it was added: readers of this layout treat a missing one as empty.
   */
  categories?: string,
];

export type IndexedSection = [page: number, anchor: string, level: number, headings: string[], blocks: string[]];

/* ---- The subset of Algolia's search API that DocSearch and the search page use ---- */

export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** One request of a multi-query `search()` call, as DocSearch and the search page send it. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  attributesToRetrieve?: readonly string[];
  attributesToSnippet?: readonly string[];
  attributesToHighlight?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** Algolia's URL-encoded form of the same parameters, sent by older clients. */
  params?: string;
  [other: string]: unknown;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export type HierarchyHighlight = Partial<Record<HierarchyLevel, HighlightResult>>;
export type HierarchySnippet = Partial<Record<HierarchyLevel, SnippetResult>>;

/** A record as a search answer returns it: the record's own fields plus Algolia's id and markup. */
export interface SearchHit extends DocSearchRecord {
  objectID: string;
  _highlightResult: {hierarchy: HierarchyHighlight; content?: HighlightResult};
  _snippetResult: {hierarchy: HierarchySnippet; content?: SnippetResult};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
}

export interface MultiSearchResponse {
  results: SearchResponse[];
}
