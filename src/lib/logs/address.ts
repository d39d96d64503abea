/**
 * The log checker's address: `#mclogs=<id>` names an mclo.gs log, so the address of a report on one can be
 * shared, and another page (the dump viewer, for the log a dump uploaded) can open a log in the checker.
 * Only that form is read, so the page's own heading anchors never start a request.
 */
import {isMclogsId} from './input';

const PREFIX = 'mclogs=';

/** The hash that opens an mclo.gs log in the log checker. */
export function mclogsHash(id: string): string {
  return `#${PREFIX}${id}`;
}

/** The link to a log on mclo.gs, as the text area shows it. */
export function mclogsLink(id: string): string {
  return `https://mclo.gs/${id}`;
}

/** What the address asks for: an mclo.gs log, a broken request for one, or nothing. */
export type MclogsAddress = {kind: 'log'; id: string} | {kind: 'invalid'; message: string} | {kind: 'none'};

export function readMclogsHash(hash: string): MclogsAddress {
  let text = hash.replace(/^#/, '');
  try {
    text = decodeURIComponent(text);
  } catch {
    // Left as it is: a malformed escape is then reported as a bad ID below.
  }
  if (!text.startsWith(PREFIX)) {
    return {kind: 'none'};
  }
  const id = text.slice(PREFIX.length).trim();
  if (isMclogsId(id)) {
    return {kind: 'log', id};
  }
  return {
    kind: 'invalid',
    message:
      id === ''
        ? 'The page address asks for an mclo.gs log but names none. Paste the mclo.gs link into the box instead.'
        : `The page address asks for the mclo.gs log "${id.slice(0, 40)}", which is not an mclo.gs ID (letters and digits only). Paste the mclo.gs link into the box instead.`,
  };
}
