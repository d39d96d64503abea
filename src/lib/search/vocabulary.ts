import {stemmer} from 'stemmer';

import {javaPackageRoots, productWords, projects, questionWords} from '../../data/search-vocabulary';
import type {RankingProfile} from './profile';
import {termsOfWord} from './text';

/** Letters only: a plain English word, not a joined name or a number. */
export const PLAIN_WORD = /^[a-z]+$/;
/** Characters that join the parts of a name (`key.pem`, `port-forwarding`, `geyser:dump`). */
export const SEPARATOR = /[-._:]/;

/** The site's own word lists (src/data/search-vocabulary.ts) as the terms the engine compares. */
const asTerms = (list: readonly string[]) => new Set(list.flatMap((word) => termsOfWord(word)));
export const PRODUCT_WORDS = asTerms(productWords);
export const PROJECTS: readonly string[] = projects;
export const QUESTION_WORDS = asTerms(questionWords);
export const JAVA_PACKAGE_ROOTS = new Set(javaPackageRoots);

/**
 * What the index knows about its terms: how many sections have each, and the lookups the expansions
 * need (terms by stem, joined names by their letters, a sorted list for prefixes).
 */
export class Vocabulary {
  /** Sorted distinct index terms. */
  readonly terms: string[];
  /** Joined names (`key.pem`, `port-forwarding`) by their letters without separators (`keypem`). */
  readonly compactNames = new Map<string, string[]>();
  /** Index terms without separators, long enough to contain two words. */
  readonly oneWordNames: string[];
  /** Plain index terms by their Porter stem. */
  readonly stemGroups = new Map<string, string[]>();

  constructor(
    /** How many sections contain each term. */
    readonly sectionCounts: ReadonlyMap<string, number>,
    readonly sectionTotal: number,
    readonly profile: RankingProfile,
  ) {
    this.terms = [...sectionCounts.keys()].sort();
    this.oneWordNames = this.terms.filter(
      (term) => term.length >= profile.limits.joinedMinChars && !SEPARATOR.test(term),
    );
    for (const term of this.terms) {
      if (SEPARATOR.test(term)) {
        const compact = term.replace(new RegExp(SEPARATOR, 'g'), '');
        this.compactNames.set(compact, [...(this.compactNames.get(compact) ?? []), term]);
      } else if (term.length >= profile.limits.formMinChars && PLAIN_WORD.test(term)) {
        const stem = stemmer(term);
        this.stemGroups.set(stem, [...(this.stemGroups.get(stem) ?? []), term]);
      }
    }
  }

  has(term: string): boolean {
    return this.sectionCounts.has(term);
  }

  count(term: string): number {
    return this.sectionCounts.get(term) ?? 0;
  }

  /** Product words, and words in more than `commonShare` of sections: they cannot tell sections apart. */
  isCommon(terms: readonly string[]): boolean {
    const limit = this.sectionTotal * this.profile.weights.commonShare;
    return terms.every((term) => PRODUCT_WORDS.has(term) || this.count(term) > limit);
  }

  /** Whether some index term starts with `prefix` (binary search over the sorted terms). */
  hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.terms[mid] < prefix) {
        low = mid + 1;
      } else {
        high = mid;
      }
    }
    return low < this.terms.length && this.terms[low].startsWith(prefix);
  }
}
