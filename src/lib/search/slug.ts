/**
 * Heading ids as Docusaurus makes them (github-slugger 1.x): lower-case, punctuation and symbols
 * dropped, spaces turned into dashes, and `-1`, `-2`… appended to repeats within one document.
 */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export function createSlugger(): (text: string) => string {
  const occurrences = new Map<string, number>();
  return (text) => {
    const original = slug(text);
    let result = original;
    while (occurrences.has(result)) {
      const count = (occurrences.get(original) ?? 0) + 1;
      occurrences.set(original, count);
      result = `${original}-${count}`;
    }
    occurrences.set(result, 0);
    return result;
  };
}
