import type {Alternative} from '../query';
import {JAVA_PACKAGE_ROOTS, PLAIN_WORD} from '../vocabulary';
import type {WordExpansion} from './context';

/**
 * The class of a fully qualified Java name pasted from a stack trace
 * (`java.lang.NoClassDefFoundError` → noclassdeffounderror), which pages name without its package.
 */
export const javaClasses: WordExpansion = {
  name: 'java classes',
  expand: ({found}, {profile}): Alternative[] => {
    const parts = found.slice(1);
    const last = parts.at(-1);
    return parts.length >= profile.limits.javaParts &&
      JAVA_PACKAGE_ROOTS.has(parts[0]) &&
      last !== undefined &&
      last.length >= profile.limits.javaClassChars &&
      PLAIN_WORD.test(last)
      ? [{terms: [last], origin: 'class', weight: 1}]
      : [];
  },
};
