/**
 * Turns any Geyser dump (current or legacy layout, any platform, any key order, with missing
 * fields and `null`s) into one `NormalizedDump`. This module and the `normalize-*.ts` parts it
 * calls are the only ones that know about old formats; everything else reads the normalised model.
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
import {
  bool,
  isObject,
  jsonObject,
  jsonTypeName,
  num,
  numLoose,
  numbers,
  obj,
  str,
  strings,
  type Obj,
} from './json-read';
import type {BuildKind, GeyserBuildInfo, NormalizedDump, UserPlatformCount} from './model';
import {detectLayout, effectiveSettings} from './normalize-config';
import {normalizeAddons, normalizePlatform} from './normalize-platform';

/** Why a JSON value is not a Geyser dump; the message is shown to readers as plain text. */
export class NotADumpError extends Error {
  override readonly name = 'NotADumpError';
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
  const wrongType = ['versionInfo', 'bootstrapInfo'].filter((key) => json[key] !== undefined);
  if (wrongType.length > 0) {
    const found = wrongType.map((key) => `its "${key}" section is ${jsonTypeName(json[key])}`).join(' and ');
    throw new NotADumpError(
      `In a Geyser dump, "versionInfo" and "bootstrapInfo" are objects ({ … }), but ${found}. The file was changed after Geyser wrote it, or another program made it: run /geyser dump again and open the new dump.`,
    );
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
      notes.push(`"${key}" should be an object but is ${jsonTypeName(root[key])}; it was ignored.`);
    }
  }
  for (const key of ARRAY_SECTIONS) {
    if (root[key] !== undefined && root[key] !== null && !Array.isArray(root[key])) {
      notes.push(`"${key}" should be a list but is ${jsonTypeName(root[key])}; it was ignored.`);
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

function normalizeJava(versionInfo: Obj): NormalizedDump['java'] {
  const version = str(versionInfo.javaVersion);
  return {
    version,
    major: parseJavaMajor(version),
    name: str(versionInfo.javaName),
    vendor: str(versionInfo.javaVendor),
    architecture: str(versionInfo.architecture),
  };
}

/** Supported Minecraft versions; legacy dumps name a single version instead of a list. */
function normalizeMinecraft(mcInfo: Obj): NormalizedDump['minecraft'] {
  const javaVersions = strings(mcInfo.javaVersions);
  const legacyJava = str(mcInfo.javaVersion);
  const bedrockVersions = strings(mcInfo.bedrockVersions);
  const legacyBedrock = str(mcInfo.bedrockVersion);
  const bedrockProtocols = numbers(mcInfo.bedrockProtocols);
  return {
    bedrockVersions: bedrockVersions.length > 0 ? bedrockVersions : legacyBedrock ? [legacyBedrock] : [],
    bedrockProtocols: bedrockProtocols.length > 0 ? bedrockProtocols : numbers([mcInfo.bedrockProtocol]),
    defaultBedrockProtocol: num(mcInfo.defaultBedrockProtocol),
    javaVersions: javaVersions.length > 0 ? javaVersions : legacyJava ? [legacyJava] : [],
    javaProtocol: num(mcInfo.javaProtocol),
  };
}

function normalizeSystem(root: Obj, versionInfo: Obj): NormalizedDump['system'] {
  const network = obj(versionInfo.network) ?? {};
  const ram = obj(root.ramInfo) ?? {};
  const maxMib = num(ram.max);
  return {
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
  };
}

/** Mods on mod loaders, plugins elsewhere. */
function normalizeAddonList(bootstrap: Obj): Pick<NormalizedDump, 'addonKind' | 'addons'> {
  if (Array.isArray(bootstrap.mods)) {
    return {addonKind: 'mods', addons: normalizeAddons(bootstrap.mods, 'mod')};
  }
  if (Array.isArray(bootstrap.plugins)) {
    return {addonKind: 'plugins', addons: normalizeAddons(bootstrap.plugins, 'plugin')};
  }
  return {addonKind: undefined, addons: []};
}

/** Resource packs, custom content, players, flags, logs, hashes and Floodgate's part. */
function normalizeExtras(
  root: Obj,
): Pick<
  NormalizedDump,
  'packs' | 'customContent' | 'userPlatforms' | 'connectionAttempts' | 'jvmFlags' | 'logs' | 'hash' | 'floodgate'
> {
  const hashInfo = obj(root.hashInfo);
  const sha256 = str(root.hash) ?? str(hashInfo?.sha256Hash);
  const floodgate = obj(root.floodgate);
  const mapping = obj(root.mappingInfo);
  return {
    packs: Array.isArray(root.packInfo)
      ? root.packInfo
          .filter(isObject)
          .map((pack) => ({name: str(pack.name), type: str(pack.type), size: str(pack.size)}))
      : undefined,
    customContent: mapping
      ? {
          customBlocks: num(mapping.customBlocks),
          customSkulls: num(mapping.customSkulls),
          customItems: num(mapping.customItems),
          customEntities: num(mapping.customEntities),
        }
      : undefined,
    userPlatforms: normalizeUserPlatforms(root.userPlatforms),
    connectionAttempts: num(root.connectionAttempts),
    jvmFlags: strings(obj(root.flagsInfo)?.flags),
    logs: root.logsInfo === undefined || root.logsInfo === null ? undefined : {link: str(obj(root.logsInfo)?.link)},
    hash: {sha256: sha256 && sha256.toLowerCase() !== 'unknown' ? sha256 : undefined, md5: str(hashInfo?.md5Hash)},
    floodgate: floodgate ? {gitInfo: jsonObject(floodgate.gitInfo), config: jsonObject(floodgate.config)} : undefined,
  };
}

/**
 * Builds the normalised dump. Throws `NotADumpError` when the JSON is not a Geyser dump;
 * anything else (wrong types, missing fields, unknown keys) is tolerated.
 */
export function normalizeDump(json: unknown): NormalizedDump {
  assertDumpShape(json);
  const root = json;
  const versionInfo = obj(root.versionInfo) ?? {};
  const config = obj(root.config);
  const layout = detectLayout(root, config);
  return {
    layout,
    geyser: normalizeGit(root, str(versionInfo.version)),
    java: normalizeJava(versionInfo),
    minecraft: normalizeMinecraft(obj(versionInfo.mcInfo) ?? {}),
    system: normalizeSystem(root, versionInfo),
    platform: normalizePlatform(obj(root.bootstrapInfo) ?? {}),
    ...normalizeAddonList(obj(root.bootstrapInfo) ?? {}),
    extensions: normalizeAddons(root.extensionInfo, 'extension'),
    ...normalizeExtras(root),
    config: {layout, raw: jsonObject(config), settings: effectiveSettings(layout, config)},
    notes: shapeNotes(root),
  };
}
