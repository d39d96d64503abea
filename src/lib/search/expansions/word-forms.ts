import {stemmer} from 'stemmer';

import type {Alternative} from '../query';
import {PLAIN_WORD, PRODUCT_WORDS} from '../vocabulary';
import type {ExpansionContext, WordExpansion} from './context';

/**
 * Other forms of a word in the index ("applying" → apply, applied), by their shared Porter stem.
 * Names made of several words and product words have none: "edit" and "edition" share a stem, and
 * "edition" is on every page.
 */
export function formsOf(term: string, {vocabulary, profile, memo}: ExpansionContext): string[] {
  const {formMinChars, formMaxChars, forms} = profile.limits;
  if (term.length < formMinChars || term.length > formMaxChars || !PLAIN_WORD.test(term) || PRODUCT_WORDS.has(term)) {
    return [];
  }
  return memo('forms', term, () =>
    (vocabulary.stemGroups.get(stemmer(term)) ?? [])
      .filter((other) => other !== term && !PRODUCT_WORDS.has(other))
      .slice(0, forms),
  );
}

/** "connection" also finds connect and connected, counting less than the form as typed. */
export const wordForms: WordExpansion = {
  name: 'word forms',
  expand: ({found}, context): Alternative[] =>
    found.length === 1
      ? formsOf(found[0], context).map((term) => ({
          terms: [term],
          origin: 'form',
          weight: context.profile.weights.form,
        }))
      : [],
};
