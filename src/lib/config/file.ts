/**
 * Checks on a file the user uploads, before anything replaces the loaded config. Each failure is a
 * message that says what is wrong and what to do.
 */
import {analyzeConfig, notAConfigReason, syntaxIssues} from './analyze';
import type {PlatformId} from './types';
import {parseYamlSource} from './yaml-text';

export const MAX_FILE_BYTES = 1024 * 1024;

export type UploadCheck = {ok: true; text: string} | {ok: false; message: string};

export function checkFileMeta(name: string, size: number): string | null {
  if (!/\.ya?ml$/i.test(name)) {
    return `"${name}" is not a YAML file. Choose Geyser's config.yml (files ending in .yml or .yaml).`;
  }
  if (size > MAX_FILE_BYTES) {
    return `"${name}" is ${(size / 1024 / 1024).toFixed(1)} MB; the editor accepts files up to 1 MB. Geyser's config.yml is usually about 15 KB, so this is probably another file.`;
  }
  if (size === 0) {
    return `"${name}" is empty.`;
  }
  return null;
}

/** Decodes UTF-8 strictly, keeping a byte order mark so the export gives back the same bytes. */
export function decodeUtf8(bytes: Uint8Array, name: string): UploadCheck {
  if (bytes.includes(0)) {
    return {ok: false, message: `"${name}" is a binary file, not a text file.`};
  }
  try {
    const text = new TextDecoder('utf-8', {fatal: true, ignoreBOM: true}).decode(bytes);
    return {ok: true, text};
  } catch {
    return {
      ok: false,
      message: `"${name}" is not UTF-8 text. Geyser reads its config as UTF-8; save the file as UTF-8 in your text editor and try again.`,
    };
  }
}

/** Checks the text is YAML and a Geyser config; the message names the line and column of a syntax error. */
export function checkConfigText(text: string, name: string, platform: PlatformId): UploadCheck {
  const source = parseYamlSource(text);
  if (source.doc.errors.length > 0) {
    const [first] = syntaxIssues(source);
    const more = source.doc.errors.length > 1 ? ` (${source.doc.errors.length} errors in total)` : '';
    return {ok: false, message: `"${name}" is not valid YAML. ${first.message}${more}`};
  }
  const analysis = analyzeConfig(text, {platform});
  if (!analysis.looksLikeGeyserConfig) {
    return {ok: false, message: `"${name}": ${notAConfigReason(source)}`};
  }
  return {ok: true, text};
}

export async function readUpload(file: {name: string; size: number; arrayBuffer(): Promise<ArrayBuffer>}, platform: PlatformId): Promise<UploadCheck> {
  const metaProblem = checkFileMeta(file.name, file.size);
  if (metaProblem) {
    return {ok: false, message: metaProblem};
  }
  const decoded = decodeUtf8(new Uint8Array(await file.arrayBuffer()), file.name);
  if (!decoded.ok) {
    return decoded;
  }
  return checkConfigText(decoded.text, file.name, platform);
}

/** The bytes to download: UTF-8 of the text, exactly, with nothing added. */
export function encodeForDownload(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
