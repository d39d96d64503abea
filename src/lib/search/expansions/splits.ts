import type {Alternative} from '../query';
import {singular} from '../text';
import type {WordExpansion} from './context';

/**
 * A word typed without a space, missing or rare in the index, read as two indexed words
 * ("portforward" → port + forward…); the second may be the start of a longer word.
 */
export const splits: WordExpansion = {
  name: 'splits',
  expand: ({found}, {vocabulary, profile}): Alternative[] => {
    const {splitMinChars, splitMinPart, rareSections} = profile.limits;
    const term = found[0];
    if (found.length !== 1 || term.length < splitMinChars || /\d/.test(term) || vocabulary.count(term) > rareSections) {
      return [];
    }
    const out: Alternative[] = [];
    for (let i = splitMinPart; i <= term.length - splitMinPart && out.length < profile.limits.splits; i += 1) {
      const left = term.slice(0, i);
      const right = term.slice(i);
      if (vocabulary.has(left) && vocabulary.hasPrefix(right)) {
        out.push({terms: [left, singular(right)], origin: 'split', weight: 1, prefix: true});
      }
    }
    return out;
  },
};
