import MiniSearch from 'minisearch';

import type {RankingProfile, SearchField} from './profile';
import {phraseTerms, readingTerms, termsOfWord, words} from './text';
import type {IndexedPage, PageKind, SearchIndexFile} from './types';
import {PRODUCT_WORDS} from './vocabulary';

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

/** A section's own heading (the title for a lead section) and text as terms, space-separated and padded. */
export interface SectionTerms {
  heading: string;
  content: string;
  /** The heading's terms other than product words (all of them if it has no others). */
  headingTerms: string[];
}

/** The sections, their MiniSearch index, and what the ranking stages read about them. */
export interface SectionIndex {
  sections: Section[];
  miniSearch: MiniSearch<Section>;
  /** How many sections contain each term. */
  sectionCounts: Map<string, number>;
  /** By section id. */
  termTexts: SectionTerms[];
  /** Each page's top section, by page URL. */
  leadOf: Map<string, number>;
  /** Each lead section's `keywords` phrases of two or more terms, product words left out. */
  keywordTerms: Map<number, string[][]>;
}

function toSections(file: SearchIndexFile): Section[] {
  return file.sections.map(([pageIndex, anchor, level, headings, blocks], id) => {
    const [url, lvl0, title, language, docusaurusTag, kind, description, keywords, categories]: IndexedPage =
      file.pages[pageIndex];
    const page = {url, lvl0, title, language, docusaurus_tag: docusaurusTag, kind, description};
    return {id, anchor, level, headings, blocks, ...page, keywords: keywords ?? '', categories: categories ?? ''};
  });
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

/** Keeps the phrase-matching copy of a heading or a text, made while MiniSearch splits it anyway. */
function keepTerms(texts: SectionTerms, field: string, found: readonly string[]): void {
  const sequence = found.flatMap(readingTerms);
  if (field === 'content') {
    texts.content = ` ${sequence.join(' ')} `;
    return;
  }
  texts.heading = ` ${sequence.join(' ')} `;
  const named = sequence.filter((term) => !PRODUCT_WORDS.has(term));
  // A heading of product words only ("Geyser") is still the name of what it covers.
  texts.headingTerms = named.length > 0 ? named : sequence;
}

/**
 * MiniSearch over the sections. Sections each term occurs in are counted while MiniSearch tokenises
 * (it reads a document's id field before its text fields).
 */
function indexSections(sections: Section[], profile: RankingProfile) {
  const sectionCounts = new Map<string, number>();
  const termTexts: SectionTerms[] = sections.map(() => ({heading: '  ', content: '  ', headingTerms: []}));
  const lastSection = new Map<string, number>();
  let current = -1;
  const miniSearch = new MiniSearch<Section>({
    fields: Object.keys(profile.fields) as SearchField[],
    storeFields: [],
    // Names written in CamelCase (GeyserOptionalPack, ThirdPartyCosmetics) are also found by their parts.
    tokenize: (text, field) => {
      const found = words(text);
      if (text && (field === 'content' || field === 'title' || field === 'heading')) {
        keepTerms(termTexts[current], field, found);
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
    searchOptions: {tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term},
  });
  miniSearch.addAll(sections);
  return {miniSearch, sectionCounts, termTexts};
}

/** A lead section's keywords phrases: one-word keywords would cover any query that contains the word. */
function keywordPhrases(section: Section): string[][] {
  return section.keywords
    .split(', ')
    .map((phrase) => phraseTerms(phrase).filter((term) => !PRODUCT_WORDS.has(term)))
    .filter((terms) => terms.length > 1);
}

export function buildSectionIndex(file: SearchIndexFile, profile: RankingProfile): SectionIndex {
  const sections = toSections(file);
  const leadOf = new Map<string, number>();
  const keywordTerms = new Map<number, string[][]>();
  for (const section of sections.filter(({level}) => level === 1)) {
    leadOf.set(section.url, section.id);
    const phrases = section.keywords ? keywordPhrases(section) : [];
    if (phrases.length > 0) {
      keywordTerms.set(section.id, phrases);
    }
  }
  return {sections, leadOf, keywordTerms, ...indexSections(sections, profile)};
}
