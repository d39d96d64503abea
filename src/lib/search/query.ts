import type {RankingProfile} from './profile';
import {words} from './text';
import {PRODUCT_WORDS, QUESTION_WORDS, type Vocabulary} from './vocabulary';

/** How an alternative of a query word was found. */
export type Origin =
  /** The word as typed, or the whole of a joined name (`geyser.command.dump`). */
  | 'typed'
  /** The parts of a joined name (`geyser`, `command`, `dump`). */
  | 'part'
  /** A word typed without a space, read as two ("portforward" → port forward). */
  | 'split'
  /** A name the site writes with a separator, typed without it ("keypem" → key.pem). */
  | 'separated'
  /** Another form of the word, with the same stem ("joining" → joined). */
  | 'form'
  /** The index word one edit away ("optinal" → optional). */
  | 'typo'
  /** A site word for the reader's word (src/data/synonyms.ts). */
  | 'synonym'
  /** Two words typed apart that the site writes as one name ("optional pack" → geyseroptionalpack). */
  | 'joined'
  /** The class of a pasted Java class name (`java.lang.NoClassDefFoundError` → noclassdeffounderror). */
  | 'class';

/** One way a query word can match: all of `terms` must match. */
export interface Alternative {
  terms: string[];
  origin: Origin;
  /** How much a match through it counts against the word as typed (1). */
  weight: number;
  /** Whether its last term may be the start of a longer word (the second half of a split). */
  prefix?: boolean;
}

/** One word of the query (or a reader phrase of several, see the synonyms expansion). */
export interface Clause {
  /** The word as typed (lower-cased), for `matchedWords`. */
  word: string;
  /** The word's terms in reading order, for phrase matching. */
  phrase: string[];
  /** The clause matches when any one alternative matches; the first is the word as typed. */
  alternatives: Alternative[];
  /** For a word the index lacks, its likeliest typo reading: joined names are also tried with it. */
  reading?: string;
  /** A question or filler word (src/data/search-vocabulary.ts): it only breaks ties. */
  question: boolean;
  /** Whether a section must match this word to be listed. */
  required: boolean;
  /** A frequent word that is not a product word: optional, but a section without it pays for that. */
  frequent?: boolean;
}

export interface ParsedQuery {
  clauses: Clause[];
  /** Every index term to look up. */
  terms: string[];
  /**
   * How rare each required word is on the site, relative to the query's rarest word (0–1]. Coverage
   * sums these, so missing a common word costs less than missing the word that names the topic.
   */
  rarity: Map<Clause, number>;
}

export const typed = (terms: string[], origin: Origin = 'typed'): Alternative => ({terms, origin, weight: 1});

export function isQuestionPhrase(phrase: readonly string[]): boolean {
  return phrase.length === 1 && QUESTION_WORDS.has(phrase[0]);
}

/**
 * The words of a query, within the caps on untrusted input: queries come from the modal, `/search`
 * and `?q=` links, and the typo readings of a word grow with its length.
 */
export function queryWords(query: string, limits: RankingProfile['limits']): string[] {
  return words(query.slice(0, limits.queryChars))
    .slice(0, limits.queryWords)
    .map((word) => word.slice(0, limits.termChars));
}

/**
 * Words found in a large share of the site ("minecraft", "server") and question words still rank,
 * but a section need not contain them: the reader's other words decide. If every word is like that,
 * all count.
 */
export function markOptional(clauses: Clause[], vocabulary: Vocabulary): void {
  const optional = clauses.map((clause) => clause.question || vocabulary.isCommon(clause.alternatives[0].terms));
  if (optional.every(Boolean)) {
    return;
  }
  clauses.forEach((clause, i) => {
    clause.required = !optional[i];
    clause.frequent =
      optional[i] && !clause.question && !clause.alternatives[0].terms.every((term) => PRODUCT_WORDS.has(term));
  });
}

/** See `ParsedQuery.rarity`. A word no section has is left out: it cannot tell sections apart. */
export function rarityOf(clauses: readonly Clause[], vocabulary: Vocabulary): Map<Clause, number> {
  const idf = new Map<Clause, number>();
  for (const clause of clauses) {
    // The most common way to match the word: a word with a frequent synonym is a frequent word.
    const count = Math.max(
      0,
      ...clause.alternatives.map(({terms}) => Math.min(...terms.map((term) => vocabulary.count(term)))),
    );
    if (clause.required && count > 0) {
      idf.set(clause, Math.log(1 + vocabulary.sectionTotal / count));
    }
  }
  const rarest = Math.max(0, ...idf.values());
  return new Map([...idf].map(([clause, value]) => [clause, value / rarest]));
}
