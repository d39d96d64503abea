/**
 * Edits the editor's form makes to the file text. Each changes only the lines of the option it
 * touches (see `yaml-text.ts`); new keys go where Geyser itself would put them.
 */
import {LEGACY_OPTIONS} from './legacy-schema';
import {literal} from './markup';
import {OPTIONS} from './schema';
import type {Layout} from './types';
import {
  ConfigEditError,
  findEntry,
  indirection,
  parseYamlSource,
  removeEntry,
  writeValue,
  type WritableValue,
} from './yaml-text';

function buildOrder(paths: readonly string[]): Map<string, string[]> {
  const order = new Map<string, string[]>();
  for (const path of paths) {
    const segments = path.split('.');
    for (let depth = 0; depth < segments.length; depth += 1) {
      const parent = segments.slice(0, depth).join('.');
      const keys = order.get(parent) ?? [];
      if (!keys.includes(segments[depth])) {
        keys.push(segments[depth]);
      }
      order.set(parent, keys);
    }
  }
  return order;
}

const CURRENT_ORDER = buildOrder(OPTIONS.map((option) => option.path));
const LEGACY_ORDER = buildOrder(LEGACY_OPTIONS.map((option) => option.path));

/** Key order of a map of the layout, by the map's dotted path ('' for the top level). */
export function keyOrder(layout: Layout, parentPath: string): readonly string[] {
  return (layout === 'current' ? CURRENT_ORDER : LEGACY_ORDER).get(parentPath) ?? [];
}

function sameValue(read: unknown, value: WritableValue): boolean {
  if (Array.isArray(value)) {
    return (
      Array.isArray(read) && read.length === value.length && read.every((item, index) => String(item) === value[index])
    );
  }
  return read === value;
}

/**
 * Sets an option's value (adding the key when the file lacks it), then reads the result back as
 * SnakeYAML would (aliases and merge keys resolved) and throws rather than report an edit that did
 * not take effect.
 */
export function setOptionValue(text: string, layout: Layout, path: string, value: WritableValue): string {
  const segments = path.split('.');
  const result = writeValue(text, segments, value, {orderOf: (parent) => keyOrder(layout, parent)});
  const source = parseYamlSource(result);
  const entry = source.doc.errors.length === 0 ? findEntry(source, segments) : undefined;
  const read: unknown = entry?.value ? entry.value.toJS(source.doc) : null;
  if (!entry || entry.merged || !sameValue(read, value)) {
    throw new ConfigEditError(
      `the file would not read back the new value of ${literal(path)}, so it was left unchanged. Edit it in the source view.`,
    );
  }
  return result;
}

/** Deletes a key with its value (and the comment right above it); throws when the key cannot be removed. */
export function removeKey(text: string, segments: readonly string[]): string {
  return removeEntry(text, segments);
}

/**
 * What a successful form edit did beyond the obvious, for a value reached through YAML's alias,
 * anchor or merge key; null for an ordinary value. Call it with the text from before the edit.
 */
export function editNote(before: string, path: string): string | null {
  const note = indirection(before, path.split('.'));
  if (!note) {
    return null;
  }
  if (note.includes(' alias ') && !note.includes('read through')) {
    return `${note} It now has a value of its own; the other keys that use that alias keep theirs.`;
  }
  if (note.includes('merge key')) {
    return `${note} The new value is written under ${literal(path)} itself and takes precedence over the merged one.`;
  }
  return note;
}
