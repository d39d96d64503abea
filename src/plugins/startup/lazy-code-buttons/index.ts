import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {importSwapPlugin} from '../../shared/swap-import';

/** The theme component that calls `useCodeWordWrap` for every code block. */
const CODE_BLOCK_STRING = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Content$/;

/**
 * Code blocks' browser-only work, done block by block as the reader nears each one instead of for every
 * block of the page in the task after hydration. On a page with many code blocks that task rendered two
 * buttons per block with their SVG icons, and every line of each block that scrolls sideways again.
 * - The buttons: `src/theme/CodeBlock/Buttons` renders the theme's (copy, word wrap) once the block is within
 *   a screen's height of the viewport (src/theme/CodeBlock/Buttons/nearViewport.ts).
 * - The measurement that decides whether the word-wrap button shows: the theme's `CodeBlock/Content/String`
 *   gets ./useCodeWordWrap.ts through ./internal.ts (nothing is ejected).
 *
 * Depends on @docusaurus/theme-classic's `theme/CodeBlock/Content/String.js` (its `useCodeWordWrap` import).
 * The upgrade guard, tests/unit/plugins/startup-upgrade.test.ts, fails when one of them changes.
 */
export default function lazyCodeButtons(): Plugin {
  return importSwapPlugin('lazy-code-buttons', [
    {
      request: /^@docusaurus\/theme-common\/internal$/,
      importers: [CODE_BLOCK_STRING],
      replacement: path.join(__dirname, 'internal.ts'),
    },
  ]);
}
