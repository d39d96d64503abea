/** Building findings, and turning an extractor that cannot read the source into one finding instead of a crash. */
import {show, type Finding, type Place, type Upstream} from './types';

/** Thrown by an extractor when the source is not shaped as it expects. */
export class Unreadable extends Error {
  constructor(
    readonly where: Place,
    message: string,
  ) {
    super(message);
  }
}

/** A fact read from the source, with where it is stated. */
export interface SourceFact<T> {
  readonly value: T;
  readonly place: Place;
}

/**
 * Runs one comparison. When its extractor throws (a file is missing, a method has changed shape,
 * java-parser fails), the report gets one `unreadable` finding naming the site file that depends on it,
 * so a maintainer checks that fact by hand and the extractor gets fixed; nothing is skipped silently.
 */
export function guarded(
  area: string,
  subject: string,
  site: Place,
  upstream: Upstream,
  run: () => Finding[],
): Finding[] {
  try {
    return run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        area,
        kind: 'unreadable',
        subject,
        site,
        upstream,
        source: error instanceof Unreadable ? error.where : undefined,
        hint: `The check could not read this from the source (${message}). Compare it by hand, then update the extractor in src/lib/upstream/.`,
      },
    ];
  }
}

/** Compares two lists as sets: what only the source has, and what only the site has. */
export function setDifference<T>(source: readonly T[], site: readonly T[]): {added: T[]; removed: T[]} {
  return {
    added: source.filter((entry) => !site.includes(entry)),
    removed: site.filter((entry) => !source.includes(entry)),
  };
}

export function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry === b[index]);
}

/** Finding builders for one area, upstream and site file, so each comparison states only what differs. */
export interface FindingMaker {
  added(subject: string, source: Place, sourceValue: string, siteLine: number | undefined, hint?: string): Finding;
  removed(subject: string, source: Place, siteLine: number | undefined, hint?: string): Finding;
  changed(
    subject: string,
    source: Place,
    sourceValue: unknown,
    siteValue: unknown,
    siteLine: number | undefined,
    hint?: string,
  ): Finding;
}

export function findingsFor(area: string, upstream: Upstream, siteFile: string): FindingMaker {
  const base = (
    kind: Finding['kind'],
    subject: string,
    source: Place,
    siteLine: number | undefined,
    hint?: string,
  ) => ({
    area,
    kind,
    subject,
    upstream,
    source,
    site: {file: siteFile, line: siteLine},
    ...(hint ? {hint} : {}),
  });
  return {
    added: (subject, source, sourceValue, siteLine, hint) => ({
      ...base('added', subject, source, siteLine, hint),
      sourceValue,
    }),
    removed: (subject, source, siteLine, hint) => base('removed', subject, source, siteLine, hint),
    changed: (subject, source, sourceValue, siteValue, siteLine, hint) => ({
      ...base('changed', subject, source, siteLine, hint),
      sourceValue: show(sourceValue),
      siteValue: show(siteValue),
    }),
  };
}

/**
 * Pairs source entries with site entries by key: `added` for each key only the source has, `removed` for
 * each only the site has, `both` for the rest (which returns the findings for values that differ).
 */
export function diffByKey<S, T>(
  source: readonly S[],
  site: readonly T[],
  keys: {readonly source: (entry: S) => string; readonly site: (entry: T) => string},
  on: {
    readonly added: (entry: S) => Finding;
    readonly removed: (entry: T) => Finding;
    readonly both: (source: S, site: T) => Finding[];
  },
): Finding[] {
  const findings: Finding[] = [];
  const siteByKey = new Map(site.map((entry) => [keys.site(entry), entry]));
  const sourceKeys = new Set(source.map(keys.source));
  for (const entry of source) {
    const match = siteByKey.get(keys.source(entry));
    findings.push(...(match === undefined ? [on.added(entry)] : on.both(entry, match)));
  }
  for (const entry of site) {
    if (!sourceKeys.has(keys.site(entry))) {
      findings.push(on.removed(entry));
    }
  }
  return findings;
}
