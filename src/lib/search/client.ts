import {parseSearchIndex} from './build-index';
import {SearchIndexUnavailableError} from './errors';
import {SearchEngine, termMatches, type Clause, type RankedSection, type Section} from './engine';
import {escapeHtml, highlight, snippet, type MarkOptions} from './highlight';
import {
  HIERARCHY_LEVELS,
  type FacetFilters,
  type Hierarchy,
  type HierarchyHighlight,
  type HierarchyLevel,
  type HierarchySnippet,
  type HighlightResult,
  type MultiSearchResponse,
  type RecordType,
  type SearchHit,
  type SearchIndexFile,
  type SearchRequest,
  type SearchResponse,
  type SnippetResult,
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

const DEFAULT_HITS_PER_PAGE = 20;

function answer(engine: SearchEngine, request: SearchRequest, origin: string): SearchResponse {
  const started = Date.now();
  const query = typeof request.query === 'string' ? request.query : '';
  const hitsPerPage = clampInt(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 1, 1000);
  const page = clampInt(request.page, 0, 0, 1000);
  const accept = facetPredicate(request.facetFilters);
  const ranked = query.trim() ? engine.search(query, accept) : [];
  const {clauses} = engine.parse(query);
  const marks: MarkOptions & {ellipsis: string} = {
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

/** `attributesToSnippet` entries such as `content:10`; the default length is Algolia's, 10 words. */
function parseSnippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, length] = entry.split(':');
    lengths.set(attribute, Number(length) > 0 ? Number(length) : 10);
  }
  return lengths;
}

function toHit(
  {section, matched}: RankedSection,
  clauses: Clause[],
  marks: MarkOptions & {ellipsis: string},
  snippetLengths: Map<string, number>,
  origin: string,
): SearchHit {
  const hierarchy: Hierarchy = {
    lvl0: section.lvl0,
    lvl1: section.title,
    lvl2: section.headings[0] || null,
    lvl3: section.headings[1] || null,
    lvl4: section.headings[2] || null,
    lvl5: section.headings[3] || null,
    lvl6: section.headings[4] || null,
  };
  const matchLevelOf = (found: Set<string>) => describeMatch(found, clauses);

  const highlightHierarchy: HierarchyHighlight = {};
  const snippetHierarchy: HierarchySnippet = {};
  for (const level of HIERARCHY_LEVELS) {
    const value = hierarchy[level];
    if (value === null) {
      continue;
    }
    const marked = highlight(value, matched, marks);
    const match = matchLevelOf(marked.found);
    highlightHierarchy[level] = {value: marked.value, ...match};
    const length = snippetLengths.get(`hierarchy.${level}`);
    snippetHierarchy[level] = length
      ? {value: snippet(value, matched, length, marks).value, matchLevel: match.matchLevel}
      : {value: marked.value, matchLevel: match.matchLevel};
  }

  const ownLevel: HierarchyLevel = HIERARCHY_LEVELS[Math.min(section.level, 6)];
  const headingMatched = (highlightHierarchy[ownLevel]?.matchLevel ?? 'none') !== 'none';
  const type: RecordType = headingMatched ? (ownLevel as RecordType) : 'content';
  const content = bestBlock(section, matched);

  const hit: SearchHit = {
    objectID: section.anchor
      ? `${section.url}#${section.anchor}`
      : section.level === 1
        ? section.url
        : `${section.url}#section-${section.id}`,
    url: `${origin}${section.url}${section.anchor ? `#${section.anchor}` : ''}`,
    url_without_anchor: `${origin}${section.url}`,
    anchor: section.anchor || null,
    type,
    // Escaped like the highlighted copies: DocSearch renders stored "recent" hits, which keep only
    // these raw fields, as HTML.
    hierarchy: escapeHierarchy(hierarchy),
    content: content === null ? null : escapeHtml(content),
    language: section.language,
    docusaurus_tag: section.docusaurus_tag,
    _highlightResult: {hierarchy: highlightHierarchy},
    _snippetResult: {hierarchy: snippetHierarchy},
  };
  if (content !== null) {
    const marked = highlight(content, matched, marks);
    const match = matchLevelOf(marked.found);
    hit._highlightResult.content = {value: marked.value, ...match};
    hit._snippetResult.content = {
      value: snippet(content, matched, snippetLengths.get('content') ?? 10, marks).value,
      matchLevel: match.matchLevel,
    } satisfies SnippetResult;
  }
  return hit;
}

function escapeHierarchy(hierarchy: Hierarchy): Hierarchy {
  const escape = (value: string | null) => (value === null ? null : escapeHtml(value));
  return {
    lvl0: escapeHtml(hierarchy.lvl0),
    lvl1: escapeHtml(hierarchy.lvl1),
    lvl2: escape(hierarchy.lvl2),
    lvl3: escape(hierarchy.lvl3),
    lvl4: escape(hierarchy.lvl4),
    lvl5: escape(hierarchy.lvl5),
    lvl6: escape(hierarchy.lvl6),
  };
}

/** The text block that best shows why the section matched; the page summary for an empty lead section. */
function bestBlock(section: Section, matched: Set<string>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  // A cheap substring test first: most blocks of a long section contain none of the terms.
  const stems = [...matched].map((term) => term.slice(0, 4));
  for (const block of section.blocks) {
    const lower = block.toLowerCase();
    if (!stems.some((stem) => lower.includes(stem))) {
      continue;
    }
    const count = highlight(block, matched, {preTag: '', postTag: ''}).found.size;
    if (count > bestCount) {
      best = block;
      bestCount = count;
    }
  }
  if (best !== null) {
    return best;
  }
  return section.blocks[0] ?? (section.level === 1 && section.description ? section.description : null);
}

function describeMatch(
  found: Set<string>,
  clauses: Clause[],
): Pick<HighlightResult, 'matchLevel' | 'matchedWords' | 'fullyHighlighted'> {
  if (found.size === 0) {
    return {matchLevel: 'none', matchedWords: []};
  }
  const foundTerms = [...found];
  const matchedWords = clauses
    .filter((clause) =>
      clause.alternatives.some((alternative) =>
        alternative.terms.every((term) => foundTerms.some((docTerm) => termMatches(term, docTerm))),
      ),
    )
    .map((clause) => clause.word);
  return {
    matchLevel: matchedWords.length === clauses.length && clauses.length > 0 ? 'full' : 'partial',
    matchedWords,
  };
}
