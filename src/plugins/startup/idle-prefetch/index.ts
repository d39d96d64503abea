import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Moves Docusaurus' link prefetching off the page load (see `client.ts` for why and how).
 *
 * Depends on @docusaurus/core's `client/docusaurus.js` and `client/prefetch.js`: `window.docusaurus.prefetch`.
 * The upgrade guard, tests/unit/plugins/startup-upgrade.test.ts, fails when one of them changes.
 */
export default function idlePrefetch(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
