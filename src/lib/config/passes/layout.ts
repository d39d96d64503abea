/**
 * The layout pass: whether the file is a Geyser config at all, its layout (current or legacy) and
 * config-version, and which platforms could have written it.
 */
import {isMap, isScalar} from 'yaml';

import type {ConfigIssue} from '../analysis-types';
import {LAST_LEGACY_CONFIG_VERSION, LEGACY_OPTIONS} from '../legacy-schema';
import {entryValue, rawValue, valueLocation, type ConfigModel} from '../model';
import {CURRENT_CONFIG_VERSION, FIRST_CURRENT_LAYOUT_VERSION, OPTIONS} from '../schema';
import {javaText} from '../snake-scalar';
import type {Layout, PlatformId} from '../types';
import {readInteger} from '../values';
import {keyText, type YamlSource} from '../yaml-source';

const PLUGIN_ONLY_PATHS = [
  'bedrock.clone-remote-port',
  'motd.integrated-ping-passthrough',
  'advanced.java.use-direct-connection',
  'advanced.java.disable-compression',
];
const STANDALONE_ONLY_PATHS = ['java.address', 'java.port', 'java.forward-hostname'];
const OWN_METRICS_PATHS = ['enable-metrics', 'metrics-uuid'];
const CURRENT_ONLY_SECTIONS = ['java', 'motd', 'gameplay', 'advanced'];
const LEGACY_MARKERS = [
  'remote',
  'metrics',
  'bedrock.motd1',
  'bedrock.motd2',
  'passthrough-motd',
  'show-cooldown',
  'add-non-bedrock-items',
  'floodgate-key-file',
  'mtu',
];
const FLOODGATE_MARKERS = ['key-file-name', 'username-prefix', 'replace-spaces', 'player-link', 'disconnect'];

export interface LayoutInfo {
  layout: Layout;
  version: number | null;
  /** `config-version` as written when it is not a number Geyser reads. */
  versionText: string | null;
}

export function detectLayout(model: ConfigModel): LayoutInfo {
  const entry = model.byPath.get('config-version');
  let version: number | null = null;
  let versionText: string | null = null;
  if (entry && isScalar(entry.value)) {
    const value = entryValue(model, entry);
    versionText =
      value.type === 'refused' || value.type === 'seq' || value.type === 'map' || value.type === 'set'
        ? null
        : javaText(value);
    version = readInteger(rawValue(model, entry)).value as number | null;
  }
  if (version !== null) {
    return {layout: version >= FIRST_CURRENT_LAYOUT_VERSION ? 'current' : 'legacy', version, versionText};
  }
  const legacyMarkers = LEGACY_MARKERS.some((path) => model.byPath.has(path));
  const currentMarkers = CURRENT_ONLY_SECTIONS.some((path) => isMap(model.byPath.get(path)?.value));
  return {layout: currentMarkers && !legacyMarkers ? 'current' : 'legacy', version: null, versionText};
}

/** Which platforms could have written this file, judging by the platform-specific keys in it. */
export function detectPlatforms(model: ConfigModel, layout: Layout): PlatformId[] {
  if (layout === 'legacy') {
    return [];
  }
  const has = (path: string) => model.byPath.has(path);
  const pluginKeys = PLUGIN_ONLY_PATHS.some(has);
  const standaloneKeys = STANDALONE_ONLY_PATHS.some(has);
  const metricsKeys = OWN_METRICS_PATHS.some(has);
  if (has('advanced.java.bungee-listener')) {
    return ['bungeecord'];
  }
  if (standaloneKeys && !pluginKeys) {
    return ['standalone'];
  }
  if (pluginKeys) {
    return metricsKeys ? ['fabric', 'neoforge', 'viaproxy'] : ['spigot', 'velocity', 'bungeecord'];
  }
  return [];
}

export function checkVersion(model: ConfigModel, {layout, version, versionText}: LayoutInfo): ConfigIssue[] {
  const entry = model.byPath.get('config-version');
  const location = entry ? valueLocation(model, entry) : null;
  const issue = (rule: ConfigIssue['rule'], severity: ConfigIssue['severity'], message: string): ConfigIssue[] => [
    {rule, severity, path: 'config-version', message, location},
  ];
  if (layout === 'legacy') {
    return issue(
      'legacy-layout',
      'warning',
      version === null
        ? 'This file has no `config-version`, so it uses the legacy layout. Current Geyser converts it on its next start and rewrites its comments; convert it here to review the result first.'
        : `config-version ${version} is the legacy layout (${LAST_LEGACY_CONFIG_VERSION} and older). Current Geyser converts it on its next start and rewrites its comments; convert it here to review the result first.`,
    );
  }
  if (version === null) {
    return issue(
      'version-missing',
      'warning',
      versionText
        ? `"${versionText}" is not a version number. Geyser treats the file as very old and tries to convert it.`
        : `\`config-version\` is missing. Geyser treats the file as very old, converts it and writes \`config-version: ${CURRENT_CONFIG_VERSION}\`.`,
    );
  }
  if (version < CURRENT_CONFIG_VERSION) {
    return issue(
      'version-old',
      'info',
      `config-version ${version}: Geyser upgrades the file to version ${CURRENT_CONFIG_VERSION} on its next start. Use "Update to version ${CURRENT_CONFIG_VERSION}" to do it here.`,
    );
  }
  if (version > CURRENT_CONFIG_VERSION) {
    return issue(
      'version-newer',
      'warning',
      `config-version ${version} is newer than this editor knows (${CURRENT_CONFIG_VERSION}); options added since may show as unknown.`,
    );
  }
  return [];
}

/** Top-level keys of either layout; `metrics`, `config-version` and `debug-mode` also appear in Floodgate's file. */
const GEYSER_ONLY_TOP_KEYS: ReadonlySet<string> = new Set(
  [...OPTIONS, ...LEGACY_OPTIONS]
    .map((option) => option.path.split('.')[0])
    .filter((key) => key !== 'metrics' && key !== 'config-version' && key !== 'debug-mode'),
);

export function looksLikeGeyser(model: ConfigModel): boolean {
  return model.entries.some((entry) => entry.parentPath === '' && entry.own && GEYSER_ONLY_TOP_KEYS.has(entry.key));
}

/** Why a YAML map is not a Geyser config, in words a server owner understands. */
export function notAConfigReason(source: YamlSource): string {
  const contents = source.doc.contents;
  if (contents === null || (isScalar(contents) && contents.type === 'PLAIN' && contents.source === '')) {
    return 'The file is empty or holds only comments.';
  }
  if (!isMap(contents)) {
    return 'This is not a Geyser config: the file should be a list of `key: value` settings, but it is a single value or a list.';
  }
  const keys = contents.items.map((pair) => keyText(source, pair));
  if (FLOODGATE_MARKERS.filter((key) => keys.includes(key)).length >= 2) {
    return "This looks like Floodgate's config.yml. The editor works with Geyser's config.yml, which sits in Geyser's own folder.";
  }
  return "None of the settings in this file belong to Geyser. Check that you picked Geyser's config.yml, not another plugin's.";
}
