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
import {ConfigEditError, findEntry, parseYamlSource, renameKey, writeValue} from './yaml-text';

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
  const js: unknown = source.doc.toJS();
  const tree: Tree = isTree(js) ? js : {};
  const values = new Map<string, unknown>();
  const notes: ConversionNote[] = [];
  const platformLabel = platformInfo(platform).label;
  const handled = new Set<string>();

  const carry = (from: string, to: string, value: unknown, message?: string) => {
    const option = findOption(to);
    handled.add(from);
    if (option && !option.platforms.includes(platform)) {
      notes.push({kind: 'dropped', from, to, message: `Not used on ${platformLabel}, so it is left out.`});
      return;
    }
    values.set(to, value);
    notes.push({
      kind: message ? 'changed' : from === to ? 'kept' : 'moved',
      from,
      to,
      message: message ?? (from === to ? 'Kept.' : `Now \`${to}\`.`),
    });
  };

  for (const legacy of LEGACY_OPTIONS) {
    const {found, value} = lookup(tree, legacy.path);
    if (!found || legacy.path === 'config-version') {
      handled.add(legacy.path);
      continue;
    }
    switch (legacy.path) {
      case 'remote.address':
        if (value === 'auto') {
          carry(legacy.path, 'java.address', '127.0.0.1', '`auto` becomes `127.0.0.1`.');
        } else {
          carry(legacy.path, 'java.address', value);
        }
        break;
      case 'legacy-ping-passthrough':
        if (platform === 'standalone') {
          handled.add(legacy.path);
          notes.push({
            kind: 'dropped',
            from: legacy.path,
            to: null,
            message: 'Standalone has no integrated ping, so it is left out.',
          });
        } else {
          const inverted = !asBoolean(value);
          carry(
            legacy.path,
            'motd.integrated-ping-passthrough',
            inverted,
            `Inverted: \`integrated-ping-passthrough: ${inverted}\`.`,
          );
        }
        break;
      case 'show-cooldown': {
        const text = asString(value);
        const type = text === 'false' || text === 'disabled' ? 'disabled' : 'crosshair';
        carry(legacy.path, 'gameplay.cooldown-type', type, `\`${formatValue(text)}\` becomes \`${type}\`.`);
        break;
      }
      case 'max-visible-custom-skulls': {
        const allow = lookup(tree, 'allow-custom-skulls');
        if (allow.found && !asBoolean(allow.value)) {
          carry(
            legacy.path,
            'gameplay.max-visible-custom-skulls',
            0,
            'Set to 0 because `allow-custom-skulls` was `false`.',
          );
        } else {
          carry(legacy.path, 'gameplay.max-visible-custom-skulls', value);
        }
        break;
      }
      case 'emote-offhand-workaround': {
        const text = asString(value);
        handled.add(legacy.path);
        if (text === 'no-emotes') {
          carry(legacy.path, 'gameplay.emotes-enabled', false, '`no-emotes` becomes `emotes-enabled: false`.');
        } else if (text === 'disabled') {
          notes.push({kind: 'dropped', from: legacy.path, to: null, message: '`disabled` needs no replacement.'});
        } else {
          notes.push({
            kind: 'dropped',
            from: legacy.path,
            to: null,
            message: `\`${formatValue(text)}\` has no current equivalent; the emote-to-offhand feature moved to the EmoteOffhand extension.`,
          });
        }
        break;
      }
      case 'floodgate-key-file':
        if (value === 'public-key.pem') {
          carry(legacy.path, 'advanced.floodgate-key-file', 'key.pem', '`public-key.pem` becomes `key.pem`.');
        } else {
          carry(legacy.path, 'advanced.floodgate-key-file', value);
        }
        break;
      case 'default-locale':
        if (value === null || value === undefined || value === '') {
          carry(legacy.path, 'default-locale', 'system', 'Empty becomes `system`.');
        } else {
          carry(legacy.path, 'default-locale', value);
        }
        break;
      case 'metrics.uuid':
        if (value === 'generateduuid') {
          carry(legacy.path, 'metrics-uuid', uuid(), 'The placeholder `generateduuid` becomes a new random ID.');
        } else {
          carry(legacy.path, 'metrics-uuid', value);
        }
        break;
      default:
        if (legacy.currentPath) {
          carry(legacy.path, legacy.currentPath, value);
        } else {
          handled.add(legacy.path);
          notes.push({kind: 'dropped', from: legacy.path, to: null, message: legacy.migration});
        }
    }
  }

  for (const extra of LEGACY_EXTRA_MOVES) {
    const {found, value} = lookup(tree, extra.path);
    if (found) {
      carry(extra.path, extra.currentPath, value);
    }
  }

  for (const path of leafPaths(tree)) {
    if (handled.has(path)) {
      continue;
    }
    // A current-layout key already in the right place stays (Geyser leaves it alone).
    const current = findOption(path);
    if (current && !values.has(path)) {
      const {value} = lookup(tree, path);
      if (current.platforms.includes(platform)) {
        values.set(path, value);
        notes.push({kind: 'kept', from: path, to: path, message: 'Already in the current layout; kept.'});
        continue;
      }
    }
    const removed = findRemovedKey(path);
    notes.push({
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

  return {text: generateConfig(platform, {values, uuid}), notes};
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
    const previous = asString(old.value?.toJSON());
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
