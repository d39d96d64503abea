/**
 * The words of a missing page's address, for the not-found page's search box: `/wiki/geyser/port-forwardin/`
 * becomes `geyser port forwardin`. Parts every address has (`wiki`, `index`, file extensions) and repeats are
 * left out; the rest keeps its order, since the path usually reads from section to page.
 */

/** More words than a typed address needs; the search engine caps what it reads anyway. */
export const MAX_PATH_WORDS = 8;

const NOISE = new Set(['wiki', 'index', 'html', 'htm', 'md', 'mdx', 'php', 'aspx']);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function pathWords(pathname: string, baseUrl = '/'): string {
  const path = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  const words: string[] = [];
  for (const segment of path.split('/')) {
    for (const word of decode(segment).split(/[\s\-_.+,;:!?()[\]{}'"]+/u)) {
      const lower = word.toLowerCase();
      if (word && !NOISE.has(lower) && !words.some((known) => known.toLowerCase() === lower)) {
        words.push(word);
      }
    }
  }
  return words.slice(0, MAX_PATH_WORDS).join(' ');
}
