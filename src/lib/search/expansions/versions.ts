import type {Alternative} from '../query';
import type {WordExpansion} from './context';

/**
 * A Minecraft version as readers type it ("1.16.5", "1.21.50", "26.1"); IP addresses have more parts.
 * Written without digit counts in braces so that the profile stays the one place for numbers.
 */
const VERSION_NUMBER = /^\d\d?\.\d\d?(?:\.\d\d?\d?)?$/;

export function isVersion(found: readonly string[]): boolean {
  return found.length > 1 && VERSION_NUMBER.test(found[0]);
}

/**
 * A version's digits alone would match addresses, ports and step numbers, so it matches the version
 * as written or, like a synonym, the word "version": the pages about versions. Its parts are not searched.
 */
export const versions: WordExpansion = {
  name: 'versions',
  expand: ({found}, {profile}): Alternative[] =>
    isVersion(found) ? [{terms: ['version'], origin: 'version', weight: profile.weights.synonym}] : [],
};
