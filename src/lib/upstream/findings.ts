/** Building findings, and turning an extractor that cannot read the source into one finding instead of a crash. */
import type {Finding, Place, Upstream} from './types';

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
