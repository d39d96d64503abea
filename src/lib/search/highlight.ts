import {normalize, singular, wordSpans} from './text';

export interface MarkOptions {
  preTag: string;
  postTag: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Range {
  start: number;
  end: number;
}

interface Marked {
  /** Ranges of the original text to wrap, in order. */
  ranges: Range[];
  /** Index terms found in the text. */
  found: Set<string>;
  words: ReturnType<typeof wordSpans>;
  /** Index into `words` of each range's word. */
  rangeWords: number[];
}

/** Finds the words of `text` whose terms are in `matched`: a whole joined name, or single parts of it. */
function mark(text: string, matched: ReadonlySet<string>): Marked {
  const words = wordSpans(text);
  const ranges: Range[] = [];
  const rangeWords: number[] = [];
  const found = new Set<string>();
  words.forEach((word, index) => {
    if (word.parts.length > 1) {
      const whole = normalize(text.slice(word.start, word.end));
      if (matched.has(whole)) {
        ranges.push({start: word.start, end: word.end});
        rangeWords.push(index);
        found.add(whole);
        return;
      }
    }
    for (const part of word.parts) {
      const term = singular(normalize(text.slice(part.start, part.end)));
      if (matched.has(term)) {
        ranges.push(part);
        rangeWords.push(index);
        found.add(term);
      }
    }
  });
  return {ranges, found, words, rangeWords};
}

function render(text: string, from: number, to: number, ranges: Range[], {preTag, postTag}: MarkOptions): string {
  let out = '';
  let cursor = from;
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) {
      continue;
    }
    out += escapeHtml(text.slice(cursor, range.start));
    out += preTag + escapeHtml(text.slice(range.start, range.end)) + postTag;
    cursor = range.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export interface HighlightedText {
  value: string;
  found: Set<string>;
}

/** The whole text, escaped for HTML, with matched words wrapped in the tags. */
export function highlight(text: string, matched: ReadonlySet<string>, options: MarkOptions): HighlightedText {
  const {ranges, found} = mark(text, matched);
  return {value: render(text, 0, text.length, ranges, options), found};
}

/**
 * About `length` words of the text around its first match (Algolia's `attribute:length` snippet),
 * with the ellipsis where text was cut.
 */
export function snippet(
  text: string,
  matched: ReadonlySet<string>,
  length: number,
  options: MarkOptions & {ellipsis: string},
): HighlightedText {
  const {ranges, found, words, rangeWords} = mark(text, matched);
  if (words.length <= length) {
    return {value: render(text, 0, text.length, ranges, options), found};
  }
  const firstWord = rangeWords.length > 0 ? rangeWords[0] : 0;
  const start = Math.max(0, Math.min(firstWord - Math.floor(length / 4), words.length - length));
  const end = Math.min(words.length, start + length);
  const from = start === 0 ? 0 : words[start].start;
  const to = end === words.length ? text.length : words[end - 1].end;
  const value =
    (from > 0 ? options.ellipsis : '') +
    render(text, from, to, ranges, options) +
    (to < text.length ? options.ellipsis : '');
  return {value, found};
}
