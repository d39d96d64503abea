/**
 * The shapes the ranking stages pass along: a section's hits as facts, the score around them, and what
 * every stage may read. `stages.ts` holds the stages; `stage-helpers.ts` the measures several share.
 */
import type {RankingProfile} from './profile';
import type {ParsedQuery} from './query';
import type {Section, SectionIndex} from './sections';

/** What a section's hits say about the query; the stages read it and never change it. */
export interface HitFacts {
  section: Section;
  /** The rarity of the required words it matches, summed (see `ParsedQuery.rarity`). */
  coverage: number;
  /** Frequent words of the query it lacks. */
  missingFrequent: number;
  /** Words it matches only in another form. */
  forms: number;
  /** A lead section that matched only through its page's keywords or description. */
  pageFieldsOnly: boolean;
  /** Index terms that matched in this section. */
  matched: Set<string>;
  /** Words of the query this section matches. */
  matchedWords: string[];
}

/**
 * A section with its score, as the stages pass it on. A stage that changes a score makes a new
 * ScoredHit around the same facts: cheap enough to keep every stage pure.
 */
export class ScoredHit {
  constructor(
    readonly facts: HitFacts,
    readonly score: number,
  ) {}

  get section(): Section {
    return this.facts.section;
  }

  get coverage(): number {
    return this.facts.coverage;
  }

  withScore(score: number): ScoredHit {
    return new ScoredHit(this.facts, score);
  }
}

export interface StageContext {
  parsed: ParsedQuery;
  /** `parsed.terms` as a set. */
  queryTerms: ReadonlySet<string>;
  profile: RankingProfile;
  index: SectionIndex;
}

/** A pure step of the ranking: scored hits in, scored hits out. */
export type Stage = (hits: readonly ScoredHit[], context: StageContext) => ScoredHit[];
