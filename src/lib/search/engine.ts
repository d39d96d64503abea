import {synonyms as defaultSynonyms, type Synonym} from '../../data/synonyms';
import {combine, scoreHit} from './combine';
import {createMemo, type ClauseExpansion, type ExpansionContext, type WordExpansion} from './expansions/context';
import {javaClasses} from './expansions/java-classes';
import {joinedNames} from './expansions/joined-names';
import {separatedNames} from './expansions/separated-names';
import {splits} from './expansions/splits';
import {synonyms, synonymTable} from './expansions/synonyms';
import {typos} from './expansions/typos';
import {wordForms} from './expansions/word-forms';
import {dropUnmatchedWords, lookupPlan, TermHits, type TermLookup} from './matching';
import {DEFAULT_PROFILE, type RankingProfile} from './profile';
import {
  type Alternative,
  type Clause,
  isQuestionPhrase,
  markOptional,
  type ParsedQuery,
  queryWords,
  rarityOf,
  typed,
} from './query';
import {buildSectionIndex, type Section, type SectionIndex} from './sections';
import {rank} from './stages';
import {termsOfWord, normalize} from './text';
import type {SearchIndexFile} from './types';
import {Vocabulary} from './vocabulary';

export {termMatches, type TermLookup} from './matching';
export type {Alternative, Clause, Origin, ParsedQuery} from './query';
export {camelCaseParts, type Section} from './sections';

/** The expansions of one word, in the order their alternatives are listed. */
export const WORD_EXPANSIONS: readonly WordExpansion[] = [javaClasses, splits, separatedNames, wordForms, typos];
/** The expansions that read the words together, in order. */
export const CLAUSE_EXPANSIONS: readonly ClauseExpansion[] = [synonyms, joinedNames];
/** The rules of reading a query that are not expansions, by the names ablation knows them by. */
export const QUERY_RULES = {
  optionalWords: 'optional common words',
  unmatchedWords: 'unmatched words',
  formsOnce: 'forms count once',
} as const;

export interface RankedSection {
  section: Section;
  score: number;
  /** Index terms that matched in this section. */
  matched: Set<string>;
  /** Words of the query this section matches. */
  matchedWords: string[];
}

export interface EngineOptions {
  profile?: RankingProfile;
  /** Names of stages and expansions to leave out (for `search:eval -- --ablate`). */
  without?: Iterable<string>;
}

export const MAX_QUERY_CHARS = DEFAULT_PROFILE.limits.queryChars;
export const MAX_QUERY_WORDS = DEFAULT_PROFILE.limits.queryWords;
export const MAX_TERM_CHARS = DEFAULT_PROFILE.limits.termChars;

/**
 * The search engine: a query is parsed into words with alternatives (query.ts, expansions/), each
 * index term is looked up in MiniSearch (matching.ts, combine.ts), and the hits pass through the
 * ranking stages (stages.ts). docs/design/search.md describes the whole.
 */
export class SearchEngine {
  readonly sections: Section[];
  private readonly index: SectionIndex;
  private readonly vocabulary: Vocabulary;
  private readonly profile: RankingProfile;
  private readonly without: ReadonlySet<string>;
  private readonly context: ExpansionContext;
  private readonly termHits: TermHits;

  constructor(file: SearchIndexFile, synonymList: readonly Synonym[] = defaultSynonyms, options: EngineOptions = {}) {
    this.profile = options.profile ?? DEFAULT_PROFILE;
    this.without = new Set(options.without ?? []);
    this.index = buildSectionIndex(file, this.profile);
    this.sections = this.index.sections;
    this.vocabulary = new Vocabulary(this.index.sectionCounts, this.sections.length, this.profile);
    this.termHits = new TermHits(this.index.miniSearch, this.profile);
    this.context = {
      vocabulary: this.vocabulary,
      profile: this.profile,
      synonyms: synonymTable(synonymList),
      memo: createMemo(this.profile.limits.wordCache),
    };
  }

  /** Turns the reader's text into clauses: each word with its alternatives. */
  parse(query: string): ParsedQuery {
    const seen = new Set<string>();
    let clauses: Clause[] = [];
    for (const word of queryWords(query, this.profile.limits)) {
      const found = termsOfWord(word);
      const key = found.join(' ');
      if (found.length > 0 && !seen.has(key)) {
        seen.add(key);
        clauses.push(this.clauseOf(normalize(word), found));
      }
    }
    for (const expansion of CLAUSE_EXPANSIONS.filter(({name}) => !this.without.has(name))) {
      clauses = expansion.expand(clauses, this.context);
    }
    if (!this.without.has(QUERY_RULES.optionalWords)) {
      markOptional(clauses, this.vocabulary);
    }
    const terms = [...new Set(clauses.flatMap((clause) => clause.alternatives.flatMap(({terms: own}) => own)))];
    return {clauses, terms, rarity: rarityOf(clauses, this.vocabulary)};
  }

  private clauseOf(word: string, found: string[]): Clause {
    const alternatives: Alternative[] = [typed([found[0]])];
    if (found.length > 1) {
      alternatives.push(typed(found.slice(1), 'part'));
    }
    for (const expansion of WORD_EXPANSIONS.filter(({name}) => !this.without.has(name))) {
      alternatives.push(...expansion.expand({typed: word, found}, this.context));
    }
    const phrase = found.length > 1 ? found.slice(1) : found;
    const reading = found.length === 1 ? alternatives.find(({origin}) => origin === 'typo')?.terms[0] : undefined;
    return {
      word,
      phrase,
      alternatives,
      ...(reading === undefined ? {} : {reading}),
      question: isQuestionPhrase(phrase),
      required: true,
    };
  }

  /**
   * Ranked sections for a query. `accept` filters sections before ranking (facet filters), so the
   * "every word must match" rule is judged among the sections the reader can see.
   */
  search(query: string, accept: (section: Section) => boolean = () => true): RankedSection[] {
    const parsed = this.parse(query);
    if (parsed.terms.length === 0) {
      return [];
    }
    const plan = this.lookups(parsed);
    const formsOnce = !this.without.has(QUERY_RULES.formsOnce);
    const hits = combine(plan, this.termHits, parsed, {accept: (id) => accept(this.sections[id]), formsOnce});
    if (!this.without.has(QUERY_RULES.unmatchedWords)) {
      dropUnmatchedWords(parsed, hits, this.vocabulary);
    }
    const scored = hits.map((hit) => scoreHit(hit, parsed, this.sections[hit.id]));
    const context = {parsed, queryTerms: new Set(parsed.terms), profile: this.profile, index: this.index};
    return rank(scored, context, this.without).map(({facts: {section, matched, matchedWords}, score}) => ({
      section,
      score,
      matched,
      matchedWords,
    }));
  }

  /** How each index term of a parsed query is looked up: its weight, and whether by prefix. */
  lookups(parsed: ParsedQuery): Map<string, TermLookup> {
    return lookupPlan(parsed, this.vocabulary, this.profile);
  }
}
