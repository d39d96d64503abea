/**
 * Payloads that the dump viewer reads, typed as they arrive: the JSON written by `/geyser dump`
 * (the current Gson layout, and the legacy Jackson layout of builds before Geyser moved to
 * Configurate), the dump service's
 * answers, and the Downloads API's build metadata.
 *
 * Every field is optional here, even ones Geyser always writes: dumps come from years of Geyser
 * builds, forks and hand-edited files, and `null` may stand anywhere. `normalize.ts` is the only
 * place that reads these types; the rest of the site uses the normalised model in `model.ts`.
 * Field facts: shared/facts/geyser-dump-format.md and Geyser's `dump/DumpInfo.java`.
 */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** `versionInfo.network`. `internalIP` is `"***"` unless the dump was made with `full`. */
export interface RawNetworkInfo {
  dockerCheck?: boolean | null;
  internalIP?: string | null;
}

/**
 * `versionInfo.mcInfo`. Older dumps have `javaVersion` (one string) instead of `javaVersions`,
 * and the oldest `bedrockVersion`/`bedrockProtocol` singulars.
 */
export interface RawMcInfo {
  bedrockVersions?: (string | null)[] | null;
  bedrockProtocols?: (number | null)[] | null;
  defaultBedrockProtocol?: number | null;
  javaVersions?: (string | null)[] | null;
  javaProtocol?: number | null;
  /** Older dumps, instead of `javaVersions`. */
  javaVersion?: string | null;
  /** The oldest dumps, instead of the lists. */
  bedrockVersion?: string | null;
  bedrockProtocol?: number | null;
}

export interface RawVersionInfo {
  /** Always `"Geyser"`. */
  name?: string | null;
  /** `"2.6.2-b793 (git-master-baac979)"`; development builds keep `-SNAPSHOT`. */
  version?: string | null;
  javaName?: string | null;
  javaVendor?: string | null;
  /** `RuntimeMXBean.getVmVersion()`, e.g. `"23.0.2+7"`. */
  javaVersion?: string | null;
  architecture?: string | null;
  operatingSystem?: string | null;
  operatingSystemVersion?: string | null;
  network?: RawNetworkInfo | null;
  mcInfo?: RawMcInfo | null;
}

/**
 * `gitInfo`. Five keys in current dumps; older ones hold the whole `git.properties` map, whose
 * build number key is `git.build.number`.
 */
export interface RawGitInfo {
  buildNumber?: string | number | null;
  'git.build.number'?: string | number | null;
  'git.commit.id.abbrev'?: string | null;
  'git.commit.id'?: string | null;
  'git.branch'?: string | null;
  'git.remote.origin.url'?: string | null;
  [key: string]: unknown;
}

/** `ramInfo`, in MiB. `max` is 8796093022207 when the JVM has no `-Xmx` limit. */
export interface RawRamInfo {
  free?: number | null;
  total?: number | null;
  max?: number | null;
}

/** `logsInfo`: only with `/geyser dump logs`; `{}` when the mclo.gs upload failed. */
export interface RawLogsInfo {
  link?: string | null;
}

export interface RawFlagsInfo {
  flags?: (string | null)[] | null;
}

export interface RawExtensionInfo {
  enabled?: boolean | null;
  name?: string | null;
  version?: string | null;
  apiVersion?: string | null;
  main?: string | null;
  authors?: (string | null)[] | null;
}

/** `packInfo[]` (current layout). `size` is locale-formatted text such as `"3,25 MB"`. */
export interface RawPackInfo {
  name?: string | null;
  type?: string | null;
  size?: string | null;
}

/** `mappingInfo` (current layout). `customEntities` only in the newest builds. */
export interface RawMappingInfo {
  customBlocks?: number | null;
  customSkulls?: number | null;
  customItems?: number | null;
  customEntities?: number | null;
}

/** `hashInfo` (legacy layout); the current layout has a top-level `hash` string instead. */
export interface RawHashInfo {
  md5Hash?: string | null;
  sha256Hash?: string | null;
}

/** `floodgate` (legacy layout): Floodgate's git properties and config when it shared a JVM. */
export interface RawFloodgateInfo {
  gitInfo?: JsonObject | null;
  config?: JsonObject | null;
}

/** One plugin on Spigot, BungeeCord, Velocity and ViaProxy. */
export interface RawPluginInfo {
  enabled?: boolean | null;
  /** May be absent on Velocity (plugins without a declared name). */
  name?: string | null;
  version?: string | null;
  /** Main class; `"unknown"` on ViaProxy and for Velocity plugins without an instance. */
  main?: string | null;
  /** BungeeCord writes its single author as a one-element list, `[null]` when there is none. */
  authors?: (string | null)[] | null;
}

/** One mod on Fabric (`authors`, no `main`) or NeoForge (`url`, no authors). */
export interface RawModInfo {
  enabled?: boolean | null;
  /** The mod id. */
  name?: string | null;
  version?: string | null;
  authors?: (string | null)[] | null;
  url?: string | null;
}

export interface RawListenerInfo {
  ip?: string | null;
  port?: number | null;
}

/** `bootstrapInfo.platform`: an object in current dumps, an enum name (`"SPIGOT"`) in older ones. */
export type RawPlatformType = {platformName?: string | null} | string | null;

/**
 * `bootstrapInfo`: the base class adds `platform`; each platform's subclass adds its own fields.
 * One interface with every platform's fields, because the platform is only known after reading it.
 */
export interface RawBootstrapInfo {
  platform?: RawPlatformType;
  /** Server software name: `Bukkit.getName()`, the proxy's name, Fabric's `"fabric"`. ViaProxy has none. */
  platformName?: string | null;
  platformVersion?: string | null;
  /** Spigot family: `Bukkit.getBukkitVersion()`, e.g. `"1.21.4-R0.1-SNAPSHOT"`. */
  platformAPIVersion?: string | null;
  /** Velocity. */
  platformVendor?: string | null;
  onlineMode?: boolean | null;
  /** Masked (`"***"`) unless local or the dump was made with `full`. */
  serverIP?: string | null;
  serverPort?: number | null;
  /** BungeeCord. */
  listeners?: (RawListenerInfo | null)[] | null;
  /** Spigot, BungeeCord, Velocity, ViaProxy. */
  plugins?: (RawPluginInfo | null)[] | null;
  /** Fabric and NeoForge. */
  mods?: (RawModInfo | null)[] | null;
  /** Fabric and NeoForge. */
  minecraftVersion?: string | null;
  /** Fabric: `"SERVER"`. */
  environmentType?: string | null;
  /** NeoForge: `"DEDICATED_SERVER"`. */
  dist?: string | null;
  /** Standalone. */
  isGui?: boolean | null;
}

/**
 * The embedded config, current layout (Configurate, config-version 5+): kebab-case sections as in
 * `config.yml`. Enum values are upper-case in dumps (`"FLOODGATE"`).
 */
export interface RawCurrentConfig {
  bedrock?: {
    address?: string | null;
    port?: number | null;
    'clone-remote-port'?: boolean | null;
    [key: string]: unknown;
  } | null;
  java?: {
    address?: string | null;
    port?: number | null;
    'auth-type'?: string | null;
    'forward-hostname'?: boolean | null;
    [key: string]: unknown;
  } | null;
  advanced?: {
    java?: {
      'use-haproxy-protocol'?: boolean | null;
      'use-direct-connection'?: boolean | null;
      [key: string]: unknown;
    } | null;
    bedrock?: {
      'broadcast-port'?: number | null;
      'use-haproxy-protocol'?: boolean | null;
      'haproxy-protocol-whitelisted-ips'?: (string | null)[] | null;
      [key: string]: unknown;
    } | null;
    [key: string]: unknown;
  } | null;
  'config-version'?: number | null;
  [key: string]: unknown;
}

/** The embedded config, legacy layout (Jackson, config-version 4 and older). */
export interface RawLegacyConfig {
  bedrock?: {
    address?: string | null;
    port?: number | null;
    'broadcast-port'?: number | null;
    'clone-remote-port'?: boolean | null;
    'enable-proxy-protocol'?: boolean | null;
    'proxy-protocol-whitelisted-ips'?: (string | null)[] | null;
    [key: string]: unknown;
  } | null;
  remote?: {
    address?: string | null;
    port?: number | null;
    'auth-type'?: string | null;
    'use-proxy-protocol'?: boolean | null;
    'forward-hostname'?: boolean | null;
    [key: string]: unknown;
  } | null;
  'use-direct-connection'?: boolean | null;
  'config-version'?: number | null;
  [key: string]: unknown;
}

/** Top level of a dump, both layouts (current-only and legacy-only keys marked). */
export interface RawDump {
  versionInfo?: RawVersionInfo | null;
  cpuCount?: number | null;
  cpuName?: string | null;
  systemLocale?: string | null;
  systemEncoding?: string | null;
  gitInfo?: RawGitInfo | null;
  config?: RawCurrentConfig | RawLegacyConfig | null;
  /** Legacy only. */
  floodgate?: RawFloodgateInfo | null;
  /** Device OS display name (current) or enum name (legacy) → connected players. */
  userPlatforms?: Record<string, number | null> | null;
  connectionAttempts?: number | null;
  /** Current: SHA-256 of the jar, or `"unknown"`. */
  hash?: string | null;
  /** Legacy. */
  hashInfo?: RawHashInfo | null;
  ramInfo?: RawRamInfo | null;
  logsInfo?: RawLogsInfo | null;
  bootstrapInfo?: RawBootstrapInfo | null;
  flagsInfo?: RawFlagsInfo | null;
  extensionInfo?: (RawExtensionInfo | null)[] | null;
  /** Current only. */
  packInfo?: (RawPackInfo | null)[] | null;
  /** Current only. */
  mappingInfo?: RawMappingInfo | null;
}

/** The dump service's error body (`GET /v1/raw/<bad>` and friends): `{"error": "Endpoint not found."}`. */
export interface DumpServiceErrorBody {
  error: string;
}

/** The hastebin-era error convention that Geyser still looks for: `{"message": "..."}`. */
export interface HastebinErrorBody {
  message: string;
}

/**
 * The parts of a Downloads API `BuildResponse` that the dump viewer needs
 * (`GET /v2/projects/geyser/versions/{version}/builds/{build}`, and `.../latest/builds/latest`).
 */
export interface RawBuildResponse {
  project_id?: string;
  version?: string;
  build?: number;
  time?: string;
  downloads?: Record<string, {name?: string; sha256?: string} | null>;
}
