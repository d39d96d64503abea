/**
 * Source trees on disk, and a tree that lays replaced files over another one (the mutation tests change
 * one file of the real snapshot this way instead of copying the snapshot).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {createRequire} from 'node:module';

import type {Parsers, SourceTree} from './workspace';

const SKIPPED_FOLDERS = new Set(['.git', '.gradle', 'build', 'node_modules', '.idea']);

export function directoryTree(root: string): SourceTree {
  let files: string[] | undefined;
  const all = (): string[] => {
    if (!files) {
      files = [];
      const visit = (dir: string, prefix: string): void => {
        for (const entry of readdirSync(dir, {withFileTypes: true})) {
          if (entry.isDirectory()) {
            if (!SKIPPED_FOLDERS.has(entry.name)) {
              visit(join(dir, entry.name), `${prefix}${entry.name}/`);
            }
          } else if (entry.isFile()) {
            files!.push(`${prefix}${entry.name}`);
          }
        }
      };
      visit(root, '');
      files.sort();
    }
    return files;
  };
  // Files are read once: a check reads many of them several times (the property search scans them all).
  const contents = new Map<string, string | undefined>();
  return {
    label: root,
    read(path) {
      if (!contents.has(path)) {
        try {
          contents.set(path, statSync(join(root, path)).isFile() ? readFileSync(join(root, path), 'utf8') : undefined);
        } catch {
          contents.set(path, undefined);
        }
      }
      return contents.get(path);
    },
    list(dir, suffix) {
      const prefix = dir === '' || dir.endsWith('/') ? dir : `${dir}/`;
      return all().filter((path) => path.startsWith(prefix) && path.endsWith(suffix));
    },
  };
}

/** `base` with some files replaced (a string) or removed (`null`). */
export function overlayTree(base: SourceTree, changes: Readonly<Record<string, string | null>>): SourceTree {
  return {
    label: `${base.label} (changed)`,
    read: (path) => (path in changes ? (changes[path] ?? undefined) : base.read(path)),
    list(dir, suffix) {
      const prefix = dir === '' || dir.endsWith('/') ? dir : `${dir}/`;
      const added = Object.keys(changes).filter(
        (path) => changes[path] !== null && path.startsWith(prefix) && path.endsWith(suffix),
      );
      const kept = base.list(dir, suffix).filter((path) => changes[path] !== null);
      return [...new Set([...kept, ...added])].sort();
    },
  };
}

/**
 * java-parser and web-tree-sitter are ES modules and the Kotlin grammar is a WebAssembly file, so they are
 * loaded once, asynchronously, from the project's node_modules.
 */
export async function loadParsers(): Promise<Parsers> {
  const [{parse}, treeSitter] = await Promise.all([import('java-parser'), import('web-tree-sitter')]);
  const require = createRequire(join(process.cwd(), 'package.json'));
  const wasm = join(
    require.resolve('@tree-sitter-grammars/tree-sitter-kotlin/package.json'),
    '..',
    'tree-sitter-kotlin.wasm',
  );
  await treeSitter.Parser.init();
  const language = await treeSitter.Language.load(wasm);
  const parser = new treeSitter.Parser();
  parser.setLanguage(language);
  return {
    java: (source) => parse(source),
    kotlin: (source) => {
      const tree = parser.parse(source);
      if (!tree) {
        throw new Error('tree-sitter returned no tree');
      }
      return tree;
    },
  };
}
