import {describe, expect, it} from 'vitest';

import {synonyms} from '../../../src/data/synonyms';
import {SearchEngine} from '../../../src/lib/search/engine';
import {isStopWord, termsOfWord, words} from '../../../src/lib/search/text';
import {sampleIndex} from '../../fixtures/search/corpus';

/** A phrase as the engine matches it: joined names (`cross-play`) as their parts. */
const phraseTerms = (text: string) =>
  words(text).flatMap((word) => {
    const found = termsOfWord(word);
    return found.length > 1 ? found.slice(1) : found;
  });

describe('src/data/synonyms.ts', () => {
  it('has entries a reader can type and a note for each', () => {
    expect(synonyms.length).toBeGreaterThan(10);
    for (const entry of synonyms) {
      expect(entry.note.trim(), JSON.stringify(entry)).not.toBe('');
      expect(entry.readers.length, entry.note).toBeGreaterThan(0);
      expect(entry.site.length, entry.note).toBeGreaterThan(0);
      for (const phrase of [...entry.readers, ...entry.site]) {
        expect(phrase, entry.note).toBe(phrase.toLowerCase().trim());
        expect(phrase.split(/\s+/).length, phrase).toBeLessThanOrEqual(3);
        // A phrase of stop words only would match every query.
        expect(phraseTerms(phrase).length, `"${phrase}" has no searchable word`).toBeGreaterThan(0);
        expect(isStopWord(phrase), phrase).toBe(false);
      }
    }
  });

  it('lists each reader word once, so one entry decides what it finds', () => {
    const seen = new Map<string, string>();
    for (const entry of synonyms) {
      for (const reader of entry.readers) {
        const key = phraseTerms(reader).join(' ');
        expect(seen.get(key), `"${reader}" is in "${seen.get(key)}" and "${entry.note}"`).toBeUndefined();
        seen.set(key, entry.note);
      }
    }
  });

  it('makes a reader word find the site word, ranked below the word as typed', () => {
    const engine = new SearchEngine(sampleIndex(), [{readers: ['ptero'], site: ['docker'], note: 'test'}]);
    expect(engine.search('ptero')[0]?.section.anchor).toBe('docker');
    expect(engine.lookups(engine.parse('ptero')).get('docker')?.weight).toBeLessThan(1);
    // Without the entry the word finds nothing.
    expect(new SearchEngine(sampleIndex(), []).search('ptero')).toEqual([]);
  });
});
