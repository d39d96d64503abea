import type MiniSearch from 'minisearch';

import type {RankingProfile} from './profile';
import type {Clause, Origin, ParsedQuery} from './query';
import {rarityOf} from './query';
import type {Section} from './sections';
import type {Vocabulary} from './vocabulary';

/** How one index term is looked up in MiniSearch. */
export interface TermLookup {
  /** How much its matches count (question, common and added words count less). */
  weight: number;
  prefix: boolean;
}

/** One term's hit in a section. */
export interface TermHit {
  id: number;
  score: number;
  /** Index terms the section matched for it (itself, longer words it starts, typo readings). */
  docTerms: string[];
  /** Whether it matched only in the page's keywords or description. */
  pageFieldsOnly: boolean;
}

/** A section's hits for the whole query: the query terms it matched, and each one's hit. */
export interface Hit {
  id: number;
  score: number;
  queryTerms: string[];
  hits: TermHit[];
}

/** Alternatives the engine added rather than the reader typed: matched as they are, never by prefix. */
const EXACT_ORIGINS: ReadonlySet<Origin> = new Set(['separated', 'joined', 'typo', 'synonym', 'form']);

/**
 * Whether an index term answers a query term: itself, or a longer word it starts (the word still being
 * typed). Typos never reach this far: the typos expansion turns them into the index words they mean.
 */
export function termMatches(queryTerm: string, docTerm: string): boolean {
  return docTerm.startsWith(queryTerm);
}

/** The base weight of a term in a clause: question words, then common words, count less. */
function baseWeight(clause: Clause, term: string, vocabulary: Vocabulary, profile: RankingProfile): number {
  return clause.question ? profile.weights.question : vocabulary.isCommon([term]) ? profile.weights.common : 1;
}

/**
 * How each term of the query is looked up. Prefix matching is for the word still being typed (the
 * last one), the second half of a split and words the index lacks ("forw port"); a complete known
 * word matches itself only.
 */
export function lookupPlan(
  parsed: ParsedQuery,
  vocabulary: Vocabulary,
  profile: RankingProfile,
): Map<string, TermLookup> {
  const typedTerms = new Set(parsed.clauses.flatMap((clause) => clause.phrase));
  const lastTerms = new Set(parsed.clauses.at(-1)?.phrase ?? []);
  const plan = new Map<string, TermLookup>();
  const added = new Set<string>();
  const open = new Set<string>();
  for (const clause of parsed.clauses) {
    for (const {terms, origin, weight, prefix} of clause.alternatives) {
      for (const term of terms) {
        const own = clause.phrase.includes(term) ? 1 : weight;
        const value = baseWeight(clause, term, vocabulary, profile) * own;
        plan.set(term, {weight: Math.min(plan.get(term)?.weight ?? Infinity, value), prefix: false});
        if (EXACT_ORIGINS.has(origin) && !typedTerms.has(term)) {
          added.add(term);
        }
      }
      if (prefix) {
        open.add(terms[terms.length - 1]);
      }
    }
  }
  for (const [term, lookup] of plan) {
    if (!added.has(term)) {
      const unknown = !vocabulary.has(term);
      lookup.prefix =
        lastTerms.has(term) || open.has(term) || (unknown && term.length >= profile.limits.prefixMinChars);
    }
  }
  return plan;
}

/** One term's hits from MiniSearch, remembered for the next keystrokes (the least recently used are dropped). */
export class TermHits {
  private readonly cache = new Map<string, readonly TermHit[]>();

  constructor(
    private readonly miniSearch: MiniSearch<Section>,
    private readonly profile: RankingProfile,
  ) {}

  get(term: string, {prefix}: TermLookup): readonly TermHit[] {
    const key = `${term}\u0000${prefix ? 1 : 0}`;
    let hits = this.cache.get(key);
    if (hits) {
      this.cache.delete(key);
    } else {
      hits = this.search(term, prefix);
      if (this.cache.size >= this.profile.limits.termCache) {
        this.cache.delete(this.cache.keys().next().value as string);
      }
    }
    this.cache.set(key, hits);
    return hits;
  }

  private search(term: string, prefix: boolean): TermHit[] {
    const {fields, miniSearch} = this.profile;
    return this.miniSearch
      .search(term, {boost: fields, prefix, weights: {prefix: miniSearch.prefix, fuzzy: 0}})
      .map(({id, score, match}) => {
        const docTerms = Object.keys(match);
        return {
          id: id as number,
          score,
          docTerms,
          pageFieldsOnly: Object.values(match).every((found) => found.every((field) => PAGE_FIELDS.has(field))),
        };
      });
  }
}

/** Fields that describe a whole page rather than the text of its lead section. */
const PAGE_FIELDS = new Set(['keywords', 'summary']);

/**
 * A word that no section matches in any reading (a misspelt "where", a word the site never uses)
 * cannot decide anything: it stops being required, so that it does not empty the results when the
 * reader's other words are all common ones ("wehre to start"). If no required word is left, every
 * word that matched somewhere counts, as when a query has only common words.
 */
export function dropUnmatchedWords(parsed: ParsedQuery, results: readonly Hit[], vocabulary: Vocabulary): void {
  const found = new Set(results.flatMap((hit) => hit.queryTerms));
  const matches = (clause: Clause) => clause.alternatives.some(({terms}) => terms.every((term) => found.has(term)));
  const unmatched = parsed.clauses.filter((clause) => clause.required && !matches(clause));
  if (unmatched.length === 0) {
    return;
  }
  for (const clause of unmatched) {
    clause.required = false;
  }
  if (!parsed.clauses.some((clause) => clause.required)) {
    for (const clause of parsed.clauses) {
      clause.required = matches(clause);
      clause.frequent = false;
    }
  }
  parsed.rarity = rarityOf(parsed.clauses, vocabulary);
}
