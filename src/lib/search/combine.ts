import type {Clause, ParsedQuery} from './query';
import type {Section} from './sections';
import {ScoredHit} from './scored-hit';
import type {Hit, TermHits, TermLookup} from './matching';

/**
 * MiniSearch's OR query, term by term (see docs/design/search.md for why not one query): each term's
 * hits are summed with their weights, times the number of terms matched; except that the other forms
 * of one typed word count once, with the best of their scores.
 */
export function combine(
  plan: ReadonlyMap<string, TermLookup>,
  termHits: TermHits,
  parsed: ParsedQuery,
  {accept, formsOnce}: {accept: (id: number) => boolean; formsOnce: boolean},
): Hit[] {
  const combined = new Map<number, Hit>();
  for (const [term, lookup] of plan) {
    for (const found of termHits.get(term, lookup)) {
      const hit = combined.get(found.id);
      if (hit) {
        hit.score += lookup.weight * found.score;
        hit.queryTerms.push(term);
        hit.hits.push(found);
      } else if (accept(found.id)) {
        combined.set(found.id, {id: found.id, score: lookup.weight * found.score, queryTerms: [term], hits: [found]});
      }
    }
  }
  const formsOf = formsOnce ? formClauses(parsed) : new Map<string, Clause>();
  const hits = [...combined.values()];
  for (const hit of hits) {
    hit.score = formsOf.size === 0 ? hit.score * hit.queryTerms.length : countFormsOnce(hit, plan, formsOf);
  }
  return hits;
}

/** Other forms of typed words, by the clause they stand for. */
function formClauses(parsed: ParsedQuery): Map<string, Clause> {
  const formsOf = new Map<string, Clause>();
  for (const clause of parsed.clauses) {
    for (const {terms, origin} of clause.alternatives) {
      if (origin === 'form') {
        formsOf.set(terms[0], clause);
      }
    }
  }
  return formsOf;
}

/**
 * A section that uses many forms of a word ("downloaded", "downloading" for "download") is not a
 * better answer than one that uses the word as typed: the forms count as one term, the best of them.
 */
function countFormsOnce(hit: Hit, plan: ReadonlyMap<string, TermLookup>, formsOf: Map<string, Clause>): number {
  let score = 0;
  let count = 0;
  const bestForm = new Map<Clause, number>();
  hit.queryTerms.forEach((term, i) => {
    const value = (plan.get(term)?.weight ?? 1) * hit.hits[i].score;
    const clause = formsOf.get(term);
    if (clause) {
      bestForm.set(clause, Math.max(bestForm.get(clause) ?? 0, value));
    } else {
      score += value;
      count += 1;
    }
  });
  for (const value of bestForm.values()) {
    score += value;
    count += 1;
  }
  return score * count;
}

/** What a section's hits say about the query: which words it covers, and which only in another form. */
export function scoreHit(hit: Hit, parsed: ParsedQuery, section: Section): ScoredHit {
  const {queryTerms, hits} = hit;
  const has = (term: string) => queryTerms.includes(term);
  const matchedClauses = parsed.clauses.filter((clause) => clause.alternatives.some(({terms}) => terms.every(has)));
  // Words this section has only in another form ("connection" for "connect").
  const forms = matchedClauses.filter(
    (clause) => !clause.alternatives.some(({terms, origin}) => origin !== 'form' && terms.every(has)),
  ).length;
  return new ScoredHit(
    {
      section,
      // Whether a lead section matched only through its page's keywords or description (see the lead section stage).
      pageFieldsOnly: section.level === 1 && hits.every((found) => found.pageFieldsOnly),
      forms,
      coverage: matchedClauses.reduce(
        (sum, clause) => sum + (clause.required ? (parsed.rarity.get(clause) ?? 1) : 0),
        0,
      ),
      missingFrequent: parsed.clauses.filter((clause) => clause.frequent && !matchedClauses.includes(clause)).length,
      matched: new Set(hits.length === 1 ? hits[0].docTerms : hits.flatMap((found) => found.docTerms)),
      matchedWords: matchedClauses.map((clause) => clause.word),
    },
    hit.score,
  );
}
