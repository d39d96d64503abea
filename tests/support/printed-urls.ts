/**
 * The geysermc.org and wiki.geysermc.org URLs that shipped GeyserMC software prints, read from the upstream
 * sources in `../shared/upstream/` (see its README): Geyser's and Floodgate's Java code and resources, and the
 * Discord bot's Java code, tags and example settings. `tests/e2e/machine-facing.spec.ts` opens each one on the
 * built site. Pure functions except `collectPrintedUrls`, which reads the files.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One occurrence of a URL in a source file. */
export interface UrlOccurrence {
  readonly url: string;
  /** 1-based line number. */
  readonly line: number;
}

/** A URL with every place it is printed (`discord-bot/src/main/resources/tags/links/whitelist.tag:6`). */
export interface PrintedUrl {
  readonly url: string;
  readonly places: readonly string[];
}

/**
 * `http(s)://geysermc.org` or `http(s)://wiki.geysermc.org` and what follows up to a character that cannot
 * end a URL in source text: quotes, brackets, whitespace, backticks, Markdown emphasis, a comma. A host that
 * merely starts the same way (`geysermc.org.example`) does not match; other subdomains (download., api.) are
 * other services, not this site.
 */
const URL_PATTERN = /https?:\/\/(?:wiki\.)?geysermc\.org(?![\w.-])[^\s"'<>()[\]{}`\\,|*]*/g;

/** Sentence punctuation after a URL, and XML character references (`&#10;` in IDE copyright templates). */
const TRAILING = /(?:&#\d+;.*|[.:;!?]+)$/;

/** Every geysermc.org URL in a text, with its line. */
export function findGeyserUrls(text: string): UrlOccurrence[] {
  const found: UrlOccurrence[] = [];
  text.split(/\r?\n/).forEach((content, index) => {
    for (const match of content.matchAll(URL_PATTERN)) {
      found.push({url: match[0].replace(TRAILING, ''), line: index + 1});
    }
  });
  return found;
}

/** How a printed URL is opened on this site, as if both host names pointed at it. */
export interface SiteTarget {
  /** Path and query to request. */
  readonly path: string;
  /** The anchor that must exist on the page it lands on; null when there is none to check. */
  readonly anchor: string | null;
  /**
   * True when the software appends something (a dump id, search words, a platform name): the URL ends with
   * `#`, `=`, or holds a `%s` / `{0}` placeholder. Only the page is checked then.
   */
  readonly isPrefix: boolean;
}

export function siteTarget(printed: string): SiteTarget {
  const isPrefix = /[#=]$/.test(printed) || /%[sd]|\{\d*\}/.test(printed);
  const url = new URL(printed.replace(/%[sd]|\{\d*\}/g, ''));
  const anchor = isPrefix || url.hash.length <= 1 ? null : decodeURIComponent(url.hash.slice(1));
  return {path: `${url.pathname}${url.search}`, anchor, isPrefix};
}

/** Folders and files of the upstream snapshot that hold what the software prints. */
function isPrintedSource(relative: string): boolean {
  const [project] = relative.split('/');
  if (relative.includes('/src/test/')) {
    return false;
  }
  if (project === 'geyser' || project === 'floodgate') {
    return relative.endsWith('.java') || relative.includes('/src/main/resources/');
  }
  if (project === 'discord-bot') {
    return (
      (relative.startsWith('discord-bot/src/main/java/') && relative.endsWith('.java')) ||
      relative.startsWith('discord-bot/src/main/resources/tags/') ||
      // `algolia-site-search-url`, the "see all results" link of the bot's /wiki command.
      relative === 'discord-bot/bot.properties.example'
    );
  }
  return false;
}

/** Every printed URL under `upstreamDir`, each once, with where it is printed, sorted by URL. */
export function collectPrintedUrls(upstreamDir: string): PrintedUrl[] {
  const places = new Map<string, string[]>();
  const files = fs
    .readdirSync(upstreamDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(upstreamDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isPrintedSource)
    .sort();
  for (const file of files) {
    const text = fs.readFileSync(path.join(upstreamDir, file), 'utf8');
    if (text.includes('\u0000')) {
      continue; // a binary resource
    }
    for (const {url, line} of findGeyserUrls(text)) {
      places.set(url, [...(places.get(url) ?? []), `${file}:${line}`]);
    }
  }
  return [...places.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([url, where]) => ({url, places: where}));
}
