/**
 * Data for the reference page `/wiki/geyser/understanding-the-config/`, derived from the schema so
 * the page, the editor and the generated file cannot disagree.
 */
import {markupToPlainText} from './markup';
import {GROUPS, OPTIONS, optionAnchor, parentOf, PLATFORMS} from './schema';
import type {ConfigOption, GroupId, PlatformId} from './types';
import {formatValue} from './values';

export interface TocEntry {
  /** HTML, as Docusaurus' table of contents expects; built only from schema text, escaped. */
  value: string;
  id: string;
  level: 2 | 3;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Table of contents entries for the option reference: one per group, one per option. */
export function referenceToc(): TocEntry[] {
  return GROUPS.flatMap((group) => [
    {value: escapeHtml(group.title), id: group.anchor, level: 2 as const},
    ...OPTIONS.filter((option) => option.group === group.id).map((option) => ({
      value: `<code>${escapeHtml(option.path)}</code>`,
      id: optionAnchor(option.path),
      level: 3 as const,
    })),
  ]);
}

export function typeLabel(option: Pick<ConfigOption, 'type' | 'enumValues' | 'range'>): string {
  switch (option.type) {
    case 'boolean':
      return '`true` or `false`';
    case 'integer':
      return option.range ? `whole number from ${option.range.min} to ${option.range.max}` : 'whole number';
    case 'enum':
      return `one of ${(option.enumValues ?? []).map((value) => `\`${value}\``).join(', ')}`;
    case 'string-list':
      return 'list of text values';
    case 'uuid':
      return 'UUID';
    default:
      return 'text';
  }
}

export function platformsLabel(platforms: readonly PlatformId[]): string {
  if (platforms.length === PLATFORMS.length) {
    return 'all platforms';
  }
  const labels = PLATFORMS.filter((platform) => platforms.includes(platform.id)).map((platform) => platform.label);
  if (platforms.length === PLATFORMS.length - 1 && !platforms.includes('standalone')) {
    return 'plugins and mods (not Standalone)';
  }
  return labels.join(', ');
}

export function defaultLabel(option: ConfigOption): string {
  if (option.default === null) {
    return 'a random ID created on first start';
  }
  return formatValue(option.default);
}

/**
 * YAML text for a default value. The defaults are simple, so this small rule set suffices; it keeps
 * the reference page free of the YAML parser the editor needs (the unit test parses the result).
 */
function snippetValue(value: string | number | boolean): string {
  if (typeof value !== 'string') {
    return String(value);
  }
  const ambiguous = /^(|y|n|yes|no|on|off|true|false|null|~|[-+]?[\d._]+)$/i.test(value);
  return ambiguous || !/^[\w][\w .:/@-]*$/.test(value) || value.endsWith(' ')
    ? `'${value.replace(/'/g, "''")}'`
    : value;
}

/** A compact YAML excerpt of one group with its defaults, for the reference page. */
export function groupSnippet(groupId: GroupId): string {
  const options = OPTIONS.filter((option) => option.group === groupId);
  const lines: string[] = [];
  let open: string[] = [];
  for (const option of options) {
    const parent = parentOf(option.path);
    const segments = parent ? parent.split('.') : [];
    let common = 0;
    while (common < open.length && common < segments.length && open[common] === segments[common]) {
      common += 1;
    }
    for (let depth = common; depth < segments.length; depth += 1) {
      lines.push(`${'  '.repeat(depth)}${segments[depth]}:`);
    }
    open = segments;
    const pad = '  '.repeat(segments.length);
    const key = option.path.slice(parent ? parent.length + 1 : 0);
    const note = option.platforms.length < PLATFORMS.length ? `  # ${platformsLabel(option.platforms)}` : '';
    if (option.default === null) {
      lines.push(`${pad}${key}: 00000000-0000-0000-0000-000000000000${note}`);
    } else if (Array.isArray(option.default)) {
      const items = option.default as readonly string[];
      if (items.length === 0) {
        lines.push(`${pad}${key}: []${note}`);
      } else {
        lines.push(`${pad}${key}:${note}`, ...items.map((item) => `${pad}  - ${snippetValue(item)}`));
      }
    } else {
      lines.push(`${pad}${key}: ${snippetValue(option.default as string | number | boolean)}${note}`);
    }
  }
  return lines.join('\n');
}

export function plainDescription(option: ConfigOption): string {
  return markupToPlainText(option.description);
}
