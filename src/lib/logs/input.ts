/**
 * What the reader gave the log checker, before any log is read: a link (mclo.gs, a Geyser dump, another
 * paste site), dump JSON, bytes of a file (gzip, binary, text). Failures are values with a message.
 */
import {fetchText} from '../http/fetch-text';
import {parseDumpReference} from '../dump/reference';
import {looksLikeLogLine} from './looks-like-log';

/** The largest log (after decompression) the checker reads. */
export const MAX_LOG_BYTES = 100 * 1024 * 1024;
export const MCLOGS_TIMEOUT_MS = 15_000;
export const DEFAULT_MCLOGS_API_URL = 'https://api.mclo.gs';

export type LogInputKind =
  | {kind: 'text'}
  | {kind: 'mclogs'; id: string}
  | {kind: 'dump-link'; id: string}
  | {kind: 'dump-json'}
  | {kind: 'geyser-config'}
  | {kind: 'other-link'; host: string};

const MCLOGS_ID = /^[A-Za-z0-9]{1,32}$/;

/** Whether text is an mclo.gs log ID (the last part of its links). */
export function isMclogsId(text: string): boolean {
  return MCLOGS_ID.test(text);
}

/**
 * Whether text is Geyser's config.yml rather than a log: its top-level keys include `bedrock` and `java` (or
 * the older `remote`), and none of its lines looks like a log line. A test on the text, not the config
 * editor's reading of the file, so the log checker never loads the YAML parser.
 */
export function looksLikeGeyserConfig(text: string): boolean {
  const head = text.slice(0, 200_000);
  const keys = new Set(Array.from(head.matchAll(/^([a-z][a-z-]*):/gm), (match) => match[1]));
  return keys.has('bedrock') && (keys.has('java') || keys.has('remote')) && !head.split('\n').some(looksLikeLogLine);
}

/** Reads a single-line input as a link when it is one; anything else is log text. */
export function classifyInput(input: string, options: {dumpServiceUrl?: string; siteHost?: string} = {}): LogInputKind {
  const text = input.trim();
  if (/^\{[\s\S]*"(?:bootstrapInfo|versionInfo)"/.test(text.slice(0, 20_000))) {
    return {kind: 'dump-json'};
  }
  if (looksLikeGeyserConfig(text)) {
    return {kind: 'geyser-config'};
  }
  if (text === '' || /\s/.test(text) || text.length > 300) {
    return {kind: 'text'};
  }
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return {kind: 'text'};
  }
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$|^127\.0\.0\.1$/i.test(url.hostname)) {
    return {kind: 'text'};
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'mclo.gs' || host === 'api.mclo.gs') {
    const id = host === 'api.mclo.gs' ? segments.at(-1) : segments[0];
    if (id && isMclogsId(id)) {
      return {kind: 'mclogs', id};
    }
  }
  const dump = parseDumpReference(text, {serviceUrl: options.dumpServiceUrl, siteHost: options.siteHost});
  if (dump.kind === 'id') {
    return {kind: 'dump-link', id: dump.id};
  }
  if (/^https?:\/\//i.test(text)) {
    return {kind: 'other-link', host};
  }
  return {kind: 'text'};
}

export type LogFetchResult = {ok: true; text: string} | {ok: false; title: string; message: string};

/** Fetches a log's raw text through mclo.gs's API (`/1/raw/<id>`). */
export async function fetchMclogs(
  base: string,
  id: string,
  options: {signal?: AbortSignal; timeoutMs?: number; fetchImpl?: typeof fetch} = {},
): Promise<LogFetchResult> {
  const timeoutMs = options.timeoutMs ?? MCLOGS_TIMEOUT_MS;
  const url = `${base.replace(/\/+$/, '')}/1/raw/${encodeURIComponent(id)}`;
  const result = await fetchText(url, {timeoutMs, signal: options.signal, fetchImpl: options.fetchImpl});
  if (result.kind === 'timeout') {
    return {
      ok: false,
      title: 'mclo.gs did not answer',
      message: `mclo.gs did not answer within ${Math.round(timeoutMs / 1000)} seconds. Try again, or open the log on mclo.gs, copy it and paste it here.`,
    };
  }
  if (result.kind === 'network') {
    return {
      ok: false,
      title: 'mclo.gs could not be reached',
      message: 'mclo.gs could not be reached. Check your connection, or copy the log from mclo.gs and paste it here.',
    };
  }
  if (result.status === 404) {
    return {
      ok: false,
      title: 'Log not found',
      message: `mclo.gs has no log with the ID ${id}. Check the link; logs that were deleted or expired are gone.`,
    };
  }
  if (!result.ok) {
    return {
      ok: false,
      title: 'mclo.gs answered with an error',
      message: `mclo.gs answered with HTTP ${result.status}. Try again later.`,
    };
  }
  if (/^\s*<(?:!doctype|html|head|body)\b/i.test(result.text.slice(0, 200))) {
    return {
      ok: false,
      title: 'mclo.gs sent a web page',
      message:
        'mclo.gs answered with a web page instead of the log (it may be down or behind a check). Copy the log from mclo.gs and paste it here.',
    };
  }
  return {ok: true, text: result.text};
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Why bytes are not a text log, or undefined when they look like text. */
export function binaryReason(bytes: Uint8Array): string | undefined {
  const sample = bytes.subarray(0, 65_536);
  if (sample[0] === 0x50 && sample[1] === 0x4b) {
    return 'It is a zip archive (a .zip or .jar), not a log. Open the archive and choose the .log file inside.';
  }
  if (sample[0] === 0x89 && sample[1] === 0x50 && sample[2] === 0x4e && sample[3] === 0x47) {
    return 'It is a PNG image. The log checker reads text logs; a screenshot of a console cannot be checked.';
  }
  if (sample[0] === 0xff && sample[1] === 0xd8) {
    return 'It is a JPEG image. The log checker reads text logs; a screenshot of a console cannot be checked.';
  }
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) {
      return 'It holds binary data (zero bytes), not text. Choose the latest.log file from the logs folder.';
    }
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 27) {
      control += 1;
    }
  }
  return control > sample.length / 10
    ? 'It holds mostly control characters, not text. Choose the latest.log file from the logs folder.'
    : undefined;
}

/** Whether text is a Geyser dump (JSON with its top-level sections). */
export function looksLikeDump(text: string): boolean {
  return /^\s*\{/.test(text) && /"(?:bootstrapInfo|versionInfo)"\s*:/.test(text.slice(0, 50_000));
}
