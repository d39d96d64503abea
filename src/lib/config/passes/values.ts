/**
 * The values pass: every option of the layout read from the model as Geyser reads it (`values.ts`),
 * with the problems of how it is written, and where it is written so a form edit can splice it.
 */
import {isScalar, isSeq} from 'yaml';

import type {ConfigIssue, OptionState, ScalarSpan, ValueSpan} from '../analysis-types';
import {LEGACY_OPTIONS} from '../legacy-schema';
import {literal} from '../markup';
import {rawValue, valueLocation, type ConfigModel, type FileEntry} from '../model';
import {CURRENT_CONFIG_VERSION, OPTIONS} from '../schema';
import {scalarValue, containsRefusal} from '../snake-value';
import type {Layout, OptionType, OptionValue} from '../types';
import {readValue, type RawValue, type ReadResult} from '../values';
import type {NodeLocation, YamlSource} from '../yaml-source';

function scalarSpan(source: YamlSource, node: unknown, trim: boolean): ScalarSpan | null {
  if (!isScalar(node) || !node.range || node.anchor || node.tag) {
    return null;
  }
  const type = node.type;
  if (type !== 'PLAIN' && type !== 'QUOTE_SINGLE' && type !== 'QUOTE_DOUBLE') {
    return null;
  }
  const start = node.range[0];
  let end = node.range[1];
  if (trim) {
    while (end > start && /\s/.test(source.text[end - 1])) {
      end -= 1;
    }
  }
  if (end <= start || /[\r\n\u0085\u2028\u2029]/.test(source.text.slice(start, end))) {
    return null;
  }
  const value = scalarValue(source, node);
  return {start, end, style: type, text: value.type === 'str' ? value.value : null};
}

/** The span of a value written in place, in the cases `setOptionValue` edits by a simple splice. */
function valueSpan(source: YamlSource, entry: FileEntry): ValueSpan | null {
  const node = entry.written;
  if (entry.merged || entry.throughAlias || entry.map.flow || node !== entry.value || node?.tag) {
    return null;
  }
  if (isScalar(node)) {
    const span = scalarSpan(source, node, false);
    return span ? {kind: 'scalar', ...span} : null;
  }
  if (isSeq(node) && !node.flow && !node.anchor && !node.tag && node.items.length > 0) {
    const items: ScalarSpan[] = [];
    for (const item of node.items) {
      const span = scalarSpan(source, item, true);
      if (!span) {
        return null;
      }
      items.push(span);
    }
    return {kind: 'list', items};
  }
  return null;
}

function checkPlaceholders(
  path: string,
  value: OptionValue | null,
  location: NodeLocation | null,
  issues: ConfigIssue[],
): void {
  const texts = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  for (const text of texts) {
    const match = /\$\{[^}]*\}|%[A-Z_]{3,}%/.exec(text);
    if (match) {
      issues.push({
        rule: 'placeholder',
        severity: 'warning',
        path,
        message: `"${match[0]}" looks like a template placeholder that was never filled in; Geyser shows it literally.`,
        location,
      });
    }
  }
}

/**
 * Texts Geyser sends to Bedrock clients straight from the config: the MOTD lines and the server name, and their
 * legacy keys (from the legacy schema's `currentPath`). Geyser turns `&` into `§` only in its own language files
 * (GeyserLocale), never in these values (GeyserServer.onQuery, GeyserSession's StartGamePacket), so a
 * Bukkit-style `&a` reaches players as typed.
 */
const CURRENT_TEXTS_SENT_AS_TYPED = ['motd.primary-motd', 'motd.secondary-motd', 'gameplay.server-name'];
const TEXTS_SENT_AS_TYPED = new Set([
  ...CURRENT_TEXTS_SENT_AS_TYPED,
  ...LEGACY_OPTIONS.filter((option) => CURRENT_TEXTS_SENT_AS_TYPED.includes(option.currentPath ?? '')).map(
    (option) => option.path,
  ),
]);

/** An `&` colour or formatting code as Bukkit plugins write them: `&a`, `&l`, `&r`. */
const AMPERSAND_CODE = /&[0-9a-fk-or]/gi;

/**
 * The first `&` code in `text` that is meant as one: at the start, after a space or symbol, a digit code, or one
 * of several. A single letter code inside a word ("Fish&Chips", "R&D") is left alone.
 */
function ampersandCode(text: string): string | null {
  const matches = [...text.matchAll(AMPERSAND_CODE)];
  const meant = matches.find(
    ({0: code, index}) => matches.length > 1 || /\d/.test(code[1]) || index === 0 || !/\p{L}/u.test(text[index - 1]),
  );
  return meant?.[0] ?? null;
}

function checkAmpersandCodes(
  path: string,
  value: OptionValue | null,
  location: NodeLocation | null,
  issues: ConfigIssue[],
): void {
  if (!TEXTS_SENT_AS_TYPED.has(path) || typeof value !== 'string') {
    return;
  }
  const code = ampersandCode(value);
  if (code !== null) {
    issues.push({
      rule: 'format',
      severity: 'warning',
      path,
      message: `Geyser does not convert \`&\` codes here, so Bedrock players see ${literal(code)} as typed. If it is meant as a colour or formatting code, write \`§${code.slice(1)}\` instead and keep the value in quotes.`,
      location,
    });
  }
}

interface OptionSpec {
  path: string;
  type: OptionType;
  default: OptionValue | null;
  enumValues?: readonly string[];
}

/** Config-versions 5 and 6 keep the cooldown under its old name, with the old choices. */
function cooldownEntry(model: ConfigModel, version: number | null): FileEntry | undefined {
  return version === null || version < CURRENT_CONFIG_VERSION ? model.byPath.get('gameplay.show-cooldown') : undefined;
}

/** What Geyser reads for one option, with the special readings of old files. */
function readOption(layout: Layout, spec: OptionSpec, entry: FileEntry, raw: RawValue): ReadResult {
  if (raw.snake && containsRefusal(raw.snake)) {
    // Geyser never gets this far: SnakeYAML refuses the file (a `yaml-reader` issue says so).
    return {value: null, problems: []};
  }
  if (layout === 'legacy' && spec.path === 'show-cooldown' && raw.snake?.type === 'bool') {
    // Legacy builds took `true`/`false` here before the setting became text.
    return {value: raw.snake.value ? 'title' : 'false', problems: []};
  }
  const oldCooldown = spec.path === 'gameplay.cooldown-type' && entry.path === 'gameplay.show-cooldown';
  const enumValues = oldCooldown ? ['title', 'actionbar', 'crosshair', 'hotbar', 'disabled'] : spec.enumValues;
  return readValue(spec.type, raw, enumValues);
}

function problemIssues(
  layout: Layout,
  spec: OptionSpec,
  result: ReadResult,
  location: NodeLocation | null,
): ConfigIssue[] {
  return result.problems.map((problem) => {
    const legacyAuth = layout === 'legacy' && spec.path === 'remote.auth-type' && problem.severity === 'error';
    return {
      rule: problem.code === 'coerced' ? 'coerced' : problem.code === 'empty' ? 'empty' : 'type',
      severity: problem.severity,
      path: spec.path,
      message: legacyAuth
        ? problem.message.replace(
            'Geyser refuses to load this file.',
            'Legacy builds read it as `online`; current builds refuse to load the converted file, so pick one.',
          )
        : problem.message,
      location,
    };
  });
}

export function readOptions(
  model: ConfigModel,
  layout: Layout,
  version: number | null,
): {options: Map<string, OptionState>; issues: ConfigIssue[]} {
  const options = new Map<string, OptionState>();
  const issues: ConfigIssue[] = [];
  const specs: readonly OptionSpec[] = layout === 'current' ? OPTIONS : LEGACY_OPTIONS;
  for (const spec of specs) {
    const entry =
      model.byPath.get(spec.path) ??
      (spec.path === 'gameplay.cooldown-type' ? cooldownEntry(model, version) : undefined);
    if (!entry) {
      const absent = {present: false, raw: null, fileValue: null, location: null, span: null};
      options.set(spec.path, {path: spec.path, effective: spec.default, ...absent});
      continue;
    }
    const location = valueLocation(model, entry);
    const raw = rawValue(model, entry);
    const result = readOption(layout, spec, entry, raw);
    issues.push(...problemIssues(layout, spec, result, location));
    checkPlaceholders(spec.path, result.value, location, issues);
    checkAmpersandCodes(spec.path, result.value, location, issues);
    options.set(spec.path, {
      path: spec.path,
      present: true,
      raw,
      effective: result.value ?? spec.default,
      fileValue: result.value,
      location,
      span: entry.path === spec.path ? valueSpan(model.source, entry) : null,
    });
  }
  return {options, issues};
}
