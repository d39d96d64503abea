/**
 * Where the `shared/` folder beside the checkout is (upstream sources, fact sheets, real-world configs and
 * dumps), for any test runner: vitest tests use the wrappers in ./shared.ts, browser tests use this directly.
 * It is there on this project's machines and in its CI, but not in a contributor's fresh clone.
 */
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';

// `__dirname`, not `import.meta.url`: Playwright loads test files as CommonJS (vitest provides both).
const repoRoot = resolve(__dirname, '..', '..');

/** The shared folder: `GEYSER_SHARED_DIR` when set, else `../shared` beside the checkout; undefined when absent. */
export const sharedDir: string | undefined = [process.env.GEYSER_SHARED_DIR, resolve(repoRoot, '..', 'shared')].find(
  (folder): folder is string => Boolean(folder) && existsSync(folder as string),
);

/** A path inside the shared folder, or undefined when the folder is absent. */
export function sharedPath(...parts: string[]): string | undefined {
  return sharedDir ? join(sharedDir, ...parts) : undefined;
}

/** The note printed once when tests that read the folder are skipped. */
export const SHARED_MISSING_NOTE =
  '../shared is not beside this checkout: tests that read its upstream sources, fact sheets and real-world files are skipped. ' +
  'Set GEYSER_SHARED_DIR to run them.';
