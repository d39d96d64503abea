/**
 * Parsing and formatting helpers for dump values: version strings, Java releases, memory sizes,
 * GitHub links and safe display of untrusted text.
 */

import type {PlatformId} from './model';

/** `Long.MAX_VALUE / (1024 * 1024)`: what `ramInfo.max` holds when the JVM has no heap limit. */
export const UNLIMITED_MAX_MIB = 8_796_093_022_207;

export interface ParsedGeyserVersion {
  versionNumber?: string;
  buildNumber?: number;
  snapshot: boolean;
  branch?: string;
  commitAbbrev?: string;
}

/**
 * Reads `2.6.2-b793 (git-master-baac979)` and development forms such as
 * `2.11.1-SNAPSHOT (git-feature/x-1a2b3c4)`. Branch names may contain `-` and `/`.
 */
export function parseGeyserVersion(version: string | undefined): ParsedGeyserVersion {
  if (!version) {
    return {snapshot: false};
  }
  const head = /^\s*(\d+\.\d+(?:\.\d+)*)(?:-b(\d+))?(-SNAPSHOT)?/i.exec(version);
  const git = /\(git-(.+)-([0-9a-f]{7,40})\)\s*$/i.exec(version);
  return {
    versionNumber: head?.[1],
    buildNumber: head?.[2] ? Number(head[2]) : undefined,
    snapshot: Boolean(head?.[3]) || /SNAPSHOT/i.test(version),
    branch: git?.[1],
    commitAbbrev: git?.[2],
  };
}

/**
 * The Java feature release from a VM or runtime version: `23.0.2+7` → 23, `21+35` → 21,
 * `25-ea+3` → 25, `1.8.0_292-b10` → 8. Undefined when the text is not a version.
 */
export function parseJavaMajor(version: string | undefined): number | undefined {
  if (!version) {
    return undefined;
  }
  const legacy = /^\s*1\.(\d+)(?:[._+-]|$)/.exec(version);
  if (legacy) {
    return Number(legacy[1]);
  }
  const modern = /^\s*(\d+)(?:[.+-]|$)/.exec(version);
  if (!modern) {
    return undefined;
  }
  const major = Number(modern[1]);
  return major >= 5 && major < 1000 ? major : undefined;
}

/** `https://github.com/<owner>/<repo>` for a GitHub remote (HTTPS or SSH form), else undefined. */
export function githubRepositoryUrl(remote: string | undefined): string | undefined {
  if (!remote) {
    return undefined;
  }
  const match =
    /^\s*(?:(?:https?|git|ssh):\/\/(?:[\w.-]+@)?|git@)github\.com[/:]([A-Za-z0-9-]{1,39})\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?\/?\s*$/i.exec(
      remote,
    );
  if (!match || match[2] === '.' || match[2] === '..') {
    return undefined;
  }
  return `https://github.com/${match[1]}/${match[2]}`;
}

/** True for GeyserMC/Geyser itself (case-insensitive, as GitHub treats names). */
export function isOfficialRepository(webUrl: string | undefined): boolean {
  return webUrl?.toLowerCase() === 'https://github.com/geysermc/geyser';
}

export function isCommitHash(value: string | undefined): value is string {
  return value !== undefined && /^[0-9a-f]{7,40}$/i.test(value);
}

const integer = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});
const oneDecimal = new Intl.NumberFormat('en-US', {minimumFractionDigits: 1, maximumFractionDigits: 1});

export function formatCount(value: number): string {
  return integer.format(value);
}

/** Memory given in MiB, in the unit a reader expects: `512 MiB`, `7.9 GiB`, `1.5 TiB`. */
export function formatMiB(mib: number): string {
  if (!Number.isFinite(mib)) {
    return 'unknown';
  }
  if (Math.abs(mib) < 1024) {
    return `${integer.format(mib)} MiB`;
  }
  if (Math.abs(mib) < 1024 * 1024) {
    return `${oneDecimal.format(mib / 1024)} GiB`;
  }
  return `${oneDecimal.format(mib / (1024 * 1024))} TiB`;
}

/** `3 plugins`, `1 plugin`. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

const PLATFORM_LABELS: Record<PlatformId, string> = {
  spigot: 'Spigot / Paper',
  bungeecord: 'BungeeCord',
  velocity: 'Velocity',
  fabric: 'Fabric',
  neoforge: 'NeoForge',
  standalone: 'Standalone',
  viaproxy: 'ViaProxy',
  sponge: 'Sponge',
  android: 'Android',
  unknown: 'Unknown platform',
};

export function platformLabel(id: PlatformId): string {
  return PLATFORM_LABELS[id];
}

/** Platforms where Geyser runs inside a proxy in front of other servers. */
export function isProxyPlatform(id: PlatformId): boolean {
  return id === 'bungeecord' || id === 'velocity';
}

/** Platforms where Geyser is a plugin or mod of the Java server or proxy (not Standalone). */
export function isPluginPlatform(id: PlatformId): boolean {
  return ['spigot', 'bungeecord', 'velocity', 'fabric', 'neoforge', 'viaproxy', 'sponge'].includes(id);
}

/** Key of this platform's file in a Downloads API build (`downloads.<key>`). */
export function downloadKey(id: PlatformId): string | undefined {
  return ['spigot', 'bungeecord', 'velocity', 'fabric', 'neoforge', 'standalone', 'viaproxy'].includes(id)
    ? id
    : undefined;
}

// Text safe to show inline has one home, shared with the config editor.
export {hasHiddenCharacters, visibleText} from '../text/visible';

/** Minecraft formatting codes (`§a`, `&l`, `§x§f§f…`), as plugins put them in names and MOTDs. */
const FORMATTING_CODE = /[§&][0-9a-fk-orx]/gi;

/** Text without Minecraft formatting codes, for matching a filter against what readers see. */
export function stripFormattingCodes(value: string): string {
  return value.replace(FORMATTING_CODE, '');
}

/** Shortens a long value for a first view; the viewer offers the rest on demand. */
export function truncate(value: string, max: number): {text: string; truncated: boolean} {
  if (value.length <= max) {
    return {text: value, truncated: false};
  }
  // Never split a surrogate pair.
  let end = max;
  const code = value.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) {
    end -= 1;
  }
  return {text: value.slice(0, end), truncated: true};
}

/** True for `https://mclo.gs/<id>` links, the only log host Geyser uploads to. */
export function isMclogsLink(value: string | undefined): value is string {
  return value !== undefined && /^https:\/\/mclo\.gs\/[A-Za-z0-9]+\/?$/.test(value);
}

/** A name from the dump in double quotes, cut to `max` characters. */
export function quote(value: string, max = 80): string {
  return `"${value.length > max ? `${value.slice(0, max)}…` : value}"`;
}
