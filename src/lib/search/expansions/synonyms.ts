import type {Synonym} from '../../../data/synonyms';
import {type Alternative, type Clause, isQuestionPhrase, typed} from '../query';
import {phraseTerms} from '../text';
import type {ClauseExpansion, ExpansionContext} from './context';

/** src/data/synonyms.ts as a table: each reader phrase (terms joined by spaces) to the site phrases it finds. */
export function synonymTable(list: readonly Synonym[]): Map<string, string[][]> {
  const table = new Map<string, string[][]>();
  for (const entry of list) {
    const site = entry.site.map(phraseTerms).filter((terms) => terms.length > 0);
    for (const reader of entry.readers) {
      const key = phraseTerms(reader).join(' ');
      if (key) {
        table.set(key, [...(table.get(key) ?? []), ...site]);
      }
    }
  }
  return table;
}

/** The clause for a run of words that spells a reader phrase ("pocket edition"), with its site phrases. */
function withSite(run: readonly Clause[], site: readonly string[][], context: ExpansionContext): Clause {
  const phrase = run.flatMap((clause) => clause.phrase);
  const base: Clause =
    run.length === 1
      ? {...run[0], alternatives: [...run[0].alternatives]}
      : {
          word: run.map((clause) => clause.word).join(' '),
          phrase,
          alternatives: [typed(phrase)],
          question: false,
          required: true,
        };
  for (const terms of site) {
    if (!base.alternatives.some((existing) => existing.terms.join(' ') === terms.join(' '))) {
      const alternative: Alternative = {terms, origin: 'synonym', weight: context.profile.weights.synonym};
      base.alternatives.push(alternative);
    }
  }
  base.question = isQuestionPhrase(base.phrase);
  return base;
}

/**
 * Reader words from src/data/synonyms.ts: a clause, or a run of clauses that spells a reader phrase,
 * also matches the site's words for the same thing. The longest reader phrase wins ("xbox series" before "xbox").
 */
export const synonyms: ClauseExpansion = {
  name: 'synonyms',
  expand: (clauses, context) => {
    const out: Clause[] = [];
    for (let i = 0; i < clauses.length; i += 1) {
      let length = Math.min(context.profile.limits.synonymWords, clauses.length - i);
      let site: readonly string[][] | undefined;
      for (; length >= 1 && !site; length -= 1) {
        site = context.synonyms.get(
          clauses
            .slice(i, i + length)
            .flatMap((clause) => clause.phrase)
            .join(' '),
        );
      }
      if (site) {
        // The loop stepped one past the length that matched.
        out.push(withSite(clauses.slice(i, i + length + 1), site, context));
        i += length;
      } else {
        out.push(clauses[i]);
      }
    }
    return out;
  },
};
