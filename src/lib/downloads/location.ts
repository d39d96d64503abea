import {downloadTabs, otherProjectIds, type DownloadTabId, type ProjectId} from '../../data/projects';

/**
 * Reads and writes the download page's state in its URL. Shared links must keep working, so this
 * accepts every form that GeyserMC software has printed:
 * - `?project=geyser|floodgate|other-projects` (the current form);
 * - `#floodgate`, `#geyser`, `#other-projects` (Geyser's `Constants.FLOODGATE_DOWNLOAD_LOCATION`,
 *   the Discord bot, and the pre-2024 site);
 * - `#Spigot`, `#Bungeecord`, `#Velocity`: Floodgate's `/floodgate version` prints
 *   `download#<implementation name>` when an update is available, so these open Floodgate;
 * - `#spigot`, `#velocity`, … in lower case: older Discord bot replies about Geyser updates;
 * - `?project=other-projects&hydraulic=expanded`: one expanded section per project id.
 */

export const DEFAULT_TAB: DownloadTabId = 'geyser';
export const EXPANDED_VALUE = 'expanded';

export interface DownloadLocation {
  tab: DownloadTabId;
  /** Other-project sections to open, in data order. */
  expanded: ProjectId[];
  /** A platform card to point out, when the link named one. */
  highlight?: string;
}

const PLATFORM_ALIASES: Record<string, string> = {
  spigot: 'spigot',
  paper: 'spigot',
  bungeecord: 'bungeecord',
  bungee: 'bungeecord',
  waterfall: 'bungeecord',
  velocity: 'velocity',
  fabric: 'fabric',
  neoforge: 'neoforge',
  viaproxy: 'viaproxy',
  standalone: 'standalone',
};

/** Floodgate's platform modules name themselves like this (`implementationName`). */
export const FLOODGATE_IMPLEMENTATION_NAMES: readonly string[] = ['Spigot', 'Bungeecord', 'Velocity'];

/** Values of `<project>=` that open a section. */
export const EXPANDED_VALUES: readonly string[] = [EXPANDED_VALUE, 'true', '1'];

export function isDownloadTab(value: string): value is DownloadTabId {
  return (downloadTabs as readonly string[]).includes(value);
}

function isOtherProject(value: string): value is ProjectId {
  return (otherProjectIds as readonly string[]).includes(value);
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function parseDownloadLocation(search: string, hash = ''): DownloadLocation {
  const params = new URLSearchParams(search);
  const expanded = otherProjectIds.filter((id) => {
    const value = params.get(id);
    return value !== null && EXPANDED_VALUES.includes(value.toLowerCase());
  });

  const requested = params.get('project')?.trim().toLowerCase();
  if (requested) {
    return {tab: isDownloadTab(requested) ? requested : DEFAULT_TAB, expanded};
  }
  if (expanded.length > 0) {
    return {tab: 'other-projects', expanded};
  }

  const fragment = decodeHash(hash).trim();
  const lower = fragment.toLowerCase();
  if (!fragment) {
    return {tab: DEFAULT_TAB, expanded};
  }
  if (isDownloadTab(lower)) {
    return {tab: lower, expanded};
  }
  if (isOtherProject(lower)) {
    return {tab: 'other-projects', expanded: [lower]};
  }
  const platform = PLATFORM_ALIASES[lower];
  if (platform) {
    const tab: DownloadTabId = FLOODGATE_IMPLEMENTATION_NAMES.includes(fragment) ? 'floodgate' : 'geyser';
    return {tab, expanded, highlight: platform};
  }
  return {tab: DEFAULT_TAB, expanded};
}

/**
 * The query string for a tab and set of open sections. Unrelated parameters (campaign tags and
 * the like) are kept; expansion flags are written only for the Other Projects tab.
 */
export function formatDownloadSearch(
  currentSearch: string,
  tab: DownloadTabId,
  expanded: readonly ProjectId[] = [],
): string {
  const params = new URLSearchParams(currentSearch);
  params.set('project', tab);
  for (const id of otherProjectIds) {
    params.delete(id);
  }
  if (tab === 'other-projects') {
    for (const id of otherProjectIds) {
      if (expanded.includes(id)) {
        params.set(id, EXPANDED_VALUE);
      }
    }
  }
  return `?${params.toString()}`;
}

/** The path-relative link to a tab, e.g. for `<a href>` fallbacks and wiki links. */
export function downloadPageHref(tab: DownloadTabId, expanded: readonly ProjectId[] = []): string {
  return `/download/${formatDownloadSearch('', tab, expanded)}`;
}
