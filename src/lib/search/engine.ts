import MiniSearch from 'minisearch';
import {stemmer} from 'stemmer';

import {synonyms as defaultSynonyms, type Synonym} from '../../data/synonyms';
import {isQuestionWord, normalize, singular, termsOfWord, words} from './text';
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
  /** The page's `keywords` front matter, joined with ", ". */
  keywords: string;
  /** The sidebar categories the page sits in, outermost first ("Setup › On your own machine"). */
  categories: string;
}

/** What the reader typed, as alternatives of index terms for each word. */
export interface ParsedQuery {
  clauses: Clause[];
  /** Every index term to look up. */
  terms: string[];
  /** How much each term counts (common words, question words and synonyms count less). */
  weights: Map<string, number>;
  /** Terms that stand for a typo of what was typed (letters swapped): a match through them is a typo. */
  typoTerms: Set<string>;
  /** Terms added by the engine (synonyms, typo readings, joined names): matched exactly, never by prefix or typo. */
  exactTerms: Set<string>;
  /** Second halves of words typed without a space ("portforward" → forward…): matched by prefix. */
  prefixTerms: Set<string>;
  /** Other forms of typed words (same stem): a clause matched only through them scores less. */
  variantTerms: Set<string>;
  /**
   * How rare each required word is on the site, relative to the query's rarest word (0–1]: its
   * inverse section frequency divided by the largest one. Coverage sums these, so missing a common
   * word costs less than missing the word that names the topic.
   */
  rarity: Map<Clause, number>;
}

export interface Clause {
  /** The word as typed (lower-cased), for `matchedWords`. */
  word: string;
  /** The clause matches when all terms of any one alternative match. */
  alternatives: string[][];
  /** The word's terms in reading order, for phrase matching. */
  phrase: string[];
  /**
   * For a word the index lacks, the index word one edit away that the site uses most ("gesyer" →
   * geyser): joined names are also tried with it ("gesyer connect" → GeyserConnect).
   */
  reading?: string;
  /** Whether a section must match this word to be listed (see `parse`). */
  required: boolean;
  /**
   * A frequent word that is not a product name ("floodgate", "config"): optional, but a section
   * without it pays `FREQUENT_MISSING_WEIGHT` (see `parse`).
   */
  frequent?: boolean;
}

export interface RankedSection {
  section: Section;
  score: number;
  /** Index terms that matched in this section. */
  matched: Set<string>;
  /** Words of the query this section matches. */
  matchedWords: string[];
}

/**
 * THE RANKING WEIGHTS. These few numbers are the whole tuning surface; no query gets special
 * treatment. Change them only with `npm run search:eval` open, against the tuning queries.
 *
 * Field weights (BM25 boost per field): the page title and a section's own heading count most,
 * then the page's `keywords` front matter, then its description and what a section sits under (for
 * a page's top, the sidebar categories around the page, so "paper setup" finds the guides filed under
 * Setup; for a heading, the headings above it).
 */
const BOOST = {title: 6, heading: 4, keywords: 3, parents: 1.2, pageTitle: 1.5, summary: 1.5, lvl0: 0.5, content: 1};
/**
 * Page kinds: guides and site pages (downloads, utilities) first; an API operation page must rank
 * below a guide unless the query uses words only the API reference has; blog posts are history.
 */
const KIND_WEIGHT: Record<PageKind, number> = {doc: 1, page: 0.6, api: 0.6, blog: 0.4};
/**
 * Product words that appear everywhere, and any word found in more than `COMMON_TERM_SHARE` of
 * sections, count `COMMON_TERM_WEIGHT` of a word and are optional: the reader's other words decide.
 */
const PRODUCT_WORDS = new Set([
  'geyser',
  'geysermc',
  'bedrock',
  'java',
  'minecraft',
  'mc',
  'server',
  'player',
  'edition',
]);
const COMMON_TERM_SHARE = 0.25;
const COMMON_TERM_WEIGHT = 0.4;
/** Question and filler words ("know", "way", "possible") only break ties. */
const QUESTION_WORD_WEIGHT = 0.2;
/** A match through a synonym (src/data/synonyms.ts) counts this much of the typed word. */
const SYNONYM_WEIGHT = 0.6;
/**
 * Other forms of a typed word that share its stem ("joining" → join, joined; "connection" →
 * connect) count this much: the form as typed still ranks first.
 */
const VARIANT_WEIGHT = 0.7;
/**
 * A Minecraft version as readers type it ("1.16.5", "1.21.50", "26.1"); IP addresses have more parts. Its
 * digits alone would match addresses, ports and step numbers, so such a word matches the version as
 * written or, like a synonym, the word "version": the pages about versions.
 */
const VERSION_NUMBER = /^\d{1,2}\.\d{1,2}(?:\.\d{1,3})?$/;
/** At most this many other forms of one word are searched, for words up to this long. */
const MAX_VARIANTS = 6;
const MAX_VARIANT_TERM_CHARS = 12;
/**
 * The two projects with their own part of the wiki (the `lvl0` of their sections). A query that names
 * one of them and not the other ("geyser fabric mod") counts the other's sections `OTHER_PROJECT_WEIGHT`:
 * Floodgate's pages mention Geyser throughout, and the reader said which one they mean.
 */
const PROJECTS = ['geyser', 'floodgate'];
const OTHER_PROJECT_WEIGHT = 0.8;
/** A section that lacks one of the reader's required words keeps this share of its score. */
const MISSING_WORD_WEIGHT = 0.3;
/**
 * A section that lacks a frequent word the reader typed, other than a product word or a question
 * word, keeps this share: "floodgate config" prefers Floodgate's config to Geyser's.
 */
const FREQUENT_MISSING_WEIGHT = 0.6;
/**
 * A word matched only through a typo reading keeps this share. Words the index has as typed are
 * never typo-matched at all, so a misspelling cannot outrank a correct match.
 */
const TYPO_WEIGHT = 0.5;
/** Query words found next to each other as typed, in the section's heading or in its text. */
const PHRASE_BONUS = {heading: 1.6, content: 1.2};
/**
 * Each further word of a phrase found as typed in a section's text adds this much, up to
 * `MAX_PHRASE_BONUS`: a pasted error message found word for word is strong evidence.
 */
const PHRASE_WORD_BONUS = 0.15;
const MAX_PHRASE_BONUS = 2;
/** A heading whose every meaningful word the query matched scores up to this much more. */
const TITLE_COVERAGE_BONUS = 0.6;
/** Section depth: a page's lead section, then h2 sections, then deeper ones. */
const DEPTH_WEIGHT = {lead: 1.5, h2: 1.05, deeper: 1};

/** At most this many readings of a misspelt word are searched (see `corrections`). */
const MAX_CORRECTIONS = 3;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

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
  /** Sections' heading and text as terms in reading order, for phrase matching (by section id). */
  private readonly termTexts: SectionTerms[];
  /** Each page's top section, by page URL. */
  private readonly leadOf = new Map<string, number>();
  /** Joined names (`key.pem`, `port-forwarding`) by their letters without separators (`keypem`). */
  private readonly compactNames = new Map<string, string[]>();
  private readonly joinedNameCache = new Map<string, string[]>();
  private readonly correctionCache = new Map<string, string[]>();
  /** Index terms without separators, long enough to contain two words. */
  private readonly oneWordNames: string[];
  /** Hits of recently searched terms, for the keystrokes that repeat them (see `termHits`). */
  private readonly termCache = new Map<string, readonly TermHit[]>();
  /** Reader phrases (as space-separated terms) and the site phrases (as terms) they also find. */
  private readonly synonyms = new Map<string, string[][]>();
  /** Index terms by their Porter stem, for words with more than one form in the index. */
  private readonly stemGroups = new Map<string, string[]>();
  /**
   * Each lead section's `keywords` phrases of two or more terms (product words left out): a phrase
   * the query covers counts like a covered title, since the page's editor named it as the page's topic.
   */
  private readonly keywordTerms = new Map<number, string[][]>();

  constructor(file: SearchIndexFile, synonymList: readonly Synonym[] = defaultSynonyms) {
    this.sections = file.sections.map(([pageIndex, anchor, level, headings, blocks], id) => {
      const [url, lvl0, title, language, docusaurusTag, kind, description, keywords, categories]: IndexedPage =
        file.pages[pageIndex];
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
        keywords: keywords ?? '',
        categories: categories ?? '',
      };
    });

    for (const section of this.sections) {
      if (section.level === 1) {
        this.leadOf.set(section.url, section.id);
      }
    }

    // Sections each term occurs in, counted while MiniSearch tokenises (it reads a document's id
    // field before its text fields).
    const sectionCounts = new Map<string, number>();
    const termTexts: SectionTerms[] = this.sections.map(() => ({heading: '  ', content: '  ', headingTerms: []}));
    this.termTexts = termTexts;
    const lastSection = new Map<string, number>();
    let current = -1;
    this.miniSearch = new MiniSearch<Section>({
      fields: FIELDS,
      storeFields: [],
      // Names written in CamelCase (GeyserOptionalPack, ThirdPartyCosmetics) are also found by their parts.
      tokenize: (text, field) => {
        const found = words(text);
        // The phrase-matching copy is made here, while the text is split anyway.
        if (text && (field === 'content' || field === 'title' || field === 'heading')) {
          const sequence = found.flatMap(readingTerms);
          if (field === 'content') {
            termTexts[current].content = ` ${sequence.join(' ')} `;
          } else {
            termTexts[current].heading = ` ${sequence.join(' ')} `;
            const named = sequence.filter((term) => !PRODUCT_WORDS.has(term));
            // A heading of product words only ("Geyser") is still the name of what it covers.
            termTexts[current].headingTerms = named.length > 0 ? named : sequence;
          }
        }
        return [...found, ...camelCaseParts(text)];
      },
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
    for (const section of this.sections) {
      if (section.level === 1 && section.keywords) {
        const phrases = section.keywords
          .split(', ')
          .map((phrase) => phraseTerms(phrase).filter((term) => !PRODUCT_WORDS.has(term)))
          // One-word keywords would cover any query that contains the word.
          .filter((terms) => terms.length > 1);
        if (phrases.length > 0) {
          this.keywordTerms.set(section.id, phrases);
        }
      }
    }
    this.vocabulary = [...sectionCounts.keys()].sort();
    this.sectionCounts = sectionCounts;
    this.oneWordNames = this.vocabulary.filter((term) => term.length >= 6 && !/[-._:]/.test(term));
    for (const term of this.vocabulary) {
      if (/[-._:]/.test(term)) {
        const compact = term.replace(/[-._:]/g, '');
        this.compactNames.set(compact, [...(this.compactNames.get(compact) ?? []), term]);
      }
    }
    for (const term of this.vocabulary) {
      if (term.length >= 3 && SIMPLE_TERM.test(term)) {
        const stem = stemmer(term);
        const group = this.stemGroups.get(stem);
        if (group) {
          group.push(term);
        } else {
          this.stemGroups.set(stem, [term]);
        }
      }
    }
    for (const entry of synonymList) {
      const site = entry.site.map(phraseTerms).filter((terms) => terms.length > 0);
      for (const reader of entry.readers) {
        const key = phraseTerms(reader).join(' ');
        if (key) {
          this.synonyms.set(key, [...(this.synonyms.get(key) ?? []), ...site]);
        }
      }
    }
  }

  /** Turns the reader's text into clauses of index terms. */
  parse(query: string): ParsedQuery {
    let clauses: Clause[] = [];
    const seen = new Set<string>();
    const typoTerms = new Set<string>();
    const exactTerms = new Set<string>();
    const prefixTerms = new Set<string>();
    const variantTerms = new Set<string>();
    const question = new Set<number>();
    const synonymTerms = new Set<string>();
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
      const splits = found.length > 1 ? [] : this.splits(found[0]);
      splits.forEach(([, right]) => prefixTerms.add(right));
      const variants = found.length === 1 ? this.variants(found[0]) : [];
      // A word the index has in another form ("locate" → locating) is an English word, not a typo.
      let corrections = found.length === 1 && variants.length === 0 ? this.corrections(found[0]) : [];
      // A short plural loses its "s" before the lookup ("foms" → fom), too short to read as a typo:
      // then the word as typed is read instead ("foms" → forms → form).
      const typed = normalize(word);
      if (
        corrections.length === 0 &&
        found.length === 1 &&
        variants.length === 0 &&
        typed !== found[0] &&
        !this.sectionCounts.has(found[0])
      ) {
        corrections = this.corrections(typed);
      }
      const version = found.length > 1 && VERSION_NUMBER.test(found[0]);
      if (version) {
        synonymTerms.add('version');
      }
      const alternatives =
        found.length > 1 ? [[found[0]], version ? ['version'] : found.slice(1)] : [[found[0]], ...splits];
      const className = found.length > 1 ? javaClassName(found) : undefined;
      if (className !== undefined) {
        alternatives.push([className]);
      }
      if (found.length > 1 && !version && !this.sectionCounts.has(found[0])) {
        // A misspelt part of a joined name the site does not have ("reprot.txt"): read the parts, and the
        // name itself, with the part corrected (report.txt), as a typo.
        for (const alternative of this.correctedParts(found)) {
          alternatives.push(alternative);
          for (const term of alternative.filter((part) => !found.includes(part))) {
            typoTerms.add(term);
          }
        }
      }
      if (found.length === 1) {
        // A name the site writes with a separator, typed without it: "addons" → add-ons, "keypem" → key.pem.
        for (const name of this.compactNames.get(normalize(word)) ?? this.compactNames.get(found[0]) ?? []) {
          alternatives.push([name]);
          exactTerms.add(name);
        }
        for (const variant of variants) {
          alternatives.push([variant]);
          variantTerms.add(variant);
        }
        for (const corrected of corrections) {
          alternatives.push([corrected]);
          typoTerms.add(corrected);
        }
      }
      if (found.length === 1 && isQuestionWord(found[0])) {
        question.add(clauses.length);
      }
      const reading = corrections[0];
      clauses.push({
        word: normalize(word),
        alternatives,
        phrase: found.length > 1 ? found.slice(1) : found,
        ...(reading === undefined ? {} : {reading}),
        required: true,
      });
    }
    clauses = this.addSynonyms(clauses, synonymTerms, question);
    this.addJoinedNames(clauses, exactTerms);
    // Words found in a large share of the site ("minecraft", "server") and question words still
    // rank, but a section need not contain them: the reader's other words decide. If every word is
    // like that, all count.
    const optional = clauses.map((clause, i) => question.has(i) || this.isCommon(clause.alternatives[0]));
    if (optional.some((isOptional) => !isOptional)) {
      clauses.forEach((clause, i) => {
        clause.required = !optional[i];
        clause.frequent =
          optional[i] && !question.has(i) && !clause.alternatives[0].every((term) => PRODUCT_WORDS.has(term));
      });
    }
    const weights = new Map<string, number>();
    clauses.forEach((clause, i) => {
      for (const alternative of clause.alternatives) {
        for (const term of alternative) {
          let weight = question.has(i) ? QUESTION_WORD_WEIGHT : this.isCommon([term]) ? COMMON_TERM_WEIGHT : 1;
          if (synonymTerms.has(term) && !clause.phrase.includes(term)) {
            weight *= SYNONYM_WEIGHT;
          } else if (variantTerms.has(term) && !clause.phrase.includes(term)) {
            weight *= VARIANT_WEIGHT;
          }
          weights.set(term, Math.min(weights.get(term) ?? Infinity, weight));
        }
      }
    });
    for (const term of [...typoTerms, ...synonymTerms, ...variantTerms]) {
      exactTerms.add(term);
    }
    // A term the reader typed is never "engine-added", even if a synonym also produced it.
    for (const clause of clauses) {
      for (const term of clause.phrase) {
        exactTerms.delete(term);
        typoTerms.delete(term);
      }
    }
    const terms = [...new Set(clauses.flatMap((clause) => clause.alternatives.flat()))];
    return {clauses, terms, weights, typoTerms, exactTerms, prefixTerms, variantTerms, rarity: this.rarity(clauses)};
  }

  /**
   * Reader words from src/data/synonyms.ts: a clause (or a run of clauses that spells a reader
   * phrase, such as "pocket edition") also matches the site's words for the same thing.
   */
  private addSynonyms(clauses: Clause[], added: Set<string>, question: Set<number>): Clause[] {
    if (this.synonyms.size === 0) {
      return clauses;
    }
    const out: Clause[] = [];
    for (let i = 0; i < clauses.length; i += 1) {
      let merged = false;
      // The longest reader phrase first: "xbox series" before "xbox".
      for (let length = Math.min(3, clauses.length - i); length >= 1 && !merged; length -= 1) {
        const run = clauses.slice(i, i + length);
        const key = run.flatMap((clause) => clause.phrase).join(' ');
        const site = this.synonyms.get(key);
        if (!site) {
          continue;
        }
        const base: Clause =
          length === 1
            ? run[0]
            : {
                word: run.map((clause) => clause.word).join(' '),
                alternatives: [run.flatMap((clause) => clause.phrase)],
                phrase: run.flatMap((clause) => clause.phrase),
                required: true,
              };
        for (const alternative of site) {
          if (!base.alternatives.some((existing) => existing.join(' ') === alternative.join(' '))) {
            base.alternatives.push(alternative);
            alternative.forEach((term) => added.add(term));
          }
        }
        if (length > 1) {
          // Keep question-word positions pointing at the right clauses.
          for (let k = i + 1; k < i + length; k += 1) {
            question.delete(k);
          }
        }
        out.push(base);
        i += length - 1;
        merged = true;
      }
      if (!merged) {
        out.push(clauses[i]);
      }
    }
    if (out.length !== clauses.length) {
      // Positions moved: recompute which clauses are question words.
      question.clear();
      out.forEach((clause, index) => {
        if (clause.phrase.length === 1 && isQuestionWord(clause.phrase[0])) {
          question.add(index);
        }
      });
    }
    return out;
  }

  /** See `ParsedQuery.rarity`. A word no section has is left out: it cannot tell sections apart. */
  private rarity(clauses: Clause[]): Map<Clause, number> {
    const total = this.sections.length;
    const idf = new Map<Clause, number>();
    for (const clause of clauses) {
      // The most common way to match the word: a word with a frequent synonym is a frequent word.
      const count = Math.max(
        0,
        ...clause.alternatives.map((alternative) =>
          Math.min(...alternative.map((term) => this.sectionCounts.get(term) ?? 0)),
        ),
      );
      if (clause.required && count > 0) {
        idf.set(clause, Math.log(1 + total / count));
      }
    }
    const rarest = Math.max(0, ...idf.values());
    const rarity = new Map<Clause, number>();
    for (const [clause, value] of idf) {
      rarity.set(clause, value / rarest);
    }
    return rarity;
  }

  /** Other forms of a word in the index ("applying" → apply, applied), by their shared stem. */
  private variants(term: string): string[] {
    // Names made of several words (GeyserConnect, GeyserConnection) are not word forms of each other.
    if (term.length < 3 || term.length > MAX_VARIANT_TERM_CHARS || !SIMPLE_TERM.test(term)) {
      return [];
    }
    // Product words have no other forms here, and are no other form of a typed word: "edit" and
    // "edition" share a stem, and "edition" is on every page.
    if (PRODUCT_WORDS.has(term)) {
      return [];
    }
    return (this.stemGroups.get(stemmer(term)) ?? [])
      .filter((other) => other !== term && !PRODUCT_WORDS.has(other))
      .slice(0, MAX_VARIANTS);
  }

  /**
   * For a joined name the index does not have ("reprot.txt" → reprot, txt), its parts with each part
   * the index lacks replaced by its likeliest correction (report, txt), and the corrected name as the
   * site writes it (report.txt) when the index has it. Empty when no part needs or finds a correction.
   */
  private correctedParts(found: readonly string[]): string[][] {
    const parts = found.slice(1).filter((part) => !/[-._:]/.test(part));
    const fixed = parts.map((part) =>
      this.sectionCounts.has(part) || this.variants(part).length > 0 ? part : (this.corrections(part)[0] ?? part),
    );
    if (fixed.every((part, i) => part === parts[i])) {
      return [];
    }
    const renamed = found[0]
      .split(/([-._:])/)
      .map((segment) => {
        const i = parts.indexOf(singular(segment));
        return i === -1 ? segment : fixed[i];
      })
      .join('');
    return this.sectionCounts.has(renamed) ? [fixed, [renamed]] : [fixed];
  }

  /**
   * Readings of a word that is not in the index: the index words one edit away (a letter dropped,
   * doubled, changed, or two neighbouring letters swapped: "optinal", "geysre", "itmes"), the ones
   * the site uses most first. Levenshtein distance counts a swap as two edits, readers as one; and
   * the first reading also joins with the next word into a name (see `addJoinedNames`).
   */
  private corrections(term: string): string[] {
    if (
      term.length < 4 ||
      term.length > MAX_FUZZY_TERM_CHARS ||
      this.sectionCounts.has(term) ||
      !/^[a-z]+$/.test(term)
    ) {
      return [];
    }
    let found = this.correctionCache.get(term);
    if (!found) {
      const candidates = new Set<string>();
      for (let i = 0; i <= term.length; i += 1) {
        const head = term.slice(0, i);
        const tail = term.slice(i);
        if (tail) {
          candidates.add(head + tail.slice(1));
          if (tail.length > 1 && tail[0] !== tail[1]) {
            candidates.add(head + tail[1] + tail[0] + tail.slice(2));
          }
        }
        for (const letter of LETTERS) {
          candidates.add(head + letter + tail);
          if (tail && letter !== tail[0]) {
            candidates.add(head + letter + tail.slice(1));
          }
        }
      }
      found = [...new Set([...candidates].map(singular))]
        .filter((candidate) => candidate !== term && this.sectionCounts.has(candidate))
        .sort((a, b) => (this.sectionCounts.get(b) ?? 0) - (this.sectionCounts.get(a) ?? 0) || (a < b ? -1 : 1))
        .slice(0, MAX_CORRECTIONS);
      if (this.correctionCache.size > 500) {
        this.correctionCache.clear();
      }
      this.correctionCache.set(term, found);
    }
    return found;
  }

  /**
   * Two words typed apart that the site writes as one name ("optional pack" → GeyserOptionalPack,
   * "geyser connect" → GeyserConnect): the name counts as a match for both words.
   */
  private addJoinedNames(clauses: Clause[], added: Set<string>): void {
    for (let i = 0; i + 1 < clauses.length; i += 1) {
      const left = clauses[i].reading ?? clauses[i].phrase[0];
      const right = clauses[i + 1].reading ?? clauses[i + 1].phrase[0];
      // Two everyday words ("bedrock players") are the reader's own phrase, not a name in the API.
      if (
        clauses[i].phrase.length !== 1 ||
        clauses[i + 1].phrase.length !== 1 ||
        (this.isCommon([left]) && this.isCommon([right]))
      ) {
        continue;
      }
      const joined = left + right;
      // Names written with a separator: "key pem" → key.pem, "port forwarding" → port-forwarding.
      const names = [...(this.compactNames.get(joined) ?? [])];
      if (joined.length >= 6 && !/\d/.test(joined)) {
        names.push(...this.namesContaining(joined));
      }
      for (const name of names) {
        clauses[i].alternatives.push([name]);
        clauses[i + 1].alternatives.push([name]);
        added.add(name);
      }
    }
  }

  /** Up to three one-word names containing `joined`; remembered, since typing repeats the same pairs. */
  private namesContaining(joined: string): string[] {
    let found = this.joinedNameCache.get(joined);
    if (!found) {
      found = [];
      for (const term of this.oneWordNames) {
        if (term.includes(joined) && found.push(term) === 3) {
          break;
        }
      }
      if (this.joinedNameCache.size > 500) {
        this.joinedNameCache.clear();
      }
      this.joinedNameCache.set(joined, found);
    }
    return found;
  }

  /** The project the query does not name when it names exactly one of `PROJECTS` (see there). */
  private otherProject(parsed: ParsedQuery): string | undefined {
    const typed = new Set(parsed.clauses.flatMap((clause) => [...clause.phrase, clause.reading ?? '']));
    const named = PROJECTS.filter((project) => typed.has(project));
    return named.length === 1 ? PROJECTS.find((project) => project !== named[0]) : undefined;
  }

  private isCommon(terms: string[]): boolean {
    return terms.every(
      (term) =>
        PRODUCT_WORDS.has(term) || (this.sectionCounts.get(term) ?? 0) > this.sections.length * COMMON_TERM_SHARE,
    );
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
    const lastTerms = new Set(parsed.clauses.at(-1)?.phrase ?? []);
    const results = this.combine(parsed, lastTerms, accept);
    this.dropUnmatchedWords(parsed, results);
    const scored = results.map((result) => this.match(result, parsed));
    const best = Math.max(0, ...scored.map((entry) => entry.coverage));
    // Sections with every required word come first; the others pay for what they miss (below). When the
    // best section covers words worth two of the query's rarest word or more, a section may miss words
    // worth one rarest word and no more ("config.yml explained" → the config page): in a long question,
    // several common words ("running", "working") may go missing together, but never the word that names
    // the topic. Below that, any section with one of the words is listed.
    const kept = scored.filter((entry) => entry.coverage > 0 && (best < 2 || entry.coverage >= best - 1 - 1e-9));
    const otherProject = this.otherProject(parsed);
    for (const entry of kept) {
      entry.score *=
        MISSING_WORD_WEIGHT ** (best - entry.coverage) *
        FREQUENT_MISSING_WEIGHT ** entry.missingFrequent *
        TYPO_WEIGHT ** entry.typos *
        VARIANT_WEIGHT ** entry.variants *
        (entry.section.lvl0.toLowerCase() === otherProject ? OTHER_PROJECT_WEIGHT : 1);
    }
    kept.sort(byRank);
    // No space after the last word: it may still be a prefix ("port forw").
    const phraseTermList = parsed.clauses.flatMap((clause) => clause.phrase);
    const phrase = ` ${phraseTermList.join(' ')}`;
    const contentPhraseBonus = Math.min(
      MAX_PHRASE_BONUS,
      PHRASE_BONUS.content + PHRASE_WORD_BONUS * Math.max(0, phraseTermList.length - 2),
    );
    // Words next to each other as typed ("port forwarding") beat the same words apart, and a title
    // the query covers ("Floodgate") beats a longer one that merely contains it ("Floodgate
    // features"). Only the leading candidates are checked: this cannot lift a weak hit past many
    // strong ones.
    const queryTerms = new Set(parsed.terms);
    for (const entry of kept.slice(0, PHRASE_CHECK_LIMIT)) {
      const texts = this.textsOf(entry.section);
      if (parsed.clauses.length > 1) {
        entry.score *= texts.heading.includes(phrase)
          ? PHRASE_BONUS.heading
          : texts.content.includes(phrase)
            ? contentPhraseBonus
            : 1;
      }
      entry.score *=
        1 +
        TITLE_COVERAGE_BONUS *
          Math.max(
            titleCoverage(texts.headingTerms, entry.matched, queryTerms),
            ...(this.keywordTerms.get(entry.section.id) ?? []).map((terms) =>
              titleCoverage(terms, entry.matched, queryTerms),
            ),
          );
    }
    kept.sort(byRank);
    handLeadToSection(kept, (entry) => this.headingNames(entry, parsed));
    return diversify(kept).map(({section, score, matched, matchedWords}) => ({section, score, matched, matchedWords}));
  }

  /**
   * A word that no section matches in any reading (a misspelt "where", a word the site never uses)
   * cannot decide anything: it stops being required, so that it does not empty the results when the
   * reader's other words are all common ones ("wehre to start"). If no required word is left, every
   * word that matched somewhere counts, as when a query has only common words.
   */
  private dropUnmatchedWords(parsed: ParsedQuery, results: readonly Hit[]): void {
    const found = new Set(results.flatMap((hit) => hit.queryTerms));
    const matches = (clause: Clause) =>
      clause.alternatives.some((alternative) => alternative.every((term) => found.has(term)));
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
    parsed.rarity = this.rarity(parsed.clauses);
  }

  /**
   * How much of the query a section's heading names, read under its page's title as the reader sees
   * it ("Custom waypoints › Textures"): the rarity of each required word the heading or the title has
   * as typed or through a synonym, summed. A page's top has only its title. Product words count 0.
   */
  private headingNames(entry: Ranked & {matched: Set<string>}, parsed: ParsedQuery): number {
    const own = this.textsOf(entry.section).headingTerms;
    const lead = entry.section.level === 1 ? undefined : this.leadOf.get(entry.section.url);
    const terms = lead === undefined ? own : [...own, ...this.termTexts[lead].headingTerms];
    // A heading word names a query term as written, or as the word it starts or misspells when that is
    // how the section matched it ("portforward" → Port forwarding).
    const names = (term: string) =>
      terms.some((own) => own === term || (entry.matched.has(own) && termMatches(term, own)));
    return parsed.clauses.reduce(
      (sum, clause) =>
        clause.required && clause.alternatives.some((alternative) => alternative.every(names))
          ? sum + (parsed.rarity.get(clause) ?? 0)
          : sum,
      0,
    );
  }

  /**
   * MiniSearch's OR query, term by term: each term's hits (BM25 over the fields, with its prefix
   * and typo matches) are kept for the next keystrokes, which repeat every word but the last. The
   * sum is what `miniSearch.search(terms.join(' '), {combineWith: 'OR', boostTerm…})` returns:
   * term scores times their weights, summed, times the number of terms matched; except that the other
   * forms of one typed word count once, with the best of their scores.
   */
  private combine(parsed: ParsedQuery, lastTerms: Set<string>, accept: (section: Section) => boolean): Hit[] {
    const combined = new Map<number, Hit>();
    for (const term of parsed.terms) {
      const weight = parsed.weights.get(term) ?? 1;
      for (const found of this.termHits(
        term,
        this.prefixAllowed(term, parsed, lastTerms),
        parsed.exactTerms.has(term) ? false : this.typoBudgetFor(term),
      )) {
        const hit = combined.get(found.id);
        if (hit) {
          hit.score += weight * found.score;
          hit.queryTerms.push(term);
          hit.hits.push(found);
        } else {
          combined.set(found.id, {id: found.id, score: weight * found.score, queryTerms: [term], hits: [found]});
        }
      }
    }
    // Other forms of one word ("downloaded", "downloading" for "download") count as one term: a section that
    // uses many forms of a word is not a better answer than one that uses the word as typed.
    const formsOf = new Map<string, Clause>();
    for (const clause of parsed.clauses) {
      for (const [term] of clause.alternatives) {
        if (parsed.variantTerms.has(term)) {
          formsOf.set(term, clause);
        }
      }
    }
    const hits: Hit[] = [];
    const bestForm = new Map<Clause, number>();
    for (const hit of combined.values()) {
      if (!accept(this.sections[hit.id])) {
        continue;
      }
      if (formsOf.size === 0) {
        hit.score *= hit.queryTerms.length;
      } else {
        let score = 0;
        let count = 0;
        bestForm.clear();
        hit.queryTerms.forEach((term, i) => {
          const value = (parsed.weights.get(term) ?? 1) * hit.hits[i].score;
          const clause = formsOf.get(term);
          if (clause) {
            bestForm.set(clause, Math.max(bestForm.get(clause) ?? 0, value));
          } else {
            score += value;
            count += 1;
          }
        });
        for (const value of bestForm.values()) {
          score += value;
          count += 1;
        }
        hit.score = score * count;
      }
      hits.push(hit);
    }
    return hits;
  }

  /** One term's hits, remembered for the next keystrokes (the least recently used are dropped). */
  private termHits(term: string, prefix: boolean, fuzzy: number | false): readonly TermHit[] {
    const key = `${term}\u0000${prefix ? 1 : 0}${fuzzy === false ? 0 : fuzzy}`;
    let hits = this.termCache.get(key);
    if (hits) {
      this.termCache.delete(key);
    } else {
      hits = this.miniSearch
        .search(term, {
          boost: BOOST,
          prefix,
          fuzzy,
          weights: {fuzzy: 0.35, prefix: 0.5},
          boostDocument: (id) => sectionWeight(this.sections[id as number]),
        })
        .map(({id, score, match}) => {
          const docTerms = Object.keys(match);
          return {
            id: id as number,
            score,
            docTerms,
            exact: docTerms.some((docTerm) => docTerm === term || (prefix && docTerm.startsWith(term))),
            pageFieldsOnly: Object.values(match).every((fields) => fields.every((field) => PAGE_FIELDS.has(field))),
          };
        });
      if (this.termCache.size >= TERM_CACHE_SIZE) {
        this.termCache.delete(this.termCache.keys().next().value as string);
      }
    }
    this.termCache.set(key, hits);
    return hits;
  }

  /**
   * Prefix matching for the word still being typed (the last one) and for earlier words the index
   * does not have as typed ("forw port"); a complete known word matches itself only, which keeps
   * common words from pulling in every longer word that starts with them.
   */
  private prefixAllowed(term: string, parsed: ParsedQuery, lastTerms: Set<string>): boolean {
    if (parsed.exactTerms.has(term)) {
      return false;
    }
    return lastTerms.has(term) || parsed.prefixTerms.has(term) || (term.length >= 4 && !this.sectionCounts.has(term));
  }

  /**
   * Typos only for words the index does not have as typed, nor in another form ("locate" → locating):
   * a correct word never matches a neighbour ("locale").
   */
  private typoBudgetFor(term: string): number | false {
    return this.sectionCounts.has(term) || this.variants(term).length > 0 ? false : typoBudget(term);
  }

  /** A section's own heading (the title for a lead section) and text, as space-separated terms. */
  private textsOf(section: Section): SectionTerms {
    return this.termTexts[section.id];
  }

  private match(result: Hit, parsed: ParsedQuery) {
    const {queryTerms, hits} = result;
    const matchedClauses = parsed.clauses.filter((clause) =>
      clause.alternatives.some((alternative) => alternative.every((term) => queryTerms.includes(term))),
    );
    // A query term is matched as written when the section has it, or a word it starts (prefix search).
    const exact = (term: string) => {
      const i = queryTerms.indexOf(term);
      return i !== -1 && hits[i].exact && !parsed.typoTerms.has(term);
    };
    const typos = matchedClauses.filter(
      (clause) => !clause.alternatives.some((alternative) => alternative.every(exact)),
    ).length;
    // Words this section has only in another form ("connection" for "connect").
    const variants = matchedClauses.filter(
      (clause) =>
        !clause.alternatives.some((alternative) =>
          alternative.every((term) => !parsed.variantTerms.has(term) && queryTerms.includes(term)),
        ),
    ).length;
    const section = this.sections[result.id];
    return {
      section,
      score: result.score,
      // Whether the section matched only through its page's keywords or description: then a section
      // of the page that has the words in its own text is the better answer (see `handLeadToSection`).
      pageFieldsOnly: section.level === 1 && hits.every((hit) => hit.pageFieldsOnly),
      variants,
      coverage: matchedClauses.reduce(
        (sum, clause) => sum + (clause.required ? (parsed.rarity.get(clause) ?? 1) : 0),
        0,
      ),
      missingFrequent: parsed.clauses.filter((clause) => clause.frequent && !matchedClauses.includes(clause)).length,
      typos,
      matched: new Set(hits.length === 1 ? hits[0].docTerms : hits.flatMap((hit) => hit.docTerms)),
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
      // What a section sits under: a page's top under its sidebar categories, a heading under the headings above it.
      return lead ? section.categories : section.headings.slice(0, -1).join(' ');
    case 'summary':
      return lead ? section.description : '';
    case 'keywords':
      return lead ? section.keywords : '';
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

/** Algolia's defaults: one typo from 4 letters, two from 8; never in numbers, joined names or long terms. */
export function typoBudget(term: string): number | false {
  if (term.length > MAX_FUZZY_TERM_CHARS || /[\d\-._:]/.test(term)) {
    return false;
  }
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;
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
const SIMPLE_TERM = /^[a-z]+$/;

/**
 * Share of a heading's meaningful words (not product words, unless it has no others) that the section
 * matched, 0–1; a word matched only by its beginning counts for the share of it the reader typed.
 */
function titleCoverage(headingTerms: readonly string[], matched: Set<string>, queryTerms: ReadonlySet<string>): number {
  if (headingTerms.length === 0) {
    return 0;
  }
  // A heading word the reader has only begun ("geyser" for GeyserOptionalPack) covers the share typed.
  const share = (term: string) => {
    if (!matched.has(term)) {
      return 0;
    }
    if (queryTerms.has(term)) {
      return 1;
    }
    let typed = 0;
    for (const query of queryTerms) {
      if (term.startsWith(query) && query.length > typed) {
        typed = query.length;
      }
    }
    return typed === 0 ? 1 : typed / term.length;
  };
  return headingTerms.reduce((sum, term) => sum + share(term), 0) / headingTerms.length;
}
/** A typed word found in at most this many sections may also be a typo'd pair of words. */
const RARE_TERM_SECTIONS = 3;

/** One term's hit in a section. */
interface TermHit {
  id: number;
  score: number;
  /** Index terms the section matched for it (itself, longer words it starts, typo readings). */
  docTerms: string[];
  /** Whether it matched as typed or as the start of a word, not only through a typo reading. */
  exact: boolean;
  /** Whether it matched only in the page's keywords or description. */
  pageFieldsOnly: boolean;
}

/** A section's hits for the whole query. */
interface Hit {
  id: number;
  score: number;
  /** The query terms the section matched, and each one's hit. */
  queryTerms: string[];
  hits: TermHit[];
}

/** Terms whose hits are remembered: enough for the words of a few queries typed in a row. */
const TERM_CACHE_SIZE = 64;

interface Ranked {
  score: number;
  typos: number;
  variants: number;
  coverage: number;
  pageFieldsOnly: boolean;
  section: Section;
}

function byRank(a: Ranked, b: Ranked): number {
  return b.score - a.score || a.section.id - b.section.id;
}

/** The parts of CamelCase names in a text ("GeyserOptionalPack" → geyser, optional, pack). */
export function camelCaseParts(text: string): string[] {
  const parts: string[] = [];
  for (const [name] of text.matchAll(/\b[A-Z]?[a-z]+(?:[A-Z][a-z]+)+\b/g)) {
    for (const [part] of name.matchAll(/[A-Z]?[a-z]+/g)) {
      parts.push(part.toLowerCase());
    }
  }
  return parts;
}

/** Package names that begin the Java class names readers paste from stack traces. */
const JAVA_PACKAGE_ROOTS = new Set(['java', 'javax', 'jdk', 'sun', 'org', 'com', 'net', 'io']);

/**
 * The class of a fully qualified Java name (`java.lang.NoClassDefFoundError` → noclassdeffounderror),
 * which pages name without its package. `terms` is `termsOfWord`'s output: the name, then its parts.
 */
function javaClassName(terms: string[]): string | undefined {
  const parts = terms.slice(1);
  const last = parts.at(-1);
  return parts.length >= 3 &&
    JAVA_PACKAGE_ROOTS.has(parts[0]) &&
    last !== undefined &&
    last.length >= 8 &&
    /^[a-z]+$/.test(last)
    ? last
    : undefined;
}

/** Text as the terms of its words in reading order (joined names as their parts). */
function phraseTerms(text: string): string[] {
  return words(text).flatMap((word) => {
    const found = termsOfWord(word);
    return found.length > 1 ? found.slice(1) : found;
  });
}

/** A word's terms in reading order: the parts of a joined name, not the whole. */
function readingTerms(word: string): string[] {
  const found = termsOfWord(word);
  return found.length > 1 ? found.slice(1) : found;
}

/** A section's own heading and text as terms in reading order, space-separated and padded. */
interface SectionTerms {
  heading: string;
  content: string;
  /** The heading's terms other than product words, for `titleCoverage`. */
  headingTerms: string[];
}

function sectionWeight(section: Section): number {
  const depth = section.level === 1 ? DEPTH_WEIGHT.lead : section.level === 2 ? DEPTH_WEIGHT.h2 : DEPTH_WEIGHT.deeper;
  return (KIND_WEIGHT[section.kind] ?? 1) * depth;
}

/** Fields that describe a whole page rather than the text of its lead section. */
const PAGE_FIELDS = new Set(['keywords', 'summary']);

/**
 * A page's lead section gives its place to the best section of the same page with as many of the
 * reader's words when
 * - the lead matched only through the page's keywords or description, and the section has the
 *   words in its own text ("srv record" → the FAQ's question about domains, not the top of the FAQ);
 * - or the section's heading, with the page title above it, names more of the query than the title
 *   alone ("docker udp port" → the port forwarding guide's Docker section; "custom waypoint
 *   textures" → Custom waypoints › Textures).
 * Sorted input.
 */
function handLeadToSection<T extends Ranked>(ranked: T[], headingNames: (entry: T) => number): void {
  // Each page's places in the list, best first.
  const places = new Map<string, number[]>();
  ranked.forEach((entry, i) => {
    const list = places.get(entry.section.url);
    if (list) {
      list.push(i);
    } else {
      places.set(entry.section.url, [i]);
    }
  });
  for (const [i, ...rest] of places.values()) {
    const lead = ranked[i];
    if (lead.section.level !== 1 || rest.length === 0) {
      continue;
    }
    const candidates = rest.filter((k) => ranked[k].coverage >= lead.coverage - 1e-9);
    let j = lead.pageFieldsOnly ? (candidates.find((k) => !ranked[k].pageFieldsOnly) ?? -1) : -1;
    if (j === -1) {
      let named = headingNames(lead);
      for (const k of candidates) {
        const own = headingNames(ranked[k]);
        if (own > named + 1e-9) {
          named = own;
          j = k;
        }
      }
    }
    if (j !== -1) {
      const section = ranked[j];
      [lead.score, section.score] = [section.score, lead.score];
      ranked[i] = section;
      ranked[j] = lead;
    }
  }
}

/** Each further hit from the same page counts a little less, so other pages get a look in. */
function diversify<T extends Ranked>(ranked: T[]): T[] {
  const seen = new Map<string, number>();
  return ranked
    .map((entry) => {
      const count = seen.get(entry.section.url) ?? 0;
      seen.set(entry.section.url, count + 1);
      return {...entry, score: entry.score / (1 + 0.6 * count)};
    })
    .sort(byRank);
}
