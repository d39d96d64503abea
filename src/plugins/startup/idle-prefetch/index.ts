import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Moves Docusaurus' link prefetching off the page load (see `client.ts` for why and how).
 */
export default function idlePrefetch(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
