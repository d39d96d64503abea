/**
 * Edits the editor's form makes to the file text. Each changes only the lines of the option it
 * touches (see `yaml-edit.ts`); new keys go where Geyser itself would put them.
 */
import {keyOrder} from './key-order';
import {literal} from './markup';
import {geyserText, snakeValue, type SnakeValue} from './snake-value';
import type {Layout} from './types';
import {indirection} from './indirection';
import {removeEntry, writeValue} from './yaml-edit';
import {ConfigEditError, type WritableValue} from './yaml-render';
import {findEntry, parseYamlSource} from './yaml-source';

/** Whether Geyser reads back the value the form wrote (a list item `012` would be the text "10"). */
function readsAs(read: SnakeValue, value: WritableValue): boolean {
  if (Array.isArray(value)) {
    const items = value as readonly string[];
    return (
      read.type === 'seq' &&
      read.items.length === items.length &&
      read.items.every((item, index) => geyserText(item) === items[index])
    );
  }
  if (typeof value === 'boolean') {
    return read.type === 'bool' && read.value === value;
  }
  if (typeof value === 'number') {
    return (read.type === 'int' || read.type === 'float') && Number(read.value) === value;
  }
  return geyserText(read) === value;
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
  if (!entry || entry.merged || !readsAs(snakeValue(source, entry.value), value)) {
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
