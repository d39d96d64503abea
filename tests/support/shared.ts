/**
 * The `shared/` folder beside the checkout (fact sheets, real-world configs and dumps) is there on this
 * project's machines and in its CI, but not in a contributor's fresh clone. Tests that read it use these
 * wrappers: they run when the folder is there and are skipped with one visible note when it is not.
 */
import {existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, it} from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shared folder: `GEYSER_SHARED_DIR` when set, else `../shared` beside the checkout; undefined when absent. */
export const sharedDir: string | undefined = [process.env.GEYSER_SHARED_DIR, resolve(repoRoot, '..', 'shared')].find(
  (folder): folder is string => Boolean(folder) && existsSync(folder as string),
);

/** A path inside the shared folder, or undefined when the folder is absent. */
export function sharedPath(...parts: string[]): string | undefined {
  return sharedDir ? join(sharedDir, ...parts) : undefined;
}

let noted = false;
function note(): void {
  if (!sharedDir && !noted) {
    noted = true;
    console.warn(
      '\n[shared] ../shared is not beside this checkout: tests that read its fact sheets and real-world files are skipped. ' +
        'Set GEYSER_SHARED_DIR to run them.\n',
    );
  }
}

/** `it` for a test that reads the shared folder. */
export const itWithShared: typeof it = ((...args: Parameters<typeof it>) => {
  note();
  return it.skipIf(!sharedDir)(...args);
}) as typeof it;

/** `describe` for a group of tests that read the shared folder. */
export const describeWithShared: typeof describe = ((...args: Parameters<typeof describe>) => {
  note();
  return describe.skipIf(!sharedDir)(...args);
}) as typeof describe;
