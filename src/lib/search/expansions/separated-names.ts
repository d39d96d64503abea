import type {Alternative} from '../query';
import type {WordExpansion} from './context';

/** A name the site writes with a separator, typed without it: "addons" → add-ons, "keypem" → key.pem. */
export const separatedNames: WordExpansion = {
  name: 'separated names',
  expand: ({typed, found}, {vocabulary}): Alternative[] =>
    found.length === 1
      ? (vocabulary.compactNames.get(typed) ?? vocabulary.compactNames.get(found[0]) ?? []).map((name) => ({
          terms: [name],
          origin: 'separated',
          weight: 1,
        }))
      : [],
};
