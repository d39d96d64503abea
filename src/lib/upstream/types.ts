/**
 * The drift report's vocabulary: a finding is one fact that differs between the upstream source and
 * what the site states, with where each side says it.
 */

/** A file (relative to its repository, or to this site's root) and, when known, a 1-based line. */
export interface Place {
  readonly file: string;
  readonly line?: number;
}

export type Upstream = 'Geyser' | 'Floodgate';

export type FindingKind =
  /** The source has it, the site does not. */
  | 'added'
  /** The site has it, the source no longer does. */
  | 'removed'
  /** Both have it, with different values. */
  | 'changed'
  /** The extractor could not read the source where it expected the fact: read it by hand, then fix the extractor. */
  | 'unreadable'
  /** A page names an older commit than the one checked: re-read the page. */
  | 'stale-stamp';

export interface Finding {
  readonly area: string;
  readonly kind: FindingKind;
  /** What the fact is: "config key `gameplay.foo`", "Bedrock protocol 2200". */
  readonly subject: string;
  /** The site file (and line) to edit. */
  readonly site: Place;
  readonly upstream?: Upstream;
  /** Where the source states it. */
  readonly source?: Place;
  readonly sourceValue?: string;
  readonly siteValue?: string;
  /** What to do, in one sentence. */
  readonly hint?: string;
}

export interface CheckedTree {
  readonly upstream: Upstream;
  readonly dir: string;
  readonly commit?: string;
  readonly date?: string;
}

export interface DriftReport {
  readonly trees: readonly CheckedTree[];
  readonly findings: readonly Finding[];
  /** Things the check did not do, and why (never a difference). */
  readonly notes: readonly string[];
}

/** Shorthand for a value as the report prints it. */
export function show(value: unknown): string {
  if (value === undefined) {
    return '(none)';
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? '[]' : value.map((entry) => show(entry)).join(', ');
  }
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
