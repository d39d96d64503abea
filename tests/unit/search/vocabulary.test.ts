import {describe, expect, it} from 'vitest';

import {javaPackageRoots, productWords, projects, questionWords} from '../../../src/data/search-vocabulary';
import {isStopWord, termsOfWord} from '../../../src/lib/search/text';

const lists = {productWords, projects, questionWords, javaPackageRoots};

describe('src/data/search-vocabulary.ts', () => {
  it('holds single lower-case words that the engine can search', () => {
    for (const [name, list] of Object.entries(lists)) {
      expect(list.length, name).toBeGreaterThan(0);
      for (const word of list) {
        expect(word, `${name}: "${word}"`).toMatch(/^[a-z0-9]+$/);
        // A stop word is dropped before search: listing it would do nothing.
        expect(isStopWord(word), `${name}: "${word}" is a stop word`).toBe(false);
        expect(termsOfWord(word), `${name}: "${word}"`).toHaveLength(1);
      }
    }
  });

  it('lists a word once, and in one of the ranking lists only', () => {
    const seen = new Map<string, string>();
    for (const [name, list] of Object.entries({productWords, questionWords})) {
      for (const word of list) {
        const term = termsOfWord(word)[0];
        expect(seen.get(term), `"${word}" is listed in ${seen.get(term)} and ${name}`).toBeUndefined();
        seen.set(term, name);
      }
    }
    expect(new Set(projects).size).toBe(projects.length);
    expect(new Set(javaPackageRoots).size).toBe(javaPackageRoots.length);
  });
});
