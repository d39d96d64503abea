import type {ScoredHit, Stage, StageContext} from './scored-hit';
import {coveredShare, namedShare, pageHandOff} from './stage-helpers';
import {PROJECTS} from './vocabulary';

const times = (hit: ScoredHit, factor: number): ScoredHit => (factor === 1 ? hit : hit.withScore(hit.score * factor));
export const byRank = (a: ScoredHit, b: ScoredHit): number => b.score - a.score || a.section.id - b.section.id;
const best = (hits: readonly ScoredHit[]) => hits.reduce((top, {coverage}) => Math.max(top, coverage), 0);
/** The hits with the leading `limit` first (sorted only when there are more). */
const leading = (hits: readonly ScoredHit[], limit: number) =>
  hits.length <= limit ? [...hits] : [...hits].sort(byRank);

/** Guides and site pages first; API pages below a guide unless only they have the words; blog posts are history. */
const pageKind: Stage = (hits, {profile}) => hits.map((hit) => times(hit, profile.kind[hit.section.kind] ?? 1));

/** A page's lead section, then h2 sections, then deeper ones. */
const sectionDepth: Stage = (hits, {profile: {depth}}) =>
  hits.map((hit) =>
    times(hit, hit.section.level === 1 ? depth.lead : hit.section.level === 2 ? depth.h2 : depth.deeper),
  );

/**
 * Sections with every required word come first. When the best section covers words worth
 * `strictFrom` of the query's rarest word or more, a section may miss words worth `slack` rarest
 * words and no more: several common words may go missing together, never the word that names the
 * topic. Below that, any section with one of the words is listed.
 */
const requiredWords: Stage = (hits, {profile: {coverage}}) => {
  const top = best(hits);
  return hits.filter(
    (hit) =>
      hit.coverage > 0 && (top < coverage.strictFrom || hit.coverage >= top - coverage.slack - coverage.tolerance),
  );
};

/** The others pay for each rarest word's worth of required words they miss. */
const missingWords: Stage = (hits, {profile}) => {
  const top = best(hits);
  return hits.map((hit) => times(hit, profile.penalties.missingWord ** (top - hit.coverage)));
};

/** A section without a frequent word the reader typed pays: "floodgate config" prefers Floodgate's config. */
const frequentWords: Stage = (hits, {profile}) =>
  hits.map((hit) => times(hit, profile.penalties.frequentMissing ** hit.facts.missingFrequent));

/** A word matched only in another form counts less: the form as typed ranks first. */
const otherForms: Stage = (hits, {profile}) => hits.map((hit) => times(hit, profile.penalties.form ** hit.facts.forms));

/**
 * A query that names exactly one project prefers its pages to the other projects' ("geyser fabric mod"):
 * Floodgate's pages mention Geyser throughout, and the reader said which one they mean.
 */
const projectPreference: Stage = (hits, {parsed, profile}) => {
  const typed = new Set(parsed.clauses.flatMap((clause) => [...clause.phrase, clause.reading ?? '']));
  const named = PROJECTS.filter((project) => typed.has(project));
  if (named.length !== 1) {
    return [...hits];
  }
  const isOther = (lvl0: string) => lvl0 !== named[0] && PROJECTS.includes(lvl0);
  return hits.map((hit) => times(hit, isOther(hit.section.lvl0.toLowerCase()) ? profile.penalties.otherProject : 1));
};

/**
 * Words next to each other as typed ("port forwarding") beat the same words apart, in a heading
 * or in the text; a long phrase found word for word (a pasted error) counts more. Only the leading
 * hits are checked, so this cannot lift a weak hit past many strong ones.
 */
const phraseProximity: Stage = (hits, {parsed, profile, index}) => {
  const terms = parsed.clauses.flatMap((clause) => clause.phrase);
  if (parsed.clauses.length <= 1) {
    return [...hits];
  }
  // No space after the last word: it may still be a prefix ("port forw").
  const phrase = ` ${terms.join(' ')}`;
  const {heading, content, perWord, max} = profile.phrase;
  const inText = Math.min(max, content + perWord * Math.max(0, terms.length - profile.phrase.words));
  return leading(hits, profile.limits.phraseCheck).map((hit, i) => {
    if (i >= profile.limits.phraseCheck) {
      return hit;
    }
    const texts = index.termTexts[hit.section.id];
    return times(hit, texts.heading.includes(phrase) ? heading : texts.content.includes(phrase) ? inText : 1);
  });
};

/** A heading (or a keywords phrase) the query covers ("Floodgate") beats a longer one that contains it. */
const headingCoverage: Stage = (hits, context) =>
  leading(hits, context.profile.limits.phraseCheck).map((hit, i) =>
    i < context.profile.limits.phraseCheck
      ? times(hit, 1 + context.profile.headingCoverage * coveredShare(hit, context))
      : hit,
  );

/** A page's lead section gives its place to a section of the page that answers better (see `pageHandOff`). */
const leadToSection: Stage = (hits, context) =>
  pageHandOff([...hits].sort(byRank), (hit) => namedShare(hit, context), context);

/** Each further hit from the same page counts a little less, so other pages get a look in. */
const diversity: Stage = (hits, {profile}) => {
  const seen = new Map<string, number>();
  return [...hits].sort(byRank).map((hit) => {
    const count = seen.get(hit.section.url) ?? 0;
    seen.set(hit.section.url, count + 1);
    return hit.withScore(hit.score / (1 + profile.diversity * count));
  });
};

/** The ranking, in order. Every stage is named in the ablation table of docs/design/search.md. */
export const STAGES: ReadonlyArray<{name: string; run: Stage}> = [
  {name: 'required words', run: requiredWords},
  {name: 'page kind', run: pageKind},
  {name: 'section depth', run: sectionDepth},
  {name: 'missing words', run: missingWords},
  {name: 'frequent words', run: frequentWords},
  {name: 'form penalty', run: otherForms},
  {name: 'project preference', run: projectPreference},
  {name: 'phrase proximity', run: phraseProximity},
  {name: 'heading coverage', run: headingCoverage},
  {name: 'lead to section', run: leadToSection},
  {name: 'diversity', run: diversity},
];

/** Runs the stages but those named in `without`, and sorts the result. */
export function rank(hits: ScoredHit[], context: StageContext, without: ReadonlySet<string>): ScoredHit[] {
  return STAGES.filter(({name}) => !without.has(name))
    .reduce((current, {run}) => run(current, context), hits)
    .sort(byRank);
}
