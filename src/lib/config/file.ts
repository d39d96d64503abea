/**
 * Checks on a file the user uploads, before anything replaces the loaded config. Each failure is a
 * message that says what is wrong and what to do.
 */
import {analyzeConfig, LOG_CHECKER_HINT, LOG_CHECKER_LINK} from './analyze';
import type {ConfigAnalysis, MessageLink} from './analysis-types';
import {literal} from './markup';
import type {PlatformId} from './types';

export const MAX_FILE_BYTES = 1024 * 1024;

/** Why a file is refused, and where to go instead when the site has a page for it. */
export interface UploadProblem {
  message: string;
  link?: MessageLink;
}

export type UploadCheck = {ok: true; text: string} | ({ok: false} & UploadProblem);

/** What the name and size alone tell: a log, a file that is not YAML, one too large or empty. */
export function checkFileMeta(name: string, size: number): UploadProblem | null {
  if (/\.log(\.gz)?$/i.test(name)) {
    return {message: `${literal(name)} is a server log, not a config. ${LOG_CHECKER_HINT}`, link: LOG_CHECKER_LINK};
  }
  const message = otherMetaProblem(name, size);
  return message === null ? null : {message};
}

function otherMetaProblem(name: string, size: number): string | null {
  if (!/\.ya?ml$/i.test(name)) {
    return `${literal(name)} is not a YAML file. Choose Geyser's config.yml (files ending in .yml or .yaml).`;
  }
  if (size > MAX_FILE_BYTES) {
    return `${literal(name)} is ${(size / 1024 / 1024).toFixed(1)} MB; the editor accepts files up to 1 MB. Geyser's config.yml is usually about 15 KB, so this is probably another file.`;
  }
  if (size === 0) {
    return `${literal(name)} is empty.`;
  }
  return null;
}

/** Text without a byte order mark where every second byte is zero: ASCII saved as UTF-16. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes.length % 2 !== 0) {
    return false;
  }
  const sample = bytes.subarray(0, Math.min(bytes.length, 512));
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample.length; index += 1) {
    if (sample[index] === 0) {
      if (index % 2 === 0) {
        evenZeros += 1;
      } else {
        oddZeros += 1;
      }
    }
  }
  const half = sample.length / 2;
  return (evenZeros >= half * 0.9 && oddZeros === 0) || (oddZeros >= half * 0.9 && evenZeros === 0);
}

/** Decodes UTF-8 strictly, keeping a byte order mark so the export gives back the same bytes. */
export function decodeUtf8(bytes: Uint8Array, name: string): UploadCheck {
  const utf16Bom =
    bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (utf16Bom || looksLikeUtf16(bytes)) {
    return {
      ok: false,
      message: `${literal(name)} is saved as UTF-16 text. Geyser reads its config as UTF-8: in your text editor, save the file with the encoding "UTF-8" and try again.`,
    };
  }
  if (bytes.includes(0)) {
    return {ok: false, message: `${literal(name)} is a binary file, not a text file.`};
  }
  try {
    const text = new TextDecoder('utf-8', {fatal: true, ignoreBOM: true}).decode(bytes);
    return {ok: true, text};
  } catch {
    return {
      ok: false,
      message: `${literal(name)} is not UTF-8 text. Geyser reads its config as UTF-8; save the file as UTF-8 in your text editor and try again.`,
    };
  }
}

/** Checks the text is YAML and a Geyser config; the message names the line and column of a syntax error. */
export function checkConfigText(text: string, name: string, platform: PlatformId): UploadCheck {
  if (text.includes('\r') && !text.includes('\n')) {
    return {
      ok: false,
      message: `${literal(name)} ends its lines with a carriage return only (old Mac style), which the editor cannot read line by line. In your text editor, save it with Unix (LF) or Windows (CRLF) line endings and try again.`,
    };
  }
  return analysedUploadCheck(analyzeConfig(text, {platform}), name);
}

/**
 * The verdict on an uploaded text from its analysis (which a Web Worker may have made): the analysis
 * of a text with syntax errors lists exactly those, and that of a YAML file that is not a Geyser
 * config has the reason as its only issue.
 */
export function analysedUploadCheck(analysis: ConfigAnalysis, name: string): UploadCheck {
  if (!analysis.syntaxOk) {
    const [first] = analysis.issues;
    const more = analysis.issues.length > 1 ? ` (${analysis.issues.length} errors in total)` : '';
    return {
      ok: false,
      message: `${literal(name)} is not valid YAML. ${first?.message ?? ''}${more}`,
      link: first?.link,
    };
  }
  if (!analysis.looksLikeGeyserConfig) {
    const [reason] = analysis.issues;
    return {ok: false, message: `${literal(name)}: ${reason?.message ?? ''}`, link: reason?.link};
  }
  return {ok: true, text: analysis.text};
}

export async function readUpload(
  file: {name: string; size: number; arrayBuffer(): Promise<ArrayBuffer>},
  platform: PlatformId,
  /** Analyses the text; the page passes its worker, so a large file does not block it. */
  analyze?: (text: string) => Promise<ConfigAnalysis>,
): Promise<UploadCheck> {
  const metaProblem = checkFileMeta(file.name, file.size);
  if (metaProblem) {
    return {ok: false, ...metaProblem};
  }
  const decoded = decodeUtf8(new Uint8Array(await file.arrayBuffer()), file.name);
  if (!decoded.ok) {
    return decoded;
  }
  if (!analyze || (decoded.text.includes('\r') && !decoded.text.includes('\n'))) {
    return checkConfigText(decoded.text, file.name, platform);
  }
  return analysedUploadCheck(await analyze(decoded.text), file.name);
}

/** The bytes to download: UTF-8 of the text, exactly, with nothing added. */
export function encodeForDownload(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
