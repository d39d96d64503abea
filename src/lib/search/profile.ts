import type {PageKind} from './types';

/**
 * Every number the search ranking uses. Change them only with `npm run search:eval -- --tuning`
 * open; `--profile FILE` evaluates a changed copy without editing this file. What each stage and
 * expansion does with them is in docs/design/search.md.
 */
export interface RankingProfile {
  /** BM25 boost of each indexed field of a section. */
  fields: Record<SearchField, number>;
  /** MiniSearch's discount of a match by prefix (a longer word that the typed one starts). */
  miniSearch: {prefix: number};
  /** Page kinds: guides first; an API page or a site page below a guide; blog posts are history. */
  kind: Record<PageKind, number>;
  /** A page's lead section, then h2 sections, then deeper ones. */
  depth: {lead: number; h2: number; deeper: number};
  /** How much a term counts, by what kind of word it is or how it was found. */
  weights: {
    /** A product word, or a word found in more than `commonShare` of sections. */
    common: number;
    commonShare: number;
    /** A question or filler word (src/data/search-vocabulary.ts). */
    question: number;
    /** A site word found through src/data/synonyms.ts. */
    synonym: number;
    /** Another form of a typed word (same stem). */
    form: number;
  };
  /** Share of its score a section keeps for each thing it lacks. */
  penalties: {
    /** Per rarest-word's worth of required words missing. */
    missingWord: number;
    /** Per frequent word (not a product word) missing. */
    frequentMissing: number;
    /** Per word matched only in another form. */
    form: number;
    /** A section of the other project than the one the query names. */
    otherProject: number;
  };
  /** Sections may miss words worth this many of the query's rarest word, once the best covers `strictFrom`. */
  coverage: {slack: number; strictFrom: number; tolerance: number};
  /**
   * Query words found next to each other, in a heading or in a section's text; in the text, each word
   * of the phrase beyond `words` adds `perWord`, up to `max` (a pasted error message found word for word).
   */
  phrase: {heading: number; content: number; words: number; perWord: number; max: number};
  /** A heading whose meaningful words the query covers scores up to this much more. */
  headingCoverage: number;
  /** Each further hit from the same page divides its score by 1 + this × hits already listed. */
  diversity: number;
  limits: ProfileLimits;
}

export interface ProfileLimits {
  /** Caps on untrusted queries (see `queryWords` in query.ts). */
  queryChars: number;
  queryWords: number;
  termChars: number;
  /** A word the index lacks is matched by prefix from this many letters ("forw port"). */
  prefixMinChars: number;
  /** Longer words get no typo readings: the readings of a word grow with its length. */
  correctionMaxChars: number;
  /** Other forms of a word: at most `forms`, for words of `formMinChars` to `formMaxChars` letters. */
  forms: number;
  formMinChars: number;
  formMaxChars: number;
  /** Typo readings of a word missing from the index: at most `corrections`, from `correctionMinChars`. */
  corrections: number;
  correctionMinChars: number;
  /** A word typed without a space is split when it has `splitMinChars` letters and at most `rareSections`. */
  splitMinChars: number;
  splitMinPart: number;
  splits: number;
  rareSections: number;
  /** Two words are tried as one name when together they have `joinedMinChars` letters; at most `joinedNames`. */
  joinedMinChars: number;
  joinedNames: number;
  /** The longest reader phrase in src/data/synonyms.ts, in words. */
  synonymWords: number;
  /** A pasted Java class name has at least `javaParts` parts and a class of `javaClassChars` letters. */
  javaParts: number;
  javaClassChars: number;
  /** Only this many leading hits are checked for phrases and covered headings. */
  phraseCheck: number;
  /** Cached term hits and word readings, for the keystrokes that repeat them. */
  termCache: number;
  wordCache: number;
}

export type SearchField = 'title' | 'heading' | 'keywords' | 'parents' | 'pageTitle' | 'summary' | 'lvl0' | 'content';

export const DEFAULT_PROFILE: RankingProfile = {
  fields: {title: 6, heading: 4, keywords: 3, parents: 1.2, pageTitle: 1.5, summary: 1.5, lvl0: 0.5, content: 1},
  miniSearch: {prefix: 0.5},
  kind: {doc: 1, page: 0.6, api: 0.6, blog: 0.4},
  depth: {lead: 1.5, h2: 1.05, deeper: 1},
  weights: {common: 0.4, commonShare: 0.25, question: 0.2, synonym: 0.6, form: 0.7},
  penalties: {missingWord: 0.2, frequentMissing: 0.6, form: 0.7, otherProject: 0.8},
  coverage: {slack: 1, strictFrom: 2, tolerance: 1e-9},
  phrase: {heading: 1.6, content: 1.2, words: 2, perWord: 0.15, max: 2},
  headingCoverage: 0.6,
  diversity: 0.6,
  limits: {
    queryChars: 256,
    queryWords: 16,
    termChars: 64,
    prefixMinChars: 4,
    correctionMaxChars: 24,
    forms: 6,
    formMinChars: 3,
    formMaxChars: 12,
    corrections: 3,
    correctionMinChars: 4,
    splitMinChars: 6,
    splitMinPart: 2,
    splits: 3,
    rareSections: 3,
    joinedMinChars: 6,
    joinedNames: 3,
    synonymWords: 3,
    javaParts: 3,
    javaClassChars: 8,
    phraseCheck: 200,
    termCache: 64,
    wordCache: 500,
  },
};

/** A partial profile, as `--profile FILE` gives it: any group, and any field of a group, may be left out. */
export type ProfileOverrides = {[K in keyof RankingProfile]?: Partial<RankingProfile[K]>};

/** `DEFAULT_PROFILE` with the given fields replaced (one level deep, as the profile is laid out). */
export function withOverrides(overrides: ProfileOverrides, base: RankingProfile = DEFAULT_PROFILE): RankingProfile {
  const merged: Record<string, unknown> = {...base};
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    const nested = typeof current === 'object' && current !== null && !Array.isArray(current);
    merged[key] = nested ? {...(current as object), ...(value as object)} : value;
  }
  return merged as unknown as RankingProfile;
}
