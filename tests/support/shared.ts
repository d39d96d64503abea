/**
 * The `shared/` folder beside the checkout (fact sheets, real-world configs and dumps) is there on this
 * project's machines and in its CI, but not in a contributor's fresh clone. Tests that read it use these
 * wrappers: they run when the folder is there and are skipped with one visible note when it is not.
 */
import {describe, it} from 'vitest';

import {SHARED_MISSING_NOTE, sharedDir} from './shared-dir';

export {sharedDir, sharedPath} from './shared-dir';

let noted = false;
function note(): void {
  if (!sharedDir && !noted) {
    noted = true;
    console.warn(`\n[shared] ${SHARED_MISSING_NOTE}\n`);
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
