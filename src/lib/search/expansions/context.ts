import type {RankingProfile} from '../profile';
import type {Alternative, Clause} from '../query';
import type {Vocabulary} from '../vocabulary';

/** What an expansion may read: the index's vocabulary, the profile, the synonym table, a memory. */
export interface ExpansionContext {
  vocabulary: Vocabulary;
  profile: RankingProfile;
  /** Reader phrases (as space-separated terms) and the site phrases (as terms) they also find. */
  synonyms: ReadonlyMap<string, readonly string[][]>;
  /** Remembers a reading by kind and key, for the keystrokes that repeat a word. */
  memo: <T>(kind: string, key: string, compute: () => T) => T;
}

/** One word of the query: as typed (normalised) and as `termsOfWord` reads it (a joined name, then its parts). */
export interface QueryWord {
  typed: string;
  found: string[];
}

/** Adds alternatives to one word. */
export interface WordExpansion {
  name: string;
  expand: (word: QueryWord, context: ExpansionContext) => Alternative[];
}

/** Reads the words together: merges runs of them or adds alternatives that span two. */
export interface ClauseExpansion {
  name: string;
  expand: (clauses: Clause[], context: ExpansionContext) => Clause[];
}

/** A memory per kind of reading, each cleared when full. */
export function createMemo(limit: number): ExpansionContext['memo'] {
  const kinds = new Map<string, Map<string, unknown>>();
  return <T>(kind: string, key: string, compute: () => T): T => {
    let cache = kinds.get(kind);
    if (!cache) {
      cache = new Map();
      kinds.set(kind, cache);
    }
    if (cache.has(key)) {
      return cache.get(key) as T;
    }
    const value = compute();
    if (cache.size >= limit) {
      cache.clear();
    }
    cache.set(key, value);
    return value;
  };
}
