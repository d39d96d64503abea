/**
 * Writes a complete `config.yml` for a platform from the schema: the keys Geyser would write for that
 * platform, in Geyser's order and style (2-space indentation, block lists, a comment above each key,
 * a blank line between entries), with our own descriptions as comments.
 */
import {stringify} from 'yaml';

import {markupToComment} from './markup';
import {CURRENT_CONFIG_VERSION, GROUPS, OPTIONS, parentOf, platformInfo} from './schema';
import type {ConfigOption, OptionValue, PlatformId} from './types';
import {readValue, type RawValue} from './values';
import {renderPlainValue, renderString, YAML_OPTIONS} from './yaml-render';

const INDENT = 2;
const COMMENT_WIDTH = 100;

export interface GenerateOptions {
  /** Values to write instead of the defaults, by current dotted path (from a conversion). */
  values?: ReadonlyMap<string, unknown>;
  /** Source of the bStats server ID; a random UUID by default. */
  uuid?: () => string;
}

export function randomUuid(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') {
    return cryptoApi.randomUUID();
  }
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') {
    cryptoApi.getRandomValues(bytes);
  } else {
    for (let i = 0; i < bytes.length; i += 1) {
      bytes[i] = Math.floor(Math.random() * 256);
    }
  }
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function wrapComment(text: string, indent: number, width = COMMENT_WIDTH): string[] {
  const prefix = `${' '.repeat(indent)}# `;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && prefix.length + line.length + 1 + word.length > width) {
        lines.push(prefix + line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push((prefix + line).trimEnd());
  }
  return lines;
}

export function fileHeader(platform: PlatformId): string[] {
  return [
    '# Geyser configuration',
    '#',
    `# Written for Geyser on ${platformInfo(platform).label} (config-version ${CURRENT_CONFIG_VERSION}).`,
    '# What each option does: https://geysermc.org/wiki/geyser/understanding-the-config/',
    '# Setup guide: https://geysermc.org/wiki/geyser/setup/',
    '# Check or edit this file in your browser: https://geysermc.org/utilities/config-editor/',
  ];
}

function rawFromJs(js: unknown): RawValue {
  if (js === null || js === undefined) {
    return {kind: 'empty', js: null};
  }
  if (Array.isArray(js)) {
    return {kind: 'list', js};
  }
  if (typeof js === 'object' && !(js instanceof Date)) {
    return {kind: 'map', js};
  }
  return {kind: 'scalar', js};
}

/**
 * The value as Geyser would write it back: Geyser re-serialises what it read, so `"19132"` becomes
 * `19132` and `TRUE` becomes `true`. A value Geyser cannot read is kept as it was, so the editor can
 * point at it instead of silently replacing it.
 */
function normalise(option: ConfigOption, js: unknown): {typed: OptionValue} | {raw: unknown} {
  const read = readValue(option.type, rawFromJs(js), option.enumValues);
  if (read.value !== null && !read.problems.some((problem) => problem.severity === 'error')) {
    return {typed: read.value};
  }
  return {raw: js};
}

function valueLines(key: string, value: {typed: OptionValue} | {raw: unknown}, indent: number): string[] {
  const pad = ' '.repeat(indent);
  const itemPad = ' '.repeat(indent + INDENT);
  const renderedKey = renderString(key);
  if ('typed' in value) {
    const typed = value.typed;
    if (Array.isArray(typed)) {
      const items = typed as readonly string[];
      return items.length === 0
        ? [`${pad}${renderedKey}: []`]
        : [`${pad}${renderedKey}:`, ...items.map((item) => `${itemPad}- ${renderString(item)}`)];
    }
    return [`${pad}${renderedKey}: ${renderPlainValue(typed as string | number | boolean)}`];
  }
  const raw = value.raw;
  if (raw !== null && typeof raw === 'object') {
    const nested = stringify(raw, {...YAML_OPTIONS, indent: INDENT})
      .replace(/\n$/, '')
      .split('\n');
    return [`${pad}${renderedKey}:`, ...nested.map((line) => itemPad + line)];
  }
  if (raw === null || raw === undefined) {
    return [`${pad}${renderedKey}:`];
  }
  return [`${pad}${renderedKey}: ${renderPlainValue(raw as string | number | boolean)}`];
}

export function generateConfig(platform: PlatformId, options: GenerateOptions = {}): string {
  const uuid = options.uuid ?? randomUuid;
  const lines: string[] = [...fileHeader(platform)];
  let open: string[] = [];
  /** True right after a `section:` line, where Geyser puts no blank line. */
  let afterSectionKey = false;

  const blankLine = () => {
    if (!afterSectionKey) {
      lines.push('');
    }
    afterSectionKey = false;
  };

  for (const option of OPTIONS) {
    if (!option.platforms.includes(platform)) {
      continue;
    }
    const parent = parentOf(option.path);
    const segments = parent ? parent.split('.') : [];
    let common = 0;
    while (common < open.length && common < segments.length && open[common] === segments[common]) {
      common += 1;
    }
    open = open.slice(0, common);
    for (let depth = common; depth < segments.length; depth += 1) {
      const sectionPath = segments.slice(0, depth + 1).join('.');
      const group = GROUPS.find((candidate) => candidate.parent === sectionPath);
      blankLine();
      if (group) {
        lines.push(...wrapComment(markupToComment(group.description), depth * INDENT));
      }
      lines.push(`${' '.repeat(depth * INDENT)}${renderString(segments[depth])}:`);
      open.push(segments[depth]);
      afterSectionKey = true;
    }

    const indent = segments.length * INDENT;
    if (!option.sharesCommentWithPrevious) {
      blankLine();
      lines.push(...wrapComment(markupToComment(option.description), indent));
    }
    afterSectionKey = false;

    const key = option.path.slice(parent ? parent.length + 1 : 0);
    let value: {typed: OptionValue} | {raw: unknown};
    const given = options.values?.get(option.path);
    if (given !== undefined && given !== null) {
      value = normalise(option, given);
    } else if (option.path === 'config-version') {
      value = {typed: CURRENT_CONFIG_VERSION};
    } else if (option.default === null) {
      value = {typed: uuid()};
    } else {
      value = {typed: option.default};
    }
    lines.push(...valueLines(key, value, indent));
  }
  return `${lines.join('\n')}\n`;
}
