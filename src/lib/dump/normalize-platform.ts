/**
 * The platform part of a dump: which platform Geyser runs on (named, or recognised by the fields only
 * one platform writes), its listeners, and its plugins, mods or extensions.
 */
import type {AddonInfo, ListenerInfo, PlatformId, PlatformInfo} from './model';
import {bool, num, obj, str, strOrEmpty, strings, isObject, type Obj} from './json-read';

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

export function normalizePlatform(bootstrap: Obj): PlatformInfo {
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
export function normalizeAddons(value: unknown, prefix: string): AddonInfo[] {
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
