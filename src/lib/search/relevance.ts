import type {SearchEngine} from './engine';
import type {SearchIndexFile} from './types';

/** Where a case's phrasing comes from; `everyday` is a question in a player's words. */
export const RELEVANCE_SOURCES = ['discord-tag', 'github-issue', 'symptom', 'typo', 'reader', 'everyday'] as const;

/**
 * One reader query of the relevance suite: the page (and, where a page answers several questions,
 * the heading) that must come first (`within: 1`) or among the first three results (`within: 3`).
 */
export interface RelevanceCase {
  query: string;
  /** Site path of the page, e.g. `/wiki/geyser/port-forwarding/` or `/download/?project=floodgate`. */
  page: string;
  /** Heading anchor without `#`, when the result must be that section. */
  heading?: string;
  within: 1 | 3;
  source: (typeof RELEVANCE_SOURCES)[number];
}

export interface CaseResult {
  entry: RelevanceCase;
  /** 1-based position of the first matching result; `null` when it is not in the first `RANK_DEPTH`. */
  rank: number | null;
  /** The first three results, as `url#anchor`. */
  top: string[];
}

export interface RelevanceReport {
  cases: number;
  /** Shares in [0, 1]. */
  top1: number;
  top3: number;
  /** Mean reciprocal rank (0 when the page is missing from the first `RANK_DEPTH`). */
  mrr: number;
  /** Cases whose page was not where the case requires. */
  misses: CaseResult[];
  results: CaseResult[];
}

export const RANK_DEPTH = 20;

export function rankOf(engine: SearchEngine, entry: RelevanceCase): CaseResult {
  const ranked = engine.search(entry.query).slice(0, RANK_DEPTH);
  const index = ranked.findIndex(
    ({section}) => section.url === entry.page && (entry.heading === undefined || section.anchor === entry.heading),
  );
  return {
    entry,
    rank: index === -1 ? null : index + 1,
    top: ranked.slice(0, 3).map(({section}) => `${section.url}${section.anchor ? `#${section.anchor}` : ''}`),
  };
}

export function evaluate(engine: SearchEngine, cases: readonly RelevanceCase[]): RelevanceReport {
  const results = cases.map((entry) => rankOf(engine, entry));
  const share = (pass: (result: CaseResult) => boolean) =>
    cases.length === 0 ? 0 : results.filter(pass).length / cases.length;
  return {
    cases: cases.length,
    top1: share(({rank}) => rank === 1),
    top3: share(({rank}) => rank !== null && rank <= 3),
    mrr: cases.length === 0 ? 0 : results.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / cases.length,
    misses: results.filter(({entry, rank}) => rank === null || rank > entry.within),
    results,
  };
}

export function formatReport(name: string, report: RelevanceReport): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const lines = [
    `${name}: ${report.cases} queries, top-1 ${percent(report.top1)}, top-3 ${percent(report.top3)}, MRR ${report.mrr.toFixed(3)}`,
  ];
  for (const miss of report.misses) {
    const target = `${miss.entry.page}${miss.entry.heading ? `#${miss.entry.heading}` : ''}`;
    lines.push(
      `  miss "${miss.entry.query}" → ${target} (needs top ${miss.entry.within}, got ${miss.rank ?? `>${RANK_DEPTH}`}); first: ${miss.top.join(', ') || 'nothing'}`,
    );
  }
  return lines.join('\n');
}

/**
 * Queries made from the site's own words, so every page is checked without a fixture: a guide's or site
 * page's title must find that page first, and the first clause of a guide's description (the task as a
 * reader would put it: "Show Java Edition custom waypoint styles on the Bedrock locator bar") must find it
 * among the first three. Titles or clauses that several pages share, and clauses under three words, are
 * left out: they name no one page.
 */
export function ownWordsCases(file: SearchIndexFile): {titles: RelevanceCase[]; descriptions: RelevanceCase[]} {
  const titles = new Map<string, RelevanceCase[]>();
  const descriptions = new Map<string, RelevanceCase[]>();
  const add = (into: Map<string, RelevanceCase[]>, entry: RelevanceCase) => {
    const key = entry.query.toLowerCase();
    into.set(key, [...(into.get(key) ?? []), entry]);
  };
  for (const [url, , title, , , kind, description] of file.pages) {
    if (kind !== 'doc' && kind !== 'page') {
      continue;
    }
    if (title.trim()) {
      add(titles, {query: title.trim(), page: url, within: 1, source: 'reader'});
    }
    const clause = kind === 'doc' ? (description.split(/[,:;.]/)[0] ?? '').trim() : '';
    if (clause.split(/\s+/).length >= 3) {
      add(descriptions, {query: clause, page: url, within: 3, source: 'reader'});
    }
  }
  const unique = (cases: Map<string, RelevanceCase[]>) =>
    [...cases.values()].filter((list) => list.length === 1).map(([entry]) => entry);
  return {titles: unique(titles), descriptions: unique(descriptions)};
}
