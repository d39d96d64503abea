/**
 * Edits the editor's form makes to the file text. Each changes only the lines of the option it
 * touches (see `yaml-text.ts`); new keys go where Geyser itself would put them.
 */
import {LEGACY_OPTIONS} from './legacy-schema';
import {OPTIONS} from './schema';
import type {Layout} from './types';
import {removeEntry, writeValue, type WritableValue} from './yaml-text';

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

/** Sets an option's value (adding the key when the file lacks it). */
export function setOptionValue(text: string, layout: Layout, path: string, value: WritableValue): string {
  return writeValue(text, path.split('.'), value, {orderOf: (parent) => keyOrder(layout, parent)});
}

/** Deletes a key with its value (and the comment right above it). */
export function removeKey(text: string, path: string): string {
  return removeEntry(text, path.split('.'));
}
