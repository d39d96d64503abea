/** Shared set-up for the drift-check tests: parsers loaded once per file, and in-memory source trees. */
import type {SourceTree} from '../../../src/lib/upstream/workspace';

/** A source tree made of the given files (our own small fixtures, never upstream code). */
export function memoryTree(files: Readonly<Record<string, string>>): SourceTree {
  return {
    label: 'fixture',
    read: (path) => files[path],
    list: (dir, suffix) =>
      Object.keys(files)
        .filter((path) => (dir === '' || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`)) && path.endsWith(suffix))
        .sort(),
  };
}

/** A site reader over in-memory files. */
export function memorySite(files: Readonly<Record<string, string>>): (path: string) => string | undefined {
  return (path) => files[path];
}
