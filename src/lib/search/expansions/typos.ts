import type {Alternative} from '../query';
import {singular} from '../text';
import {PLAIN_WORD, SEPARATOR} from '../vocabulary';
import type {ExpansionContext, WordExpansion} from './context';
import {formsOf} from './word-forms';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one edit away: a letter dropped, added, changed, or two neighbouring letters swapped. */
function oneEditAway(term: string): Set<string> {
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
  return candidates;
}

/**
 * Readings of a word that is not in the index: the index words one edit away ("optinal", "geysre",
 * "itmes"), the ones the site uses most first. A swap of two letters counts as one edit, as readers
 * make it (Levenshtein distance, which MiniSearch's fuzzy matching uses, counts it as two).
 */
export function corrections(term: string, context: ExpansionContext): string[] {
  const {vocabulary, profile} = context;
  if (
    term.length < profile.limits.correctionMinChars ||
    term.length > profile.limits.correctionMaxChars ||
    vocabulary.has(term) ||
    !PLAIN_WORD.test(term)
  ) {
    return [];
  }
  return context.memo('corrections', term, () =>
    [...new Set([...oneEditAway(term)].map(singular))]
      .filter((candidate) => candidate !== term && vocabulary.has(candidate))
      .sort((a, b) => vocabulary.count(b) - vocabulary.count(a) || (a < b ? -1 : 1))
      .slice(0, profile.limits.corrections),
  );
}

/**
 * For a joined name the index does not have ("reprot.txt" → reprot, txt), its parts with each part
 * the index lacks replaced by its likeliest correction (report, txt), and the corrected name as the
 * site writes it (report.txt) when the index has it. Empty when no part needs or finds a correction.
 */
function correctedParts(found: readonly string[], context: ExpansionContext): string[][] {
  const {vocabulary} = context;
  const parts = found.slice(1).filter((part) => !SEPARATOR.test(part));
  const fixed = parts.map((part) =>
    vocabulary.has(part) || formsOf(part, context).length > 0 ? part : (corrections(part, context)[0] ?? part),
  );
  if (fixed.every((part, i) => part === parts[i])) {
    return [];
  }
  const renamed = found[0]
    .split(new RegExp(`(${SEPARATOR.source})`))
    .map((segment) => {
      const i = parts.indexOf(singular(segment));
      return i === -1 ? segment : fixed[i];
    })
    .join('');
  return vocabulary.has(renamed) ? [fixed, [renamed]] : [fixed];
}

/** Typo readings of one word the index lacks, or of the misspelt parts of a joined name. */
function typoReadings({typed, found}: {typed: string; found: string[]}, context: ExpansionContext): string[][] {
  if (found.length > 1) {
    return context.vocabulary.has(found[0]) ? [] : correctedParts(found, context);
  }
  // A word the index has in another form ("locate" → locating) is an English word, not a typo.
  if (formsOf(found[0], context).length > 0) {
    return [];
  }
  let corrected = corrections(found[0], context);
  // A short plural loses its "s" before the lookup ("foms" → fom), too short to read as a typo:
  // then the word as typed is read instead ("foms" → forms → form).
  if (corrected.length === 0 && typed !== found[0] && !context.vocabulary.has(found[0])) {
    corrected = corrections(typed, context);
  }
  return corrected.map((term) => [term]);
}

/** Misspelt words: "flodgate" → floodgate, "reprot.txt" → report.txt. */
export const typos: WordExpansion = {
  name: 'typos',
  expand: (word, context): Alternative[] =>
    typoReadings(word, context).map((terms) => ({terms, origin: 'typo', weight: 1})),
};
