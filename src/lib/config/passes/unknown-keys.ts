/**
 * What to tell a reader about a key Geyser does not read: a wrong capital letter, a space or an
 * invisible character in the name, a key of the other layout, one Geyser stopped reading, one that
 * belongs in another section, or a near miss of a known key.
 */
import {findLegacyOption, findRemovedKey, LEGACY_EXTRA_MOVES, LEGACY_OPTIONS} from '../legacy-schema';
import {literal} from '../markup';
import {CURRENT_CONFIG_VERSION, findOption, keyOf, OPTIONS} from '../schema';
import type {RuleId} from '../analysis-types';
import type {Layout} from '../types';

export function knownPath(path: string, layout: Layout): boolean {
  return layout === 'current' ? findOption(path) !== undefined : findLegacyOption(path) !== undefined;
}

/** White space and invisible characters at either end of a key, which make it a different key. */
const EDGE_INVISIBLES = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

/** A known key written with spaces or invisible characters around it (`"port "`). */
function hiddenCharacters(segments: readonly string[], layout: Layout): Verdict | null {
  const tidy = segments.map((segment) => segment.replace(EDGE_INVISIBLES, ''));
  const intended = tidy.join('.');
  if (intended === segments.join('.') || !knownPath(intended, layout)) {
    return null;
  }
  const spaces = segments.some((segment, index) => segment !== tidy[index] && segment.trim() !== segment);
  return {
    rule: 'unknown-key',
    message: `Geyser does not know ${literal(segments.join('.'))} and ignores it: the key has ${spaces ? 'a space' : 'an invisible character'} at its start or end (shown as ${spaces ? '`␣`' : '`[U+…]`'}), which makes it a different key from \`${intended}\`. Delete ${spaces ? 'the space' : 'the character'}.`,
  };
}

interface KnownIndex {
  paths: readonly string[];
  byLowerCase: ReadonlyMap<string, string>;
  /** Paths by their last key, for "did you mean" hints. */
  byLeaf: ReadonlyMap<string, readonly string[]>;
  /** The words of each path's last key. */
  words: readonly (readonly string[])[];
}

function indexKnown(paths: readonly string[]): KnownIndex {
  const byLeaf = new Map<string, string[]>();
  for (const path of paths) {
    byLeaf.set(keyOf(path), [...(byLeaf.get(keyOf(path)) ?? []), path]);
  }
  return {
    paths,
    byLowerCase: new Map([...paths].reverse().map((path) => [path.toLowerCase(), path])),
    byLeaf,
    words: paths.map((path) => keyOf(path).split('-')),
  };
}

// Built once: a file with thousands of unknown keys asks these for every key.
const KNOWN: Record<Layout, KnownIndex> = {
  current: indexKnown(OPTIONS.map((option) => option.path)),
  legacy: indexKnown(LEGACY_OPTIONS.map((option) => option.path)),
};

type Verdict = {rule: RuleId; message: string};

/** A key of the other layout, or one renamed since, in a current-layout file. */
function inCurrentFile(path: string, version: number | null): Verdict | null {
  if (path === 'gameplay.show-cooldown' && version !== null && version >= CURRENT_CONFIG_VERSION) {
    return {
      rule: 'stale-key',
      message:
        '`show-cooldown` was renamed `cooldown-type` in config-version 7. Geyser ignores this leftover; `cooldown-type` decides.',
    };
  }
  const legacy = findLegacyOption(path);
  if (legacy?.currentPath && legacy.currentPath !== path) {
    return {
      rule: 'legacy-key',
      message: `${literal(path)} is a key of the legacy layout; here it is \`${legacy.currentPath}\`. Geyser ignores it in this place.`,
    };
  }
  if (legacy && legacy.currentPath === null) {
    return {
      rule: 'legacy-key',
      message: `${literal(path)} belongs to the legacy layout and no longer exists. Geyser ignores it.`,
    };
  }
  return null;
}

/** A key of the current layout, or a current name of a legacy key, in a legacy-layout file. */
function inLegacyFile(path: string): Verdict | null {
  const current = findOption(path);
  if (current && current.legacyPath !== path) {
    return {
      rule: 'misplaced-key',
      message: `${literal(path)} is a key of the current layout; in this legacy file Geyser reads ${current.legacyPath ? `\`${current.legacyPath}\`` : 'nothing in its place'} instead.`,
    };
  }
  const renamed = OPTIONS.find((option) => keyOf(option.path) === keyOf(path) && option.legacyPath !== null);
  if (renamed?.legacyPath && renamed.legacyPath !== path) {
    return {
      rule: 'misplaced-key',
      message: `${literal(path)} is the current-layout name (\`${renamed.path}\`); this legacy file needs \`${renamed.legacyPath}\` instead, so Geyser ignores it.`,
    };
  }
  const extra = LEGACY_EXTRA_MOVES.find((move) => move.path === path);
  return extra
    ? {rule: 'unknown-key', message: `Converting moves ${literal(path)} to \`${extra.currentPath}\`.`}
    : null;
}

/** A key Geyser stopped reading, one that belongs in another section, or a near miss of a known key. */
function elsewhereOrSimilar(path: string, layout: Layout): Verdict {
  const removed = findRemovedKey(path);
  if (removed) {
    return {
      rule: 'removed-key',
      message: `Geyser stopped reading ${literal(path)} in ${removed.lastShipped}${removed.replacedBy ? `; ${removed.replacedBy} took its place` : ''}. It has no effect.`,
    };
  }
  const elsewhere = (KNOWN[layout].byLeaf.get(keyOf(path)) ?? []).filter((known) => known !== path);
  if (elsewhere.length > 0) {
    const where = elsewhere.map((known) => `\`${known}\``).join(' or ');
    return {rule: 'misplaced-key', message: `Geyser does not read ${literal(path)} here. Did you mean ${where}?`};
  }
  const similar = similarKey(path, layout);
  return {
    rule: 'unknown-key',
    message: `Geyser does not know ${literal(path)} and ignores it.${similar ? ` Did you mean \`${similar}\`?` : ''}`,
  };
}

/** Rule and message for a key Geyser does not read where it is written. */
export function classifyUnknown(segments: readonly string[], layout: Layout, version: number | null): Verdict {
  const path = segments.join('.');
  const caseMatch = KNOWN[layout].byLowerCase.get(path.toLowerCase());
  if (caseMatch) {
    return {
      rule: 'wrong-case-key',
      message: `Keys are case-sensitive: Geyser ignores ${literal(path)}. Did you mean \`${caseMatch}\`?`,
    };
  }
  return (
    hiddenCharacters(segments, layout) ??
    (layout === 'current' ? inCurrentFile(path, version) : inLegacyFile(path)) ??
    elsewhereOrSimilar(path, layout)
  );
}

/** A known key whose name contains every word of the unknown one (`max-custom-skulls`). */
function similarKey(path: string, layout: Layout): string | null {
  const words = keyOf(path).toLowerCase().split('-').filter(Boolean);
  if (words.length < 2) {
    return null;
  }
  const {paths, words: knownWords} = KNOWN[layout];
  const matches = paths.filter((_, index) => words.every((word) => knownWords[index].includes(word)));
  return matches.length === 1 ? matches[0] : null;
}
