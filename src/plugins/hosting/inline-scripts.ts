import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';

/** `type` values that make a `<script>` executable; others (JSON-LD, templates) are data and need no hash. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** CSP hash sources (`sha256-…`) of the inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const document = parseDocument(html);
  return DomUtils.getElementsByTagName('script', document)
    .filter((script) => !script.attribs.src && EXECUTABLE_TYPES.has((script.attribs.type ?? '').trim().toLowerCase()))
    .map((script) => `sha256-${createHash('sha256').update(DomUtils.textContent(script), 'utf8').digest('base64')}`);
}

/** Every `.html` file under `dir`, relative paths with `/` separators. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Routes (`/wiki/geyser/setup/`) of the pages in a build: every folder with an `index.html`. */
export function pageRoutes(files: readonly string[]): Set<string> {
  return new Set(
    files
      .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
      .map((file) => `/${file.slice(0, -'index.html'.length)}`),
  );
}

/** The hashes of all inline scripts in a build, each once. */
export async function collectScriptHashes(outDir: string, files: readonly string[]): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of files) {
    for (const hash of inlineScriptHashes(await fs.readFile(path.join(outDir, file), 'utf8'))) {
      hashes.add(hash);
    }
  }
  return [...hashes].sort();
}
