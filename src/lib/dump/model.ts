/**
 * The normalised dump: one shape for every Geyser build, platform and file format, built by
 * `normalizeDump`. Components and diagnosis rules read only this. Every string in it is still
 * untrusted text from the dump (render it as text, never as HTML). `undefined` means "not in
 * this dump", which the viewer shows as "Not reported".
 */

import type {JsonObject} from './types';

/** The dump's layout: Configurate/Gson (current Geyser) or Jackson (builds before Geyser moved to Configurate). */
export type DumpLayout = 'current' | 'legacy';

export type PlatformId =
  | 'spigot'
  | 'bungeecord'
  | 'velocity'
  | 'fabric'
  | 'neoforge'
  | 'standalone'
  | 'viaproxy'
  | 'sponge'
  | 'android'
  | 'unknown';

/** How the Geyser jar was built, from `gitInfo` and the version string. */
export type BuildKind =
  /** GeyserMC's CI, master branch: has a build number, can be compared and verified. */
  | 'official'
  /** GeyserMC's repository, another branch (preview or pull-request builds). */
  | 'branch'
  /** Built from another repository. */
  | 'fork'
  /** No build number: built locally (`-SNAPSHOT`, build number -1). */
  | 'development';

export interface GeyserBuildInfo {
  /** Full version text, e.g. `2.6.2-b793 (git-master-baac979)`. */
  version?: string;
  /** `2.6.2`. */
  versionNumber?: string;
  /** CI build number; undefined for local builds (`-1`). */
  buildNumber?: number;
  branch?: string;
  commit?: string;
  commitAbbrev?: string;
  /** `git.remote.origin.url` as written. */
  repositoryUrl?: string;
  /** `https://github.com/<owner>/<repo>` when the remote is a GitHub repository. */
  repositoryWebUrl?: string;
  /** Link to the commit on GitHub, only when both the repository and the hash look valid. */
  commitUrl?: string;
  kind: BuildKind;
}

export interface JavaRuntimeInfo {
  /** `23.0.2+7`. */
  version?: string;
  /** Feature release, e.g. 23 (8 for `1.8.0_…`). */
  major?: number;
  name?: string;
  vendor?: string;
  architecture?: string;
}

export interface MinecraftSupport {
  bedrockVersions: string[];
  bedrockProtocols: number[];
  defaultBedrockProtocol?: number;
  javaVersions: string[];
  javaProtocol?: number;
}

export interface RamInfo {
  /** MiB. */
  free?: number;
  total?: number;
  /** MiB; undefined when the JVM has no limit (see `maxUnlimited`). */
  max?: number;
  maxUnlimited: boolean;
}

export interface SystemInfo {
  cpuCount?: number;
  cpuName?: string;
  locale?: string;
  encoding?: string;
  ram: RamInfo;
  operatingSystem?: string;
  operatingSystemVersion?: string;
  /** `versionInfo.network.dockerCheck`. */
  docker?: boolean;
  /** `"***"` unless the dump was made with `full`. */
  internalIp?: string;
}

export interface ListenerInfo {
  ip?: string;
  port?: number;
}

export interface PlatformInfo {
  id: PlatformId;
  /** Geyser's platform name: `Spigot`, `Velocity`, … (or the old enum name). */
  geyserPlatformName?: string;
  /** Server software name as the server reports it: `Paper`, `Purpur`, `CraftBukkit`, `fabric`. */
  softwareName?: string;
  softwareVersion?: string;
  apiVersion?: string;
  vendor?: string;
  onlineMode?: boolean;
  serverIp?: string;
  serverPort?: number;
  listeners: ListenerInfo[];
  minecraftVersion?: string;
  /** Fabric `environmentType` or NeoForge `dist`. */
  environment?: string;
  /** Standalone: started with its window. */
  isGui?: boolean;
}

/** A plugin, mod or Geyser extension. */
export interface AddonInfo {
  /** Unique within its list (names collide and may be missing). */
  key: string;
  /** Display name; `(no name)` stands in for a missing one. */
  name: string;
  hasName: boolean;
  version?: string;
  /** Main class, when the platform reports one (not `"unknown"`). */
  main?: string;
  authors: string[];
  enabled?: boolean;
  /** NeoForge mods: the mod's web page as declared in its metadata. */
  url?: string;
  /** Extensions: the Geyser API version they were built for. */
  apiVersion?: string;
}

export type AddonKind = 'plugins' | 'mods';

export interface PackInfo {
  name?: string;
  type?: string;
  size?: string;
}

export interface CustomContentCounts {
  customBlocks?: number;
  customSkulls?: number;
  customItems?: number;
  customEntities?: number;
}

export interface UserPlatformCount {
  platform: string;
  count: number;
}

/**
 * The settings the diagnosis needs, read from either config layout. Values are what Geyser ran
 * with (the dump records runtime values, not the file).
 */
export interface EffectiveSettings {
  /** Upper-case: `ONLINE`, `OFFLINE`, `FLOODGATE` (or whatever the dump says). */
  authType?: string;
  bedrockAddress?: string;
  bedrockPort?: number;
  broadcastPort?: number;
  cloneRemotePort?: boolean;
  bedrockProxyProtocol?: boolean;
  bedrockProxyProtocolWhitelist: string[];
  javaProxyProtocol?: boolean;
  useDirectConnection?: boolean;
  /** Standalone only. */
  javaAddress?: string;
  javaPort?: number;
  configVersion?: number;
}

export interface ConfigInfo {
  /** `current` when `config.java` is present, `legacy` when `config.remote` is, else by other keys. */
  layout: DumpLayout;
  /** The config object as embedded (undefined when the dump has none). */
  raw?: JsonObject;
  settings: EffectiveSettings;
}

export interface JarHash {
  sha256?: string;
  md5?: string;
}

export interface LegacyFloodgateInfo {
  gitInfo?: JsonObject;
  config?: JsonObject;
}

export interface NormalizedDump {
  layout: DumpLayout;
  geyser: GeyserBuildInfo;
  java: JavaRuntimeInfo;
  minecraft: MinecraftSupport;
  system: SystemInfo;
  platform: PlatformInfo;
  /** `plugins` on Spigot/BungeeCord/Velocity/ViaProxy, `mods` on Fabric/NeoForge; undefined when the dump has neither. */
  addonKind?: AddonKind;
  addons: AddonInfo[];
  extensions: AddonInfo[];
  /** Undefined for legacy dumps, which did not list packs. */
  packs?: PackInfo[];
  customContent?: CustomContentCounts;
  userPlatforms: UserPlatformCount[];
  connectionAttempts?: number;
  jvmFlags: string[];
  /** `logsInfo` present: the link, or undefined when the upload failed. */
  logs?: {link?: string};
  hash: JarHash;
  config: ConfigInfo;
  floodgate?: LegacyFloodgateInfo;
  /** Things the normaliser noticed about the file itself (wrong types, missing sections). */
  notes: string[];
}
