import type {DumpLoadError} from '../../lib/dump/load';

/** Files larger than this are refused before reading them: a Geyser dump is a few kilobytes. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The text of a chosen or dropped file, or why it cannot be a dump. */
export async function readDumpFile(file: File): Promise<{ok: true; text: string} | {ok: false; error: DumpLoadError}> {
  if (file.size > MAX_FILE_BYTES) {
    return {
      ok: false,
      error: {
        kind: 'too-large',
        title: 'Too large to be a dump',
        message: `${file.name} is ${Math.round(file.size / 1_000_000)} MB; a Geyser dump is a few kilobytes. Choose the dump.json file from Geyser's folder.`,
      },
    };
  }
  try {
    return {ok: true, text: await file.text()};
  } catch {
    return {
      ok: false,
      error: {
        kind: 'read-failed',
        title: 'The file could not be read',
        message: `The browser could not read ${file.name}. Try choosing it again.`,
      },
    };
  }
}
