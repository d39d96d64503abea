/**
 * What the source editor offers where the cursor is: the keys that may go into the map around it,
 * the values an option accepts, and the explanation of the key under the pointer. Works on plain
 * lines, so it also helps while the file has a syntax error.
 */
import {keyOrder} from './key-order';
import {findLegacyOption} from './legacy-schema';
import {markupToPlainText} from './markup';
import {findOption, SECTION_PATHS, CURRENT_CONFIG_VERSION} from './schema';
import type {Layout, PlatformId} from './types';
import {formatValue} from './values';

export interface CursorContext {
  /** Dotted path of the map the cursor's line belongs to ('' for the top level). */
  parentPath: string;
  /** The key written on the cursor's line, if any. */
  key: string | null;
  /** True when the cursor is after `key:` (typing a value). */
  inValue: boolean;
  /** Indentation of the cursor's line. */
  indent: number;
}

const KEY_LINE = /^(\s*)(?:-\s+)?([^\s#:][^:#]*?)\s*:(?:\s|$)/;

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** Finds the map a line belongs to by walking up to less-indented `key:` lines. */
export function cursorContext(lines: readonly string[], lineIndex: number, column: number): CursorContext {
  const line = lines[lineIndex] ?? '';
  const keyMatch = KEY_LINE.exec(line);
  const indent = line.trim() === '' ? Math.min(column - 1, line.length) : indentOf(line);
  const parents: string[] = [];
  let limit = indent;
  for (let index = lineIndex - 1; index >= 0 && limit > 0; index -= 1) {
    const candidate = lines[index];
    if (candidate.trim() === '' || candidate.trimStart().startsWith('#')) {
      continue;
    }
    const candidateIndent = indentOf(candidate);
    if (candidateIndent < limit) {
      const match = KEY_LINE.exec(candidate);
      if (match && !candidate.trimStart().startsWith('-')) {
        parents.unshift(match[2]);
      }
      limit = candidateIndent;
    }
  }
  const colonAt = keyMatch ? line.indexOf(':', keyMatch[1].length) : -1;
  return {
    parentPath: parents.join('.'),
    key: keyMatch ? keyMatch[2] : null,
    inValue: keyMatch !== null && colonAt !== -1 && column - 1 > colonAt,
    indent,
  };
}

export interface KeySuggestion {
  key: string;
  path: string;
  /** Text to insert: `key: default` for options, `key:` for sections. */
  insertText: string;
  documentation: string;
  isSection: boolean;
}

function defaultText(path: string): string {
  const option = findOption(path);
  if (!option) {
    return '';
  }
  if (option.path === 'config-version') {
    return String(CURRENT_CONFIG_VERSION);
  }
  if (option.default === null || Array.isArray(option.default)) {
    return '';
  }
  const value = formatValue(option.default as string | number | boolean);
  return value === '""' ? "''" : value;
}

/** Keys that belong in the map at `parentPath` and are not in it yet. */
export function keySuggestions(
  layout: Layout,
  platform: PlatformId,
  parentPath: string,
  existing: readonly string[],
): KeySuggestion[] {
  return keyOrder(layout, parentPath)
    .filter((key) => !existing.includes(key))
    .map((key) => {
      const path = parentPath ? `${parentPath}.${key}` : key;
      const option = layout === 'current' ? findOption(path) : undefined;
      const legacy = layout === 'legacy' ? findLegacyOption(path) : undefined;
      if (option && !option.platforms.includes(platform)) {
        return null;
      }
      const isSection = !option && !legacy;
      const documentation = option
        ? markupToPlainText(option.description)
        : legacy
          ? markupToPlainText(
              legacy.description ?? findOption(legacy.currentPath ?? '')?.description ?? legacy.migration,
            )
          : 'Section';
      return {
        key,
        path,
        insertText: isSection ? `${key}:` : `${key}: ${layout === 'current' ? defaultText(path) : ''}`.trimEnd(),
        documentation,
        isSection,
      };
    })
    .filter((suggestion): suggestion is KeySuggestion => suggestion !== null);
}

/** Values an option accepts, for completion after `key: `. */
export function valueSuggestions(path: string): string[] {
  const option = findOption(path);
  if (!option) {
    return [];
  }
  if (option.type === 'boolean') {
    return ['true', 'false'];
  }
  if (option.type === 'enum') {
    return [...(option.enumValues ?? [])];
  }
  return [];
}

/** Hover text for a key: its path, explanation and default. */
export function keyDocumentation(layout: Layout, path: string): string | null {
  if (layout === 'current') {
    const option = findOption(path);
    if (option) {
      const fallback = option.default === null ? 'a random ID' : formatValue(option.default);
      return `${option.path}\n\n${markupToPlainText(option.description)}\n\nDefault: ${fallback}`;
    }
    if (SECTION_PATHS.includes(path)) {
      return `${path}: section`;
    }
    return null;
  }
  const legacy = findLegacyOption(path);
  if (!legacy) {
    return null;
  }
  const description = legacy.description ?? findOption(legacy.currentPath ?? '')?.description ?? '';
  return `${legacy.path} (legacy layout)\n\n${markupToPlainText(description)}\n\n${markupToPlainText(legacy.migration)}`;
}
