import {encodeForDownload} from '../../lib/config';

/** How long the download's object URL stays valid: enough for the browser to start saving it. */
const REVOKE_AFTER_MS = 10_000;

/** Saves `text` as a file, in the encoding Geyser reads (`encodeForDownload`). */
export function downloadFile(text: string, fileName: string): void {
  const bytes = encodeForDownload(text);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], {type: 'application/x-yaml'});
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
