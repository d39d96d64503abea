/**
 * Turns any Geyser dump (current or legacy layout, any platform, any key order, with missing
 * fields and `null`s) into one `NormalizedDump`. This is the only module that knows about old
 * formats; everything else reads the normalised model.
 */

import {MAX_CONFIG_DISPLAY_DEPTH, nestsDeeperThan} from './depth';
import {
  githubRepositoryUrl,
  isCommitHash,
  isOfficialRepository,
  parseGeyserVersion,
  parseJavaMajor,
  UNLIMITED_MAX_MIB,
} from './format';
import type {
  AddonInfo,
  AddonKind,
  BuildKind,
  ConfigInfo,
  DumpLayout,
  EffectiveSettings,
  GeyserBuildInfo,
  ListenerInfo,
  NormalizedDump,
  PlatformId,
  PlatformInfo,
  UserPlatformCount,
} from './model';
import type {JsonObject} from './types';

/** Why a JSON value is not a Geyser dump; the message is shown to readers as plain text. */
export class NotADumpError extends Error {
  override readonly name = 'NotADumpError';
}

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function obj(value: unknown): Obj | undefined {
  return isObject(value) ? value : undefined;
}

/** Non-empty strings only: Geyser writes `""` for unset values such as a Spigot server's IP. */
function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Like `str`, but keeps `""` (for values where empty has a meaning, e.g. `serverIP`). */
function strOrEmpty(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Numbers that old or hand-edited dumps may carry as strings (`"793"`). */
function numLoose(value: unknown): number | undefined {
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
    return Number(value);
  }
  return num(value);
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}

function numbers(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((item): item is number => typeof item === 'number' && Number.isFinite(item))
    : [];
}

function jsonObject(value: unknown): JsonObject | undefined {
  return isObject(value) ? (value as JsonObject) : undefined;
}

/**
 * Decides whether parsed JSON is a Geyser dump. The dump service accepts only objects with an
 * object `bootstrapInfo`; offline files from every Geyser version also have `versionInfo`.
 * Throws `NotADumpError` with a reason a reader can act on.
 */
export function assertDumpShape(json: unknown): asserts json is Obj {
  if (Array.isArray(json)) {
    throw new NotADumpError('It is a JSON list; a Geyser dump is a JSON object.');
  }
  if (!isObject(json)) {
    throw new NotADumpError(
      `It is a single JSON ${json === null ? 'null' : typeof json}; a Geyser dump is a JSON object.`,
    );
  }
  if (isObject(json.bootstrapInfo) || isObject(json.versionInfo)) {
    return;
  }
  if (typeof json.message === 'string' || typeof json.error === 'string') {
    throw new NotADumpError('It is an error message from a web service.');
  }
  if (isObject(json.bedrock) && (isObject(json.java) || isObject(json.remote))) {
    throw new NotADumpError(
      'It looks like a Geyser config (it has bedrock and java sections). Run /geyser dump to make a dump.',
    );
  }
  if (typeof json.project_id === 'string' || Array.isArray(json.builds)) {
    throw new NotADumpError('It is build information from the Downloads API.');
  }
  throw new NotADumpError('It has neither a "versionInfo" nor a "bootstrapInfo" section.');
}

function detectLayout(root: Obj, config: Obj | undefined): DumpLayout {
  if (config) {
    if (isObject(config.java) || isObject(config.advanced) || isObject(config.motd) || isObject(config.gameplay)) {
      return 'current';
    }
    if (isObject(config.remote) || isObject(config.metrics)) {
      return 'legacy';
    }
    const version = num(config['config-version']);
    if (version !== undefined) {
      return version >= 5 ? 'current' : 'legacy';
    }
  }
  if ('hashInfo' in root || 'floodgate' in root) {
    return 'legacy';
  }
  return 'current';
}

const PLATFORM_IDS: Record<string, PlatformId> = {
  spigot: 'spigot',
  bukkit: 'spigot',
  paper: 'spigot',
  bungeecord: 'bungeecord',
  velocity: 'velocity',
  fabric: 'fabric',
  neoforge: 'neoforge',
  standalone: 'standalone',
  viaproxy: 'viaproxy',
  sponge: 'sponge',
  android: 'android',
};

function platformFromName(name: string | undefined): PlatformId | undefined {
  return name
    ? PLATFORM_IDS[
        name
          .trim()
          .toLowerCase()
          .replace(/[^a-z]/g, '')
      ]
    : undefined;
}

/** The platform from `bootstrapInfo.platform`, or from the fields only one platform writes. */
function detectPlatform(bootstrap: Obj): {id: PlatformId; geyserName?: string} {
  const platform = bootstrap.platform;
  const geyserName = typeof platform === 'string' ? str(platform) : str(obj(platform)?.platformName);
  const named = platformFromName(geyserName);
  if (named) {
    return {id: named, geyserName};
  }
  let inferred: PlatformId = 'unknown';
  if ('isGui' in bootstrap) {
    inferred = 'standalone';
  } else if (Array.isArray(bootstrap.mods)) {
    inferred = 'dist' in bootstrap ? 'neoforge' : 'fabric';
  } else if (Array.isArray(bootstrap.listeners)) {
    inferred = 'bungeecord';
  } else if ('platformVendor' in bootstrap) {
    inferred = 'velocity';
  } else if ('platformAPIVersion' in bootstrap) {
    inferred = 'spigot';
  }
  return {id: inferred, geyserName};
}

function normalizeListeners(value: unknown): ListenerInfo[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.filter(isObject).map((listener) => ({ip: strOrEmpty(listener.ip), port: num(listener.port)}));
}

function normalizePlatform(bootstrap: Obj): PlatformInfo {
  const {id, geyserName} = detectPlatform(bootstrap);
  return {
    id,
    geyserPlatformName: geyserName,
    softwareName: str(bootstrap.platformName),
    softwareVersion: str(bootstrap.platformVersion),
    apiVersion: str(bootstrap.platformAPIVersion),
    vendor: str(bootstrap.platformVendor),
    onlineMode: bool(bootstrap.onlineMode),
    serverIp: strOrEmpty(bootstrap.serverIP),
    serverPort: num(bootstrap.serverPort),
    listeners: normalizeListeners(bootstrap.listeners),
    minecraftVersion: str(bootstrap.minecraftVersion),
    environment: str(bootstrap.environmentType) ?? str(bootstrap.dist),
    isGui: bool(bootstrap.isGui),
  };
}

/** Plugins, mods and extensions share one shape; `prefix` keeps keys unique across lists. */
function normalizeAddons(value: unknown, prefix: string): AddonInfo[] {
  if (!Array.isArray(value)) {
    return [];
  }
  const addons: AddonInfo[] = [];
  value.forEach((entry, index) => {
    if (!isObject(entry)) {
      return;
    }
    const name = str(entry.name);
    const main = str(entry.main);
    addons.push({
      key: `${prefix}-${index}`,
      name: name ?? '(no name)',
      hasName: name !== undefined,
      version: str(entry.version),
      main: main && main !== 'unknown' ? main : undefined,
      authors: strings(entry.authors),
      enabled: bool(entry.enabled),
      url: str(entry.url),
      apiVersion: str(entry.apiVersion),
    });
  });
  return addons;
}

function normalizeGit(root: Obj, version: string | undefined): GeyserBuildInfo {
  const git = obj(root.gitInfo) ?? {};
  const parsed = parseGeyserVersion(version);
  const rawBuild = numLoose(git.buildNumber) ?? numLoose(git['git.build.number']) ?? parsed.buildNumber;
  const buildNumber = rawBuild !== undefined && rawBuild > 0 ? rawBuild : undefined;
  const commit = str(git['git.commit.id']);
  const commitAbbrev =
    str(git['git.commit.id.abbrev']) ?? parsed.commitAbbrev ?? (commit ? commit.slice(0, 7) : undefined);
  const branch = str(git['git.branch']) ?? parsed.branch;
  const repositoryUrl = str(git['git.remote.origin.url']);
  const repositoryWebUrl = githubRepositoryUrl(repositoryUrl);
  const linkable = isCommitHash(commit) ? commit : isCommitHash(commitAbbrev) ? commitAbbrev : undefined;

  let kind: BuildKind;
  if (repositoryUrl !== undefined && !isOfficialRepository(repositoryWebUrl)) {
    kind = 'fork';
  } else if (buildNumber === undefined) {
    kind = 'development';
  } else if (branch !== undefined && branch !== 'master') {
    kind = 'branch';
  } else {
    kind = 'official';
  }

  return {
    version,
    versionNumber: parsed.versionNumber,
    buildNumber,
    branch,
    commit,
    commitAbbrev,
    repositoryUrl,
    repositoryWebUrl,
    commitUrl: repositoryWebUrl && linkable ? `${repositoryWebUrl}/commit/${linkable}` : undefined,
    kind,
  };
}

function normalizeUserPlatforms(value: unknown): UserPlatformCount[] {
  const platforms = obj(value);
  if (!platforms) {
    return [];
  }
  return Object.entries(platforms)
    .map(([platform, count]) => ({platform, count: num(count) ?? 0}))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.platform.localeCompare(b.platform));
}

function upper(value: unknown): string | undefined {
  const text = str(value);
  return text?.toUpperCase();
}

function effectiveSettings(layout: DumpLayout, config: Obj | undefined): EffectiveSettings {
  const bedrock = obj(config?.bedrock) ?? {};
  if (layout === 'legacy') {
    const remote = obj(config?.remote) ?? {};
    return {
      authType: upper(remote['auth-type']),
      bedrockAddress: strOrEmpty(bedrock.address),
      bedrockPort: num(bedrock.port),
      broadcastPort: num(bedrock['broadcast-port']),
      cloneRemotePort: bool(bedrock['clone-remote-port']),
      bedrockProxyProtocol: bool(bedrock['enable-proxy-protocol']),
      bedrockProxyProtocolWhitelist: strings(bedrock['proxy-protocol-whitelisted-ips']),
      javaProxyProtocol: bool(remote['use-proxy-protocol']),
      useDirectConnection: bool(config?.['use-direct-connection']),
      javaAddress: strOrEmpty(remote.address),
      javaPort: num(remote.port),
      configVersion: num(config?.['config-version']),
    };
  }
  const java = obj(config?.java) ?? {};
  const advanced = obj(config?.advanced) ?? {};
  const advancedJava = obj(advanced.java) ?? {};
  const advancedBedrock = obj(advanced.bedrock) ?? {};
  return {
    authType: upper(java['auth-type']),
    bedrockAddress: strOrEmpty(bedrock.address),
    bedrockPort: num(bedrock.port),
    broadcastPort: num(advancedBedrock['broadcast-port']),
    cloneRemotePort: bool(bedrock['clone-remote-port']),
    bedrockProxyProtocol: bool(advancedBedrock['use-haproxy-protocol']),
    bedrockProxyProtocolWhitelist: strings(advancedBedrock['haproxy-protocol-whitelisted-ips']),
    javaProxyProtocol: bool(advancedJava['use-haproxy-protocol']),
    useDirectConnection: bool(advancedJava['use-direct-connection']),
    javaAddress: strOrEmpty(java.address),
    javaPort: num(java.port),
    configVersion: num(config?.['config-version']),
  };
}

/** Top-level sections that must be objects; anything else is noted and ignored. */
const OBJECT_SECTIONS = [
  'versionInfo',
  'gitInfo',
  'config',
  'ramInfo',
  'bootstrapInfo',
  'flagsInfo',
  'mappingInfo',
  'hashInfo',
];
const ARRAY_SECTIONS = ['extensionInfo', 'packInfo'];

function shapeNotes(root: Obj): string[] {
  const notes: string[] = [];
  for (const key of OBJECT_SECTIONS) {
    if (root[key] !== undefined && root[key] !== null && !isObject(root[key])) {
      notes.push(
        `"${key}" should be an object but is ${Array.isArray(root[key]) ? 'a list' : `a ${typeof root[key]}`}; it was ignored.`,
      );
    }
  }
  for (const key of ARRAY_SECTIONS) {
    if (root[key] !== undefined && root[key] !== null && !Array.isArray(root[key])) {
      notes.push(
        `"${key}" should be a list but is ${isObject(root[key]) ? 'an object' : `a ${typeof root[key]}`}; it was ignored.`,
      );
    }
  }
  if (!isObject(root.bootstrapInfo)) {
    notes.push('The dump has no "bootstrapInfo" section, so the platform and plugins are unknown.');
  }
  if (!isObject(root.versionInfo)) {
    notes.push('The dump has no "versionInfo" section, so the Geyser, Java and OS versions are unknown.');
  }
  if (!isObject(root.config)) {
    notes.push('The dump has no config (Geyser could not serialise it), so config checks were skipped.');
  } else if (nestsDeeperThan(root.config, MAX_CONFIG_DISPLAY_DEPTH)) {
    notes.push(
      `The config nests lists or maps more than ${MAX_CONFIG_DISPLAY_DEPTH} levels deep, which Geyser never writes: the file was edited or made by something else. Deeper levels are not shown.`,
    );
  }
  return notes;
}

/**
 * Builds the normalised dump. Throws `NotADumpError` when the JSON is not a Geyser dump;
 * anything else (wrong types, missing fields, unknown keys) is tolerated.
 */
export function normalizeDump(json: unknown): NormalizedDump {
  assertDumpShape(json);
  const root = json;
  const versionInfo = obj(root.versionInfo) ?? {};
  const network = obj(versionInfo.network) ?? {};
  const mcInfo = obj(versionInfo.mcInfo) ?? {};
  const bootstrap = obj(root.bootstrapInfo) ?? {};
  const config = obj(root.config);
  const ram = obj(root.ramInfo) ?? {};
  const layout = detectLayout(root, config);
  const platform = normalizePlatform(bootstrap);

  let addonKind: AddonKind | undefined;
  let addons: AddonInfo[] = [];
  if (Array.isArray(bootstrap.mods)) {
    addonKind = 'mods';
    addons = normalizeAddons(bootstrap.mods, 'mod');
  } else if (Array.isArray(bootstrap.plugins)) {
    addonKind = 'plugins';
    addons = normalizeAddons(bootstrap.plugins, 'plugin');
  }

  const javaVersion = str(versionInfo.javaVersion);
  const javaVersions = strings(mcInfo.javaVersions);
  const legacyJava = str(mcInfo.javaVersion);
  const bedrockVersions = strings(mcInfo.bedrockVersions);
  const legacyBedrock = str(mcInfo.bedrockVersion);
  const maxMib = num(ram.max);
  const logs =
    root.logsInfo === undefined || root.logsInfo === null ? undefined : {link: str(obj(root.logsInfo)?.link)};
  const hashInfo = obj(root.hashInfo);
  const currentHash = str(root.hash);
  const sha256 = currentHash ?? str(hashInfo?.sha256Hash);
  const floodgate = obj(root.floodgate);

  const dump: NormalizedDump = {
    layout,
    geyser: normalizeGit(root, str(versionInfo.version)),
    java: {
      version: javaVersion,
      major: parseJavaMajor(javaVersion),
      name: str(versionInfo.javaName),
      vendor: str(versionInfo.javaVendor),
      architecture: str(versionInfo.architecture),
    },
    minecraft: {
      bedrockVersions: bedrockVersions.length > 0 ? bedrockVersions : legacyBedrock ? [legacyBedrock] : [],
      bedrockProtocols:
        numbers(mcInfo.bedrockProtocols).length > 0
          ? numbers(mcInfo.bedrockProtocols)
          : numbers([mcInfo.bedrockProtocol]),
      defaultBedrockProtocol: num(mcInfo.defaultBedrockProtocol),
      javaVersions: javaVersions.length > 0 ? javaVersions : legacyJava ? [legacyJava] : [],
      javaProtocol: num(mcInfo.javaProtocol),
    },
    system: {
      cpuCount: num(root.cpuCount),
      cpuName: str(root.cpuName),
      locale: str(root.systemLocale),
      encoding: str(root.systemEncoding),
      ram: {
        free: num(ram.free),
        total: num(ram.total),
        max: maxMib !== undefined && maxMib < UNLIMITED_MAX_MIB ? maxMib : undefined,
        maxUnlimited: maxMib !== undefined && maxMib >= UNLIMITED_MAX_MIB,
      },
      operatingSystem: str(versionInfo.operatingSystem),
      operatingSystemVersion: str(versionInfo.operatingSystemVersion),
      docker: bool(network.dockerCheck),
      internalIp: str(network.internalIP),
    },
    platform,
    addonKind,
    addons,
    extensions: normalizeAddons(root.extensionInfo, 'extension'),
    packs: Array.isArray(root.packInfo)
      ? root.packInfo
          .filter(isObject)
          .map((pack) => ({name: str(pack.name), type: str(pack.type), size: str(pack.size)}))
      : undefined,
    customContent: isObject(root.mappingInfo)
      ? {
          customBlocks: num(root.mappingInfo.customBlocks),
          customSkulls: num(root.mappingInfo.customSkulls),
          customItems: num(root.mappingInfo.customItems),
          customEntities: num(root.mappingInfo.customEntities),
        }
      : undefined,
    userPlatforms: normalizeUserPlatforms(root.userPlatforms),
    connectionAttempts: num(root.connectionAttempts),
    jvmFlags: strings(obj(root.flagsInfo)?.flags),
    logs,
    hash: {
      sha256: sha256 && sha256.toLowerCase() !== 'unknown' ? sha256 : undefined,
      md5: str(hashInfo?.md5Hash),
    },
    config: {
      layout,
      raw: jsonObject(config),
      settings: effectiveSettings(layout, config),
    } satisfies ConfigInfo,
    floodgate: floodgate ? {gitInfo: jsonObject(floodgate.gitInfo), config: jsonObject(floodgate.config)} : undefined,
    notes: shapeNotes(root),
  };
  return dump;
}
