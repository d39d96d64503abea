/**
 * Values reached through YAML's alias, anchor or merge key rather than written under their own key:
 * what such a value shares with other keys, in words, and the refusal of edits that would change
 * those other keys too.
 */
import {isAlias, type Alias, type Node} from 'yaml';

import {literal} from './markup';
import {ConfigEditError} from './yaml-render';
import {findEntry, parseYamlSource, position, type Entry, type YamlSource} from './yaml-source';

function lineOf(source: YamlSource, node: Node | null | undefined): number {
  return node?.range ? position(source, node.range[0]).line : 0;
}

function aliasName(source: YamlSource, alias: Alias): string {
  return alias.range ? source.text.slice(alias.range[0], alias.range[1]).trim() : `*${alias.source}`;
}

/** Throws when the map holding a key is not written where the key's path says (alias or merge). */
export function refuseIndirect(source: YamlSource, entry: Entry, path: string): void {
  if (entry.throughAlias) {
    const name = aliasName(source, entry.throughAlias);
    throw new ConfigEditError(
      `${literal(path)} sits in a section written as the alias ${literal(name)} (line ${lineOf(source, entry.throughAlias)}), which shares its keys with every other use of \`&${name.slice(1)}\`. Edit it in the source view.`,
    );
  }
  if (entry.merged) {
    throw new ConfigEditError(
      `${literal(path)} comes from the merge key \`<<\` on line ${lineOf(source, entry.merged.key as Node)}, which other sections may share. Edit it in the source view.`,
    );
  }
}

/** How a value is reached, when it is not simply written under its key; null otherwise. */
export function indirection(text: string, segments: readonly string[]): string | null {
  const source = parseYamlSource(text);
  const entry = findEntry(source, segments);
  const path = segments.join('.');
  if (!entry) {
    return null;
  }
  if (entry.throughAlias) {
    return `${literal(path)} is read through the alias \`${aliasName(source, entry.throughAlias)}\` on line ${lineOf(source, entry.throughAlias)}.`;
  }
  if (entry.merged) {
    return `${literal(path)} comes from the merge key \`<<\` on line ${lineOf(source, entry.merged.key as Node)}.`;
  }
  if (isAlias(entry.written)) {
    return `${literal(path)} is written as the alias \`${aliasName(source, entry.written)}\` on line ${lineOf(source, entry.written)}.`;
  }
  const anchor = (entry.written as {anchor?: string} | null)?.anchor;
  if (anchor) {
    return `${literal(path)} carries the anchor \`&${anchor}\` on line ${lineOf(source, entry.written)}; keys that refer to it with \`*${anchor}\` read the same value.`;
  }
  return null;
}
