import MiniSearch, {type SearchResult} from 'minisearch';

import {normalize, singular, termsOfWord, words} from './text';
import type {IndexedPage, PageKind, SearchIndexFile} from './types';

/** One searchable section (a heading and its text), with its page's facts resolved. */
export interface Section {
  id: number;
  url: string;
  anchor: string;
  level: number;
  lvl0: string;
  title: string;
  headings: string[];
  blocks: string[];
  language: string;
  docusaurus_tag: string;
  kind: PageKind;
  description: string;
}

/** What the reader typed, as alternatives of index terms for each word. */
export interface ParsedQuery {
  clauses: Clause[];
  /** Every index term to look up. */
  terms: string[];
}

export interface Clause {
  /** The word as typed (lower-cased), for `matchedWords`. */
  word: string;
  /** The clause matches when all terms of any one alternative match. */
  alternatives: string[][];
  /** The word's terms in reading order, for phrase matching. */
  phrase: string[];
  /** Whether a section must match this word to be listed (see `parse`). */
  required: boolean;
}

export interface RankedSection {
  section: Section;
  score: number;
  /** Index terms that matched in this section. */
  matched: Set<string>;
  /** Words of the query this section matches. */
  matchedWords: string[];
}

/** Field weights: the page title and the section's own heading count for more than body text. */
const BOOST = {title: 6, heading: 4, parents: 1.2, pageTitle: 1.5, summary: 1.5, lvl0: 0.5, content: 1};
const KIND_WEIGHT: Record<PageKind, number> = {doc: 1, api: 0.9, blog: 0.55};

const FIELDS = Object.keys(BOOST);

/**
 * The ranking engine: MiniSearch (BM25 with prefix and typo matching) over sections, with
 * Algolia-like rules on top:
 * - every query word must match if some section matches them all (else the most words matched),
 *   except words so common on this site ("minecraft", "server") that they only add to the score;
 * - a word typed without a space is also tried as two ("portforward" → port forward), and two
 *   words as the one name the site writes ("optional pack" → GeyserOptionalPack);
 * - a joined name (`clone-remote-port`) matches as a whole or by its parts;
 * - words next to each other as typed score higher, and each further hit from a page already
 *   listed scores a little lower, so one long page cannot fill the first screen.
 */
export class SearchEngine {
  readonly sections: Section[];
  private readonly miniSearch: MiniSearch<Section>;
  /** Sorted distinct index terms, to split words typed without a space. */
  private readonly vocabulary: string[];
  /** How many sections contain each term. */
  private readonly sectionCounts: Map<string, number>;
  /** Sections' text as space-separated terms, computed when first needed for phrase matching. */
  private readonly termTexts = new Map<number, {heading: string; content: string}>();

  constructor(file: SearchIndexFile) {
    this.sections = file.sections.map(([pageIndex, anchor, level, headings, blocks], id) => {
      const [url, lvl0, title, language, docusaurusTag, kind, description]: IndexedPage = file.pages[pageIndex];
      return {
        id,
        url,
        anchor,
        level,
        lvl0,
        title,
        headings,
        blocks,
        language,
        docusaurus_tag: docusaurusTag,
        kind,
        description,
      };
    });

    // Sections each term occurs in, counted while MiniSearch tokenises (it reads a document's id
    // field before its text fields).
    const sectionCounts = new Map<string, number>();
    const lastSection = new Map<string, number>();
    let current = -1;
    this.miniSearch = new MiniSearch<Section>({
      fields: FIELDS,
      storeFields: [],
      tokenize: (text) => words(text),
      processTerm: (word) => {
        const found = termsOfWord(word);
        for (const term of found) {
          if (lastSection.get(term) !== current) {
            lastSection.set(term, current);
            sectionCounts.set(term, (sectionCounts.get(term) ?? 0) + 1);
          }
        }
        return found;
      },
      // MiniSearch's typings want a string, but the id field may be any value.
      extractField: (section, field) => {
        if (field === 'id') {
          current = section.id;
        }
        return fieldText(section, field) as string;
      },
      searchOptions: {
        tokenize: (text) => text.split(' ').filter(Boolean),
        processTerm: (term) => term,
      },
    });
    this.miniSearch.addAll(this.sections);
    this.vocabulary = [...sectionCounts.keys()].sort();
    this.sectionCounts = sectionCounts;
  }

  /** Turns the reader's text into clauses of index terms. */
  parse(query: string): ParsedQuery {
    const clauses: Clause[] = [];
    const seen = new Set<string>();
    for (const word of queryWords(query)) {
      const found = termsOfWord(word);
      if (found.length === 0) {
        continue; // a stop word
      }
      const key = found.join(' ');
      if (seen.has(key)) {
        continue;
      }
      seen.add(key);
      const alternatives =
        found.length > 1 ? [[found[0]], found.slice(1)] : [[found[0]], ...this.splits(found[0])];
      clauses.push({
        word: normalize(word),
        alternatives,
        phrase: found.length > 1 ? found.slice(1) : found,
        required: true,
      });
    }
    this.addJoinedNames(clauses);
    // Words found in a large share of the site ("minecraft", "server") still rank, but a section need
    // not contain them: the reader's other words decide. If every word is that common, all count.
    const common = clauses.map((clause) => this.isCommon(clause.alternatives[0]));
    if (common.some((isCommon) => !isCommon)) {
      clauses.forEach((clause, i) => {
        clause.required = !common[i];
      });
    }
    const terms = [...new Set(clauses.flatMap((clause) => clause.alternatives.flat()))];
    return {clauses, terms};
  }

  /**
   * Two words typed apart that the site writes as one name ("optional pack" → GeyserOptionalPack,
   * "geyser connect" → GeyserConnect): the name counts as a match for both words.
   */
  private addJoinedNames(clauses: Clause[]): void {
    for (let i = 0; i + 1 < clauses.length; i += 1) {
      const [left] = clauses[i].phrase;
      const [right] = clauses[i + 1].phrase;
      if (clauses[i].phrase.length !== 1 || clauses[i + 1].phrase.length !== 1 || /\d/.test(left + right)) {
        continue;
      }
      const joined = left + right;
      if (joined.length < 6) {
        continue;
      }
      const names = this.vocabulary.filter((term) => term.includes(joined) && !/[-._:]/.test(term)).slice(0, 3);
      for (const name of names) {
        clauses[i].alternatives.push([name]);
        clauses[i + 1].alternatives.push([name]);
      }
    }
  }

  private isCommon(terms: string[]): boolean {
    return terms.every((term) => (this.sectionCounts.get(term) ?? 0) > this.sections.length * COMMON_TERM_SHARE);
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
    const lastTerms = new Set(parsed.clauses.at(-1)?.alternatives.flat() ?? []);
    const results = this.miniSearch.search(parsed.terms.join(' '), {
      combineWith: 'OR',
      boost: BOOST,
      // Typing is still going on in the last word; earlier words are complete unless long enough.
      prefix: (term) => lastTerms.has(term) || term.length >= 4,
      fuzzy: (term) => typoBudget(term),
      weights: {fuzzy: 0.35, prefix: 0.5},
      filter: (result) => accept(this.sections[result.id as number]),
      boostDocument: (id) => sectionWeight(this.sections[id as number]),
    });

    const scored = results.map((result) => this.match(result, parsed));
    const best = Math.max(0, ...scored.map((entry) => entry.coverage));
    const kept = scored.filter((entry) => entry.coverage === best && best > 0);
    kept.sort(byScore);
    // No space after the last word: it may still be a prefix ("port forw").
    const phrase = ` ${parsed.clauses.flatMap((clause) => clause.phrase).join(' ')}`;
    if (parsed.clauses.length > 1) {
      // Words next to each other as typed ("port forwarding") beat the same words apart. Only the
      // leading candidates are checked: the bonus cannot lift a weak hit past many strong ones.
      for (const entry of kept.slice(0, PHRASE_CHECK_LIMIT)) {
        entry.score *= this.phraseBonus(entry.section, phrase);
      }
      kept.sort(byScore);
    }
    return diversify(kept).map(({section, score, matched, matchedWords}) => ({section, score, matched, matchedWords}));
  }

  private phraseBonus(section: Section, phrase: string): number {
    let cached = this.termTexts.get(section.id);
    if (!cached) {
      cached = {
        heading: termText(section.level === 1 ? section.title : (section.headings.at(-1) ?? '')),
        content: termText(section.blocks.join(' ')),
      };
      this.termTexts.set(section.id, cached);
    }
    if (cached.heading.includes(phrase)) {
      return 1.6;
    }
    return cached.content.includes(phrase) ? 1.2 : 1;
  }

  private match(result: SearchResult, parsed: ParsedQuery) {
    const section = this.sections[result.id as number];
    const docTerms = result.terms;
    const queryMatched = new Set<string>(result.queryTerms);
    const matchedClauses = parsed.clauses.filter((clause) =>
      clause.alternatives.some((alternative) => alternative.every((term) => queryMatched.has(term))),
    );
    return {
      section,
      score: result.score,
      coverage: matchedClauses.filter((clause) => clause.required).length,
      matched: new Set(docTerms),
      matchedWords: matchedClauses.map((clause) => clause.word),
    };
  }

  /**
   * Ways to read a word typed without spaces as two indexed words ("portforward" → port + forward…),
   * tried when the word itself is missing or rare in the index.
   */
  private splits(term: string): string[][] {
    if (term.length < 6 || /\d/.test(term) || (this.sectionCounts.get(term) ?? 0) > RARE_TERM_SECTIONS) {
      return [];
    }
    const found: string[][] = [];
    for (let i = 2; i <= term.length - 2 && found.length < 3; i += 1) {
      const left = term.slice(0, i);
      const right = term.slice(i);
      if (this.sectionCounts.has(left) && this.hasPrefix(right)) {
        found.push([left, singular(right)]);
      }
    }
    return found;
  }

  private hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.vocabulary[mid] < prefix) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low < this.vocabulary.length && this.vocabulary[low].startsWith(prefix);
  }
}

function fieldText(section: Section, field: string): string | number {
  const lead = section.level === 1;
  switch (field) {
    case 'id':
      return section.id;
    case 'title':
      return lead ? section.title : '';
    case 'pageTitle':
      return lead ? '' : section.title;
    case 'heading':
      return lead ? '' : (section.headings.at(-1) ?? '');
    case 'parents':
      return section.headings.slice(0, -1).join(' ');
    case 'summary':
      return lead ? section.description : '';
    case 'lvl0':
      return section.lvl0;
    case 'content':
      return section.blocks.join(' ');
    default:
      return '';
  }
}

/**
 * Untrusted input bounds. Queries come from the modal, `/search` and `?q=` links; fuzzy matching costs
 * time and memory that grow with the square of a term's length, so long input is cut and long terms
 * are matched exactly (no real word on this site is longer than `MAX_FUZZY_TERM_CHARS`).
 */
export const MAX_QUERY_CHARS = 256;
export const MAX_QUERY_WORDS = 16;
export const MAX_TERM_CHARS = 64;
export const MAX_FUZZY_TERM_CHARS = 24;

/** The words of a query, within the bounds above. */
export function queryWords(query: string): string[] {
  return words(query.slice(0, MAX_QUERY_CHARS))
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => word.slice(0, MAX_TERM_CHARS));
}

/** Algolia's defaults: one typo from 5 letters, two from 9; never in numbers, joined names or long terms. */
export function typoBudget(term: string): number | false {
  if (term.length > MAX_FUZZY_TERM_CHARS || /[\d\-._:]/.test(term)) {
    return false;
  }
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : false;
}

/** Whether an index term answers a query term under the engine's prefix and typo rules. */
export function termMatches(queryTerm: string, docTerm: string): boolean {
  if (docTerm === queryTerm || docTerm.startsWith(queryTerm)) {
    return true;
  }
  const budget = typoBudget(queryTerm);
  return budget !== false && withinDistance(queryTerm, docTerm, budget);
}

function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) {
    return false;
  }
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) {
      return false;
    }
    previous = current;
  }
  return previous[b.length] <= max;
}

const PHRASE_CHECK_LIMIT = 200;
/** A word found in more than this share of sections is "common" (see `parse`). */
const COMMON_TERM_SHARE = 0.15;
/** A typed word found in at most this many sections may also be a typo'd pair of words. */
const RARE_TERM_SECTIONS = 3;

function byScore(a: {score: number; section: Section}, b: {score: number; section: Section}): number {
  return b.score - a.score || a.section.id - b.section.id;
}

/** Text as its terms in reading order (parts of joined names, not the whole), space-separated. */
function termText(text: string): string {
  const sequence = words(text).flatMap((word) => {
    const found = termsOfWord(word);
    return found.length > 1 ? found.slice(1) : found;
  });
  return ` ${sequence.join(' ')} `;
}

function sectionWeight(section: Section): number {
  const depth = section.level === 1 ? 1.25 : section.level === 2 ? 1.05 : 1;
  return KIND_WEIGHT[section.kind] * depth;
}

/** Each further hit from the same page counts a little less, so other pages get a look in. */
function diversify<T extends {section: Section; score: number}>(ranked: T[]): T[] {
  const seen = new Map<string, number>();
  return ranked
    .map((entry) => {
      const count = seen.get(entry.section.url) ?? 0;
      seen.set(entry.section.url, count + 1);
      return {...entry, score: entry.score / (1 + 0.6 * count)};
    })
    .sort(byScore);
}
