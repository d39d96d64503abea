/**
 * Getting a dump: from the dump service by id, or from text the reader supplied (a file or a
 * paste, which never leaves the browser). Every failure becomes a typed error with a message for
 * readers; nothing here throws for bad input or a bad network.
 */

import {MAX_JSON_SCAN_DEPTH} from './depth';
import {formatCount} from './format';
import {findJsonError} from './json-error';
import {fetchText} from '../http/fetch-text';
import {normalizeDump, NotADumpError} from './normalize';
import type {NormalizedDump} from './model';

export const DEFAULT_DUMP_SERVICE_URL = 'https://dump.geysermc.org';
/** How long the viewer waits for the dump service. */
export const DUMP_FETCH_TIMEOUT_MS = 15_000;
/** Real dumps are tens of kilobytes; anything this large is not one. */
export const MAX_DUMP_CHARS = 20_000_000;

export type DumpLoadErrorKind =
  | 'invalid-reference'
  | 'not-found'
  | 'timeout'
  | 'network'
  | 'http'
  | 'service-error'
  | 'not-json'
  | 'not-dump'
  | 'empty'
  | 'too-large'
  | 'too-deep'
  | 'read-failed'
  | 'aborted';

export interface DumpLoadError {
  kind: DumpLoadErrorKind;
  /** Short headline. */
  title: string;
  /** What happened and what to do, as plain text (it may quote untrusted text). */
  message: string;
  status?: number;
}

export type DumpTextResult = {ok: true; text: string} | {ok: false; error: DumpLoadError};

export type DumpParseResult = {ok: true; dump: NormalizedDump; json: unknown} | {ok: false; error: DumpLoadError};

/** Removes trailing slashes and checks the scheme, so paths can be appended with one `/`. */
export function normalizeServiceBase(base: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(trimmed)) {
    throw new Error(`Dump service URL must start with http:// or https://, got "${base}"`);
  }
  return trimmed;
}

/** Where the service serves a dump's JSON as stored (`/raw/<id>`, the path Geyser's own tools use). */
export function rawDumpUrl(base: string, id: string): string {
  return `${normalizeServiceBase(base)}/raw/${encodeURIComponent(id)}`;
}

export interface FetchDumpOptions {
  timeoutMs?: number;
  /** Aborts the request, e.g. when the reader loads something else. */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

function failure(
  kind: DumpLoadErrorKind,
  title: string,
  message: string,
  status?: number,
): {ok: false; error: DumpLoadError} {
  return {ok: false, error: {kind, title, message, ...(status === undefined ? {} : {status})}};
}

/** Fetches the raw text of a dump. A 404 (the service answers unknown ids with an empty body) is `not-found`. */
export async function fetchDumpText(base: string, id: string, options: FetchDumpOptions = {}): Promise<DumpTextResult> {
  const {timeoutMs = DUMP_FETCH_TIMEOUT_MS, signal, fetchImpl} = options;
  const seconds = Math.round(timeoutMs / 100) / 10;
  const result = await fetchText(rawDumpUrl(base, id), {timeoutMs, signal, fetchImpl});

  if (result.kind !== 'response') {
    if (signal?.aborted) {
      return failure('aborted', 'Loading cancelled', 'Loading this dump was cancelled.');
    }
    if (result.kind === 'timeout') {
      return failure(
        'timeout',
        'The dump service did not answer',
        `The dump service did not answer within ${seconds} seconds. Try again in a moment, or run /geyser dump offline and open the dump.json file here instead.`,
      );
    }
    return failure(
      'network',
      'The dump service could not be reached',
      'The dump service could not be reached. Check your internet connection and try again; a browser extension that blocks requests can cause this too.',
    );
  }
  if (result.status === 404) {
    return failure(
      'not-found',
      'Dump not found',
      `The dump service has no dump with the ID ${id}. Check that the ID was copied completely, or run /geyser dump again for a new link.`,
      404,
    );
  }
  if (!result.ok) {
    return failure(
      'http',
      'The dump service answered with an error',
      `The dump service answered with HTTP ${result.status}. Try again in a moment; if it keeps failing, run /geyser dump offline and open the dump.json file here instead.`,
      result.status,
    );
  }
  return {ok: true, text: result.text};
}

function tooDeepToRead(from: string): string {
  return `${from} nests lists and objects so deeply that this browser cannot read it. A Geyser dump nests fewer than ten levels; check that this is the dump.json Geyser wrote.`;
}

/** Where a JSON syntax error is, in words. */
function syntaxErrorPlace(text: string): string {
  const place = findJsonError(text);
  if (!place) {
    return '';
  }
  if (place.tooDeep) {
    return ` It also nests lists and objects more than ${formatCount(MAX_JSON_SCAN_DEPTH)} levels deep (a Geyser dump nests fewer than ten), so the viewer stopped looking for the error at line ${place.line}, column ${place.column}.`;
  }
  if (place.truncated) {
    return ' The text ends too early: it may have been cut off while copying.';
  }
  return ` The first error is at line ${place.line}, column ${place.column}.`;
}

/**
 * Parses dump text from any source and normalises it. `source` says where it came from, so
 * messages can tell the reader what to check ("the dump service", "the file", "the pasted text").
 */
export function parseDumpText(text: string, source: 'service' | 'file' | 'paste'): DumpParseResult {
  const from = source === 'service' ? 'The dump service' : source === 'file' ? 'The file' : 'The pasted text';
  if (text.length > MAX_DUMP_CHARS) {
    return failure(
      'too-large',
      'Too large to be a dump',
      `${from} holds ${Math.round(text.length / 1_000_000)} million characters; a Geyser dump is far smaller.`,
    );
  }
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') {
    return failure(
      'empty',
      'Nothing to read',
      source === 'service' ? 'The dump service sent an empty answer.' : `${from} is empty.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    if (error instanceof RangeError) {
      // A browser whose JSON parser recurses runs out of stack on deeply nested text.
      return failure('too-deep', 'Nested too deeply to read', tooDeepToRead(from));
    }
    const looksLikeHtml = /^\s*</.test(body);
    return failure(
      'not-json',
      'Not a JSON document',
      source === 'service'
        ? `The dump service sent something that is not JSON${looksLikeHtml ? ' (a web page)' : ''}, so it cannot be shown. Try again later, or open an offline dump.json instead.`
        : `${from} is not valid JSON, so it cannot be a Geyser dump.${syntaxErrorPlace(body)}`,
    );
  }
  if (source === 'service' && typeof json === 'object' && json !== null && !Array.isArray(json)) {
    const record = json as Record<string, unknown>;
    const serviceMessage =
      typeof record.message === 'string' ? record.message : typeof record.error === 'string' ? record.error : undefined;
    if (serviceMessage !== undefined && !('bootstrapInfo' in record) && !('versionInfo' in record)) {
      const shown = serviceMessage.length > 200 ? `${serviceMessage.slice(0, 200)}…` : serviceMessage;
      return failure('service-error', 'The dump service reported an error', `The dump service answered: "${shown}"`);
    }
  }
  try {
    return {ok: true, dump: normalizeDump(json), json};
  } catch (error) {
    if (error instanceof NotADumpError) {
      return failure('not-dump', 'Not a Geyser dump', `${from} holds JSON, but not a Geyser dump. ${error.message}`);
    }
    if (error instanceof RangeError) {
      return failure('too-deep', 'Nested too deeply to read', tooDeepToRead(from));
    }
    return failure('not-dump', 'Not a Geyser dump', `${from} could not be read as a Geyser dump.`);
  }
}
