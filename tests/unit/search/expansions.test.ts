import {describe, expect, it} from 'vitest';

import {createMemo, type ExpansionContext, type QueryWord} from '../../../src/lib/search/expansions/context';
import {javaClasses} from '../../../src/lib/search/expansions/java-classes';
import {joinedNames} from '../../../src/lib/search/expansions/joined-names';
import {separatedNames} from '../../../src/lib/search/expansions/separated-names';
import {splits} from '../../../src/lib/search/expansions/splits';
import {synonyms, synonymTable} from '../../../src/lib/search/expansions/synonyms';
import {corrections, typos} from '../../../src/lib/search/expansions/typos';
import {formsOf, wordForms} from '../../../src/lib/search/expansions/word-forms';
import {DEFAULT_PROFILE} from '../../../src/lib/search/profile';
import {type Clause, isQuestionPhrase, typed} from '../../../src/lib/search/query';
import {normalize, termsOfWord} from '../../../src/lib/search/text';
import {Vocabulary} from '../../../src/lib/search/vocabulary';

/** A context over an index whose terms are the given ones, each in `count` of 100 sections. */
function contextOf(terms: Record<string, number>, synonymList = synonymTable([])): ExpansionContext {
  return {
    vocabulary: new Vocabulary(new Map(Object.entries(terms)), 100, DEFAULT_PROFILE),
    profile: DEFAULT_PROFILE,
    synonyms: synonymList,
    memo: createMemo(DEFAULT_PROFILE.limits.wordCache),
  };
}

const word = (text: string): QueryWord => ({typed: normalize(text), found: termsOfWord(text)});
const clause = (text: string): Clause => {
  const found = termsOfWord(text);
  const phrase = found.length > 1 ? found.slice(1) : found;
  return {word: text, phrase, alternatives: [typed([found[0]])], question: isQuestionPhrase(phrase), required: true};
};
const termsOf = (alternatives: ReadonlyArray<{terms: string[]}>) => alternatives.map(({terms}) => terms);

describe('query expansions', () => {
  const site = contextOf({
    port: 20,
    forwarding: 5,
    forward: 3,
    'key.pem': 2,
    'add-ons': 2,
    optional: 4,
    pack: 9,
    geyseroptionalpack: 2,
    join: 6,
    joining: 3,
    joined: 2,
    edition: 90,
    report: 4,
    'report.txt': 1,
    txt: 1,
    noclassdeffounderror: 1,
  });

  it('splits a word typed without a space into two indexed words, the second by its start', () => {
    expect(termsOf(splits.expand(word('portforward'), site))).toEqual([['port', 'forward']]);
    expect(splits.expand(word('portforward'), site)[0]).toMatchObject({origin: 'split', prefix: true});
    // A word the site uses often is not split.
    expect(splits.expand(word('edition'), site)).toEqual([]);
  });

  it('finds a name the site writes with a separator when it is typed without one', () => {
    expect(termsOf(separatedNames.expand(word('keypem'), site))).toEqual([['key.pem']]);
    expect(termsOf(separatedNames.expand(word('addons'), site))).toEqual([['add-ons']]);
    expect(separatedNames.expand(word('port'), site)).toEqual([]);
  });

  it('adds other forms of a word, counting less, but never for product words', () => {
    expect(formsOf('joining', site).sort()).toEqual(['join', 'joined']);
    expect(wordForms.expand(word('joining'), site).every(({weight}) => weight < 1)).toBe(true);
    expect(formsOf('edit', site)).toEqual([]);
  });

  it('reads a word the index lacks as the index word one edit away, swaps included', () => {
    expect(corrections('optinal', site)).toEqual(['optional']);
    expect(corrections('optoinal', site)).toEqual(['optional']);
    expect(corrections('port', site)).toEqual([]);
    expect(termsOf(typos.expand(word('reprot.txt'), site))).toEqual([['report', 'txt'], ['report.txt']]);
    // A word the site has in another form is an English word, not a typo.
    expect(typos.expand(word('joins'), site)).toEqual([]);
  });

  it('reads a pasted Java class name as the class', () => {
    expect(termsOf(javaClasses.expand(word('java.lang.NoClassDefFoundError'), site))).toEqual([
      ['noclassdeffounderror'],
    ]);
    expect(javaClasses.expand(word('geyser.command.dump'), site)).toEqual([]);
  });

  it('joins two words into the one name the site writes', () => {
    const [left, right] = joinedNames.expand([clause('optional'), clause('pack')], site);
    expect(termsOf(left.alternatives)).toContainEqual(['geyseroptionalpack']);
    expect(termsOf(right.alternatives)).toContainEqual(['geyseroptionalpack']);
    expect(left.alternatives.at(-1)?.origin).toBe('joined');
  });

  it('merges a reader phrase into one clause with the site words, which count less', () => {
    const table = synonymTable([
      {readers: ['pocket edition'], site: ['bedrock'], note: 'test'},
      {readers: ['ptero'], site: ['docker'], note: 'test'},
    ]);
    const withSynonyms = contextOf({bedrock: 50, docker: 3}, table);
    const merged = synonyms.expand([clause('pocket'), clause('edition'), clause('ptero')], withSynonyms);
    expect(merged.map(({word: typedWord}) => typedWord)).toEqual(['pocket edition', 'ptero']);
    expect(termsOf(merged[0].alternatives)).toEqual([['pocket', 'edition'], ['bedrock']]);
    expect(merged[1].alternatives[1]).toMatchObject({terms: ['docker'], origin: 'synonym'});
    expect(merged[1].alternatives[1].weight).toBeLessThan(1);
  });
});
