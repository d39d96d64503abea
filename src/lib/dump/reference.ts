/**
 * Reading what a reader types or pastes into the dump viewer: a dump id, one of the dump
 * service's links, a viewer link, or the dump's JSON itself. Anything else is refused here, with
 * a message saying what is wrong, before any request is made.
 */

/** Ids are 32 characters from A–Z, a–z and 0–9 (GeyserDump's `[a-zA-Z0-9]{32}` route). */
export const DUMP_ID_LENGTH = 32;
const DUMP_ID = /^[A-Za-z0-9]{32}$/;

/** The public dump service; links to it are accepted whatever service the site is built against. */
export const PUBLIC_DUMP_HOST = 'dump.geysermc.org';
/** Hosts of the public site, whose viewer links carry an id in the hash. */
const PUBLIC_SITE_HOSTS = ['geysermc.org', 'www.geysermc.org'];

export function isDumpId(value: string): boolean {
  return DUMP_ID.test(value);
}

export type DumpReference =
  | {kind: 'id'; id: string}
  /** The input is dump JSON pasted into the id field: it is read locally, nothing is fetched. */
  | {kind: 'json'; text: string}
  | {kind: 'invalid'; message: string};

export interface ReferenceOptions {
  /** The configured dump service (`customFields.dumpServiceUrl`), whose links are accepted too. */
  serviceUrl?: string;
  /** Host (with port) of the page the viewer runs on, so its own `#id` links are accepted. */
  siteHost?: string;
}

function invalid(message: string): DumpReference {
  return {kind: 'invalid', message};
}

/** Explains why a bare word is not an id. */
function explainBadId(candidate: string): string {
  const shown = candidate.length > 40 ? `${candidate.slice(0, 40)}…` : candidate;
  if (/^[A-Za-z0-9]+$/.test(candidate)) {
    return `A dump ID has exactly ${DUMP_ID_LENGTH} letters and digits, but "${shown}" has ${candidate.length}. Copy the whole ID from the link Geyser printed.`;
  }
  return `A dump ID has only letters and digits, but "${shown}" contains other characters. Copy the whole ID from the link Geyser printed.`;
}

/** The id in a path's last segment, or why there is none. */
function idFromSegments(segments: string[], host: string): DumpReference {
  const patterns: string[][] = [[], ['raw'], ['v1', 'raw'], ['v1', 'analysed']];
  const last = segments.at(-1);
  const prefix = segments.slice(0, -1);
  if (last === undefined) {
    return invalid(
      `That link to ${host} has no dump ID in it. A dump link ends with a ${DUMP_ID_LENGTH}-character ID, like https://${PUBLIC_DUMP_HOST}/ followed by the ID.`,
    );
  }
  const knownPath = patterns.some(
    (pattern) => pattern.length === prefix.length && pattern.every((part, index) => part === prefix[index]),
  );
  if (!knownPath) {
    return invalid(
      `That link to ${host} does not point to a dump. Dump links look like https://${PUBLIC_DUMP_HOST}/ followed by a ${DUMP_ID_LENGTH}-character ID.`,
    );
  }
  return isDumpId(last) ? {kind: 'id', id: last} : invalid(explainBadId(last));
}

function idFromViewerUrl(url: URL): DumpReference {
  const fromLocation = readDumpIdFromLocation(url.search, url.hash);
  if (fromLocation.id) {
    return {kind: 'id', id: fromLocation.id};
  }
  if (fromLocation.invalid) {
    return invalid(fromLocation.invalid);
  }
  return invalid(
    'That is a link to the dump viewer without a dump in it. Use the link Geyser printed, or the viewer link with "#" and the ID at its end.',
  );
}

function hostWithPort(url: URL): string {
  return url.host.toLowerCase();
}

/**
 * Parses the id field. Accepts an id; `https://dump.geysermc.org/<id>`, `…/raw/<id>`,
 * `…/v1/raw/<id>`; the same on the configured service; viewer links with `#<id>` or `?id=<id>`;
 * links without `https://`; and dump JSON (read locally).
 */
export function parseDumpReference(input: string, options: ReferenceOptions = {}): DumpReference {
  // Chat clients and documents wrap links in quotes or brackets and end sentences with a full stop.
  const text = input
    .trim()
    .replace(/^[<"'([]+/, '')
    .replace(/[>"')\].,;:!?]+$/, '');
  if (text === '') {
    return invalid('Enter a dump ID or link first.');
  }
  if (input.trim().startsWith('{')) {
    return {kind: 'json', text: input};
  }
  if (isDumpId(text)) {
    return {kind: 'id', id: text};
  }
  if (/\s/.test(text)) {
    return invalid(
      'Enter one dump ID or link, without spaces. To view a dump file, use "Open a file" or paste its contents below.',
    );
  }

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  const looksLikeHost =
    /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/|$)/i.test(text) || /^(localhost|\d+\.\d+\.\d+\.\d+)(:\d+)?\//i.test(text);
  if (!scheme && !looksLikeHost) {
    return invalid(explainBadId(text));
  }
  if (scheme && !/^https?$/i.test(scheme[1]) && !looksLikeHost) {
    return invalid(`Only web links (https://…) and dump IDs can be loaded, not "${scheme[1]}:" links.`);
  }

  let url: URL;
  try {
    url = new URL(scheme && /^https?$/i.test(scheme[1]) ? text : `https://${text}`);
  } catch {
    return invalid('That is not a valid link. Copy the whole link Geyser printed, or just the ID at its end.');
  }

  const host = hostWithPort(url);
  const segments = url.pathname.split('/').filter((part) => part !== '');

  let service: URL | undefined;
  try {
    service = options.serviceUrl ? new URL(options.serviceUrl) : undefined;
  } catch {
    service = undefined;
  }
  if (service && host === hostWithPort(service) && host !== PUBLIC_DUMP_HOST) {
    const base = service.pathname.split('/').filter((part) => part !== '');
    const inBase = base.every((part, index) => segments[index] === part);
    if (segments.some((part) => part === 'dump-viewer')) {
      return idFromViewerUrl(url);
    }
    return idFromSegments(inBase ? segments.slice(base.length) : segments, host);
  }
  if (host === PUBLIC_DUMP_HOST) {
    return idFromSegments(segments, host);
  }
  const siteHosts = [...PUBLIC_SITE_HOSTS, ...(options.siteHost ? [options.siteHost.toLowerCase()] : [])];
  if (siteHosts.includes(host)) {
    if (segments.includes('dump-viewer')) {
      return idFromViewerUrl(url);
    }
    return invalid(`That is a link to a page of ${host}, not to a dump.`);
  }
  if (host === 'mclo.gs' || host.endsWith('.mclo.gs')) {
    return invalid(
      'That is a log on mclo.gs, not a Geyser dump. Run /geyser dump on the server and paste the link it prints.',
    );
  }
  return invalid(
    `Links to ${host} are not dump links. Paste the link Geyser printed, which starts with https://${PUBLIC_DUMP_HOST}/.`,
  );
}

/** Hash or query text that was probably meant as an id (not an in-page anchor such as `#problems`). */
function looksLikeAttemptedId(value: string): boolean {
  return /^[A-Za-z0-9]{20,64}$/.test(value);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The dump id in the viewer's own address: `#<id>` (what the dump service redirects to),
 * `?id=<id>`, or `?<id>` (the old viewer's form). `invalid` explains a malformed id; a hash that
 * is clearly an in-page anchor is ignored.
 */
export function readDumpIdFromLocation(search: string, hash: string): {id?: string; invalid?: string} {
  const check = (candidate: string, explicit: boolean): {id?: string; invalid?: string} => {
    const value = candidate.trim();
    if (isDumpId(value)) {
      return {id: value};
    }
    if (explicit || looksLikeAttemptedId(value)) {
      return {invalid: `The page address does not hold a valid dump ID. ${explainBadId(value || '(empty)')}`};
    }
    return {};
  };
  const fromHash = safeDecode(hash.replace(/^#/, ''));
  if (fromHash.trim() !== '') {
    const result = check(fromHash, false);
    if (result.id || result.invalid) {
      return result;
    }
  }
  const query = search.replace(/^\?/, '');
  if (query === '') {
    return {};
  }
  const params = new URLSearchParams(query);
  const id = params.get('id');
  if (id !== null) {
    return check(id, true);
  }
  return query.includes('=') ? {} : check(safeDecode(query), false);
}
