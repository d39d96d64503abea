/**
 * Facts derived from a normalised dump that several diagnosis rules and views share: which
 * Floodgate is installed, which Minecraft version the server runs, what kind of Bukkit server it is.
 */

import type {AddonInfo, NormalizedDump, PlatformInfo} from './model';

/**
 * Java release that current Geyser builds need: 21 since Geyser 2.10.0 ("Bump to Java 21
 * project-wide"); 17 before that, back to Geyser 2.0.
 */
export const CURRENT_JAVA_REQUIREMENT = 21;
export const LEGACY_JAVA_REQUIREMENT = 17;

function lower(value: string | undefined): string {
  return (value ?? '').toLowerCase();
}

export function isFloodgate(addon: AddonInfo): boolean {
  return lower(addon.name).includes('floodgate') || lower(addon.main).startsWith('org.geysermc.floodgate');
}

/** The Floodgate plugin or mod, preferring an enabled one when several are listed. */
export function findFloodgate(dump: NormalizedDump): AddonInfo | undefined {
  const all = dump.addons.filter(isFloodgate);
  return all.find((addon) => addon.enabled !== false) ?? all[0];
}

export function isGeyserItself(addon: AddonInfo): boolean {
  const name = lower(addon.name);
  return (
    lower(addon.main).startsWith('org.geysermc.geyser.platform.') ||
    /^geyser([-_ ](spigot|bungeecord|bungee|velocity|fabric|neoforge|viaproxy))?$/.test(name)
  );
}

/** ViaVersion (or its Fabric ports), enabled: lets newer Java clients, and so Geyser, join older servers. */
export function hasViaVersion(dump: NormalizedDump): boolean {
  return dump.addons.some(
    (addon) => addon.enabled !== false && ['viaversion', 'viafabric', 'viafabricplus'].includes(lower(addon.name)),
  );
}

/**
 * The Minecraft version the server runs: Fabric/NeoForge report it; Bukkit servers put it in
 * `"… (MC: 1.21.4)"` and in the API version `1.21.4-R0.1-SNAPSHOT`.
 */
export function serverMinecraftVersion(platform: PlatformInfo): string | undefined {
  if (platform.minecraftVersion) {
    return platform.minecraftVersion;
  }
  if (platform.id !== 'spigot') {
    return undefined;
  }
  const fromVersion = /\(MC: ([0-9][0-9A-Za-z.\- ]*?)\)/.exec(platform.softwareVersion ?? '');
  if (fromVersion) {
    return fromVersion[1].trim();
  }
  const fromApi = /^(\d+(?:\.\d+)+)-R\d/.exec(platform.apiVersion ?? '');
  return fromApi?.[1];
}

/** The port Java players connect to: the server's, or a BungeeCord proxy's first listener's. */
export function javaListenPort(platform: PlatformInfo): number | undefined {
  if (platform.serverPort !== undefined && platform.serverPort > 0) {
    return platform.serverPort;
  }
  return platform.listeners.find((listener) => listener.port !== undefined && listener.port > 0)?.port;
}

export type BukkitFlavour = 'craftbukkit' | 'spigot' | 'paper-family' | 'unknown';

/**
 * What kind of Bukkit server this is. Spigot writes versions like `4226-Spigot-146439e-2889b3a
 * (MC: 1.21.4)`, CraftBukkit `4226-Bukkit-…`, Paper and its forks `1.21.4-232-e9ce664 (MC: 1.21.4)`
 * or the older `git-Paper-318 (MC: 1.20.2)`.
 */
export function bukkitFlavour(platform: PlatformInfo): BukkitFlavour {
  if (platform.id !== 'spigot') {
    return 'unknown';
  }
  const name = lower(platform.softwareName);
  const version = platform.softwareVersion ?? '';
  if (/-Spigot-/i.test(version) || name === 'spigot') {
    return 'spigot';
  }
  if (/-Bukkit-/i.test(version) || (name === 'craftbukkit' && !/spigot|paper/i.test(version))) {
    return 'craftbukkit';
  }
  if (
    /^git-[A-Za-z]+-\d+/.test(version) ||
    /^\d+\.\d+(\.\d+)?-(DEV|\d+)-/.test(version) ||
    ['paper', 'purpur', 'folia', 'pufferfish', 'leaf'].includes(name)
  ) {
    return 'paper-family';
  }
  return 'unknown';
}

/** Numeric comparison of dotted versions (`1.21.10` > `1.21.9`); non-numeric parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(/[.\-+ ]/).map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split(/[.\-+ ]/).map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

/** Floodgate's `send-floodgate-data`, when a legacy dump carried Floodgate's config. */
export function floodgateSendsData(dump: NormalizedDump): boolean | undefined {
  const config = dump.floodgate?.config;
  if (!config) {
    return undefined;
  }
  const value = config['send-floodgate-data'] ?? config.sendFloodgateData;
  return typeof value === 'boolean' ? value : undefined;
}
