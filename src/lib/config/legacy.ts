/**
 * Converting older files: the legacy layout (config-version 4 and older) to the current layout, and
 * config-version 5/6 files to 7. Both follow Geyser's own migration (`ConfigMigrations.java`), so
 * the result is what Geyser would write on its next start, and a report says what happened to each
 * key.
 */
import {generateConfig, randomUuid} from './generate';
import {findLegacyOption, findRemovedKey, LEGACY_EXTRA_MOVES, LEGACY_OPTIONS} from './legacy-schema';
import {CURRENT_CONFIG_VERSION, findOption, platformInfo} from './schema';
import type {PlatformId} from './types';
import {formatValue, readBoolean} from './values';
import {documentValue, geyserText, snakeJs, snakeValue} from './snake-value';
import {renameKey, writeValue} from './yaml-edit';
import {ConfigEditError} from './yaml-render';
import {findEntry, parseYamlSource} from './yaml-source';

export interface ConversionNote {
  kind: 'moved' | 'changed' | 'dropped' | 'kept';
  from: string;
  to: string | null;
  message: string;
}

export interface ConversionResult {
  text: string;
  notes: ConversionNote[];
}

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function lookup(tree: Tree, path: string): {found: boolean; value: unknown} {
  let node: unknown = tree;
  for (const segment of path.split('.')) {
    if (!isTree(node) || !Object.prototype.hasOwnProperty.call(node, segment)) {
      return {found: false, value: undefined};
    }
    node = node[segment];
  }
  return {found: true, value: node};
}

function leafPaths(tree: Tree, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value) && (path === 'bedrock' || path === 'remote' || path === 'metrics')) {
      paths.push(...leafPaths(value, path));
    } else {
      paths.push(path);
    }
  }
  return paths;
}

function asString(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

function asBoolean(value: unknown): boolean {
  if (value === null || value === undefined) {
    return false;
  }
  return readBoolean({kind: Array.isArray(value) ? 'list' : 'scalar', js: value}).value === true;
}

/** One conversion in progress: the values the new file gets, and a note for every key of the old one. */
class Conversion {
  readonly values = new Map<string, unknown>();
  readonly notes: ConversionNote[] = [];
  readonly handled = new Set<string>();
  private readonly platformLabel: string;

  constructor(
    readonly tree: Tree,
    readonly platform: PlatformId,
    readonly uuid: () => string,
  ) {
    this.platformLabel = platformInfo(platform).label;
  }

  /** Writes `value` to the current key `to` (unless this platform has no such key) and notes the move. */
  carry(from: string, to: string, value: unknown, message?: string): void {
    const option = findOption(to);
    this.handled.add(from);
    if (option && !option.platforms.includes(this.platform)) {
      this.notes.push({kind: 'dropped', from, to, message: `Not used on ${this.platformLabel}, so it is left out.`});
      return;
    }
    this.values.set(to, value);
    this.notes.push({
      kind: message ? 'changed' : from === to ? 'kept' : 'moved',
      from,
      to,
      message: message ?? (from === to ? 'Kept.' : `Now \`${to}\`.`),
    });
  }

  drop(from: string, message: string): void {
    this.handled.add(from);
    this.notes.push({kind: 'dropped', from, to: null, message});
  }
}

/**
 * Keys whose value Geyser's migration changes on the way (`ConfigMigrations.java`); every other
 * legacy key moves unchanged to its `currentPath`, or is dropped with its `migration` note.
 */
const SPECIAL_CONVERSIONS: Record<string, (conversion: Conversion, from: string, value: unknown) => void> = {
  'remote.address': (conversion, from, value) =>
    value === 'auto'
      ? conversion.carry(from, 'java.address', '127.0.0.1', '`auto` becomes `127.0.0.1`.')
      : conversion.carry(from, 'java.address', value),
  'legacy-ping-passthrough': (conversion, from, value) => {
    if (conversion.platform === 'standalone') {
      conversion.drop(from, 'Standalone has no integrated ping, so it is left out.');
      return;
    }
    const inverted = !asBoolean(value);
    conversion.carry(
      from,
      'motd.integrated-ping-passthrough',
      inverted,
      `Inverted: \`integrated-ping-passthrough: ${inverted}\`.`,
    );
  },
  'show-cooldown': (conversion, from, value) => {
    const text = asString(value);
    const type = text === 'false' || text === 'disabled' ? 'disabled' : 'crosshair';
    conversion.carry(from, 'gameplay.cooldown-type', type, `\`${formatValue(text)}\` becomes \`${type}\`.`);
  },
  'max-visible-custom-skulls': (conversion, from, value) => {
    const allow = lookup(conversion.tree, 'allow-custom-skulls');
    if (allow.found && !asBoolean(allow.value)) {
      conversion.carry(
        from,
        'gameplay.max-visible-custom-skulls',
        0,
        'Set to 0 because `allow-custom-skulls` was `false`.',
      );
    } else {
      conversion.carry(from, 'gameplay.max-visible-custom-skulls', value);
    }
  },
  'emote-offhand-workaround': (conversion, from, value) => {
    const text = asString(value);
    if (text === 'no-emotes') {
      conversion.carry(from, 'gameplay.emotes-enabled', false, '`no-emotes` becomes `emotes-enabled: false`.');
    } else if (text === 'disabled') {
      conversion.drop(from, '`disabled` needs no replacement.');
    } else {
      conversion.drop(
        from,
        `\`${formatValue(text)}\` has no current equivalent; the emote-to-offhand feature moved to the EmoteOffhand extension.`,
      );
    }
  },
  'floodgate-key-file': (conversion, from, value) =>
    value === 'public-key.pem'
      ? conversion.carry(from, 'advanced.floodgate-key-file', 'key.pem', '`public-key.pem` becomes `key.pem`.')
      : conversion.carry(from, 'advanced.floodgate-key-file', value),
  'default-locale': (conversion, from, value) =>
    value === null || value === undefined || value === ''
      ? conversion.carry(from, 'default-locale', 'system', 'Empty becomes `system`.')
      : conversion.carry(from, 'default-locale', value),
  'metrics.uuid': (conversion, from, value) =>
    value === 'generateduuid'
      ? conversion.carry(
          from,
          'metrics-uuid',
          conversion.uuid(),
          'The placeholder `generateduuid` becomes a new random ID.',
        )
      : conversion.carry(from, 'metrics-uuid', value),
};

function convertKnownKeys(conversion: Conversion): void {
  for (const legacy of LEGACY_OPTIONS) {
    const {found, value} = lookup(conversion.tree, legacy.path);
    if (!found || legacy.path === 'config-version') {
      conversion.handled.add(legacy.path);
    } else if (SPECIAL_CONVERSIONS[legacy.path]) {
      SPECIAL_CONVERSIONS[legacy.path](conversion, legacy.path, value);
    } else if (legacy.currentPath) {
      conversion.carry(legacy.path, legacy.currentPath, value);
    } else {
      conversion.drop(legacy.path, legacy.migration);
    }
  }
  for (const extra of LEGACY_EXTRA_MOVES) {
    const {found, value} = lookup(conversion.tree, extra.path);
    if (found) {
      conversion.carry(extra.path, extra.currentPath, value);
    }
  }
}

/** Keys the legacy schema does not list: current-layout keys already in place stay, the rest is dropped. */
function convertOtherKeys(conversion: Conversion): void {
  for (const path of leafPaths(conversion.tree)) {
    if (conversion.handled.has(path)) {
      continue;
    }
    const current = findOption(path);
    if (current && !conversion.values.has(path) && current.platforms.includes(conversion.platform)) {
      conversion.values.set(path, lookup(conversion.tree, path).value);
      conversion.notes.push({kind: 'kept', from: path, to: path, message: 'Already in the current layout; kept.'});
      continue;
    }
    const removed = findRemovedKey(path);
    conversion.notes.push({
      kind: 'dropped',
      from: path,
      to: null,
      message: removed
        ? `Geyser stopped reading it in ${removed.lastShipped}; left out.`
        : findLegacyOption(path.toLowerCase()) && path !== path.toLowerCase()
          ? `Unknown key (keys are case-sensitive; \`${path.toLowerCase()}\` was meant); left out.`
          : 'Unknown key; left out.',
    });
  }
}

/** Converts a legacy-layout file to the current layout for one platform. */
export function convertLegacy(
  text: string,
  platform: PlatformId,
  options: {uuid?: () => string} = {},
): ConversionResult {
  const uuid = options.uuid ?? randomUuid;
  const source = parseYamlSource(text);
  if (source.doc.errors.length > 0) {
    throw new ConfigEditError('Fix the YAML syntax errors before converting.');
  }
  // The values as SnakeYAML reads them (`012` is 10, `y` is text), as Geyser's migration sees them.
  const js = snakeJs(documentValue(source));
  const conversion = new Conversion(isTree(js) ? js : {}, platform, uuid);
  convertKnownKeys(conversion);
  convertOtherKeys(conversion);
  return {text: generateConfig(platform, {values: conversion.values, uuid}), notes: conversion.notes};
}

/**
 * Brings a config-version 5 or 6 file to version 7 in place, keeping every comment: `show-cooldown`
 * becomes `cooldown-type` (anything but `disabled` turns into `crosshair`) and the version is set.
 */
export function upgradeCurrent(text: string): ConversionResult {
  const notes: ConversionNote[] = [];
  let result = text;
  const source = parseYamlSource(result);
  if (source.doc.errors.length > 0) {
    throw new ConfigEditError('Fix the YAML syntax errors before updating.');
  }
  const old = findEntry(source, ['gameplay', 'show-cooldown']);
  const current = findEntry(source, ['gameplay', 'cooldown-type']);
  if (old && !current) {
    const previous = geyserText(snakeValue(source, old.value));
    const type = previous === 'disabled' || previous === 'false' ? 'disabled' : 'crosshair';
    result = writeValue(result, ['gameplay', 'show-cooldown'], type);
    result = renameKey(result, ['gameplay', 'show-cooldown'], 'cooldown-type');
    notes.push({
      kind: 'changed',
      from: 'gameplay.show-cooldown',
      to: 'gameplay.cooldown-type',
      message: `Renamed; \`${formatValue(previous)}\` becomes \`${type}\`.`,
    });
  }
  result = writeValue(result, ['config-version'], CURRENT_CONFIG_VERSION, {orderOf: () => []});
  notes.push({
    kind: 'changed',
    from: 'config-version',
    to: 'config-version',
    message: `Set to ${CURRENT_CONFIG_VERSION}.`,
  });
  return {text: result, notes};
}
