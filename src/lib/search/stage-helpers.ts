import {termMatches} from './matching';
import type {ScoredHit, StageContext} from './scored-hit';

/**
 * Share of a heading's meaningful words that the section matched, 0–1; a word the reader has only
 * begun ("geyser" for GeyserOptionalPack) covers the share typed.
 */
function titleCoverage(headingTerms: readonly string[], matched: Set<string>, queryTerms: ReadonlySet<string>): number {
  if (headingTerms.length === 0) {
    return 0;
  }
  const share = (term: string) => {
    if (!matched.has(term)) {
      return 0;
    }
    if (queryTerms.has(term)) {
      return 1;
    }
    let typed = 0;
    for (const query of queryTerms) {
      if (term.startsWith(query) && query.length > typed) {
        typed = query.length;
      }
    }
    return typed === 0 ? 1 : typed / term.length;
  };
  return headingTerms.reduce((sum, term) => sum + share(term), 0) / headingTerms.length;
}

/**
 * How much of its heading the hit covers, or of one of its page's keywords phrases (the page's editor
 * named them as the page's topic).
 */
export function coveredShare(hit: ScoredHit, {queryTerms, index}: StageContext): number {
  const phrases = [index.termTexts[hit.section.id].headingTerms, ...(index.keywordTerms.get(hit.section.id) ?? [])];
  return Math.max(...phrases.map((terms) => titleCoverage(terms, hit.facts.matched, queryTerms)));
}

/**
 * How much of the query a section's heading names, read under its page's title as the reader sees
 * it ("Custom waypoints › Textures"): the rarity of each required word the heading or the title has
 * as typed or through a synonym, summed. A page's top has only its title.
 */
export function namedShare(hit: ScoredHit, {parsed, index}: StageContext): number {
  const own = index.termTexts[hit.section.id].headingTerms;
  const lead = hit.section.level === 1 ? undefined : index.leadOf.get(hit.section.url);
  const terms = lead === undefined ? own : [...own, ...index.termTexts[lead].headingTerms];
  // A heading word names a query term as written, or as the word it starts or misspells when that is
  // how the section matched it ("portforward" → Port forwarding).
  const names = (term: string) =>
    terms.some((word) => word === term || (hit.facts.matched.has(word) && termMatches(term, word)));
  return parsed.clauses.reduce(
    (sum, clause) =>
      clause.required && clause.alternatives.some(({terms: alternative}) => alternative.every(names))
        ? sum + (parsed.rarity.get(clause) ?? 0)
        : sum,
    0,
  );
}

/**
 * In a sorted list, a page's lead section gives its place to the best section of the same page with
 * as many of the reader's words when
 * - the lead matched only through the page's keywords or description, and the section has the words
 *   in its own text ("srv record" → the FAQ's question about domains, not the top of the FAQ);
 * - or the section's heading, with the page title above it, names more of the query than the title
 *   alone ("docker udp port" → the port forwarding guide's Docker section).
 */
export function pageHandOff(
  ranked: ScoredHit[],
  named: (hit: ScoredHit) => number,
  {profile}: StageContext,
): ScoredHit[] {
  const {tolerance} = profile.coverage;
  const places = new Map<string, number[]>();
  ranked.forEach((hit, i) => {
    const list = places.get(hit.section.url);
    if (list) {
      list.push(i);
    } else {
      places.set(hit.section.url, [i]);
    }
  });
  for (const [i, ...rest] of places.values()) {
    const lead = ranked[i];
    if (lead.section.level !== 1 || rest.length === 0) {
      continue;
    }
    const candidates = rest.filter((k) => ranked[k].coverage >= lead.coverage - tolerance);
    let j = lead.facts.pageFieldsOnly ? (candidates.find((k) => !ranked[k].facts.pageFieldsOnly) ?? -1) : -1;
    if (j === -1) {
      let best = named(lead);
      for (const k of candidates) {
        const own = named(ranked[k]);
        if (own > best + tolerance) {
          best = own;
          j = k;
        }
      }
    }
    if (j !== -1) {
      const section = ranked[j];
      ranked[i] = section.withScore(lead.score);
      ranked[j] = lead.withScore(section.score);
    }
  }
  return ranked;
}
