/**
 * Text rules shared by indexing, querying and highlighting. They must agree exactly: a word is
 * found and highlighted only if both sides turn it into the same term.
 */

/**
 * A "word" as readers type it: letters and digits, optionally joined by `-`, `.`, `_` or `:` into one
 * name (`clone-remote-port`, `geyser.command.dump`, `1.21.4`). Slashes split paths into words.
 */
const WORD = /[\p{L}\p{N}]+(?:[-._:][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;

/** Words that carry no meaning in a reader's question; they are neither indexed nor searched. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    'me my no of on or our so such than that the their them then there these they this those to too was we were what ' +
    'when where which while who why will with would you your ' +
    // Contractions lose their apostrophe in `normalize`; as search words they carry nothing either.
    'cant cannot dont doesnt didnt isnt arent wasnt wont wouldnt couldnt shouldnt im ive youre ' +
    // "What's", "how's", "where's" and "that's" (also typed without the apostrophe) are "what is" and so on.
    'whats hows wheres whos whys thats theres heres theyre weve youve'
  ).split(' '),
);

/** Lower-cases and strips accents, so "Ré" finds "re"; apostrophes vanish ("can't" is "cant"). */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/(?<=\p{L})['’](?=\p{L})/gu, '');
}

/** English plurals to their singular, so "commands" finds "command" (and the reverse). */
export function singular(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) {
    return word;
  }
  if (word.endsWith('ies') && word.length > 4) {
    return `${word.slice(0, -3)}y`;
  }
  if (word.endsWith('s') && !/(ss|us|is|ys)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

function isIndexablePart(part: string): boolean {
  // Single letters are noise; single digits are kept for version numbers.
  return (part.length > 1 || /\d/.test(part)) && !STOP_WORDS.has(part);
}

const SIMPLE_WORD = /^[a-z0-9]+$/;

/** The searchable terms of one word: the word itself and, for joined names, each of its parts. */
export function termsOfWord(word: string): string[] {
  if (SIMPLE_WORD.test(word)) {
    // Already normalised (the common case while indexing): skip the Unicode work.
    return isIndexablePart(word) ? [singular(word)] : [];
  }
  const lower = normalize(word);
  const parts = lower.match(PART) ?? [];
  if (parts.length <= 1) {
    return parts.filter(isIndexablePart).map(singular);
  }
  // A file named after a joined name is also that name: "Geyser-Spigot.jar" is Geyser-Spigot.
  const base = lower.replace(FILE_EXTENSION, '');
  const named = base !== lower && /[-._:]/.test(base) ? [base] : [];
  return [lower, ...named, ...parts.filter(isIndexablePart).map(singular)];
}

/** File endings after a joined name (see `termsOfWord`). */
const FILE_EXTENSION = /\.(?:jar|zip|mcpack|yml|yaml|json|toml|properties|txt|sh|bat)$/;

/** Splits text into the words that `termsOfWord` understands. */
export function words(text: string): string[] {
  return normalize(text).match(WORD) ?? [];
}

/** Every term of a text, in order, with repeats (for indexing). */
export function terms(text: string): string[] {
  return words(text).flatMap(termsOfWord);
}

/** Where each word sits in the original text, for highlighting. Offsets index the original string. */
export interface WordSpan {
  start: number;
  end: number;
  /** The joined name, with the offsets of its parts inside the original text. */
  parts: Array<{start: number; end: number}>;
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  // Offsets must refer to the original text, so match on it directly; `termsOfWord` normalises later.
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}'’]+(?:[-._:][\p{L}\p{M}\p{N}'’]+)*/gu)) {
    const start = match.index ?? 0;
    const parts: WordSpan['parts'] = [];
    for (const part of match[0].matchAll(/[\p{L}\p{M}\p{N}'’]+/gu)) {
      const partStart = start + (part.index ?? 0);
      parts.push({start: partStart, end: partStart + part[0].length});
    }
    spans.push({start, end: start + match[0].length, parts});
  }
  return spans;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** A word's terms in reading order: the parts of a joined name, not the whole. */
export function readingTerms(word: string): string[] {
  const found = termsOfWord(word);
  return found.length > 1 ? found.slice(1) : found;
}

/** Text as the terms of its words in reading order (joined names as their parts). */
export function phraseTerms(text: string): string[] {
  return words(text).flatMap(readingTerms);
}
