import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {swapImport} from '../../shared/swap-import';

/** The theme's client module that sets up Prism and the extra languages on every page at start-up. */
const THEME_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
/** The API explorer's code block components (request samples), which import prism-react-renderer too. */
const API_CODE_BLOCK = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiExplorer[\\/]ApiCodeBlock([\\/]|$)/;
/** The folder of the theme component that renders a code block's lines with prism-react-renderer. */
const THEME_CODE_BLOCK_CONTENT = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Content$/;

/**
 * Takes the syntax highlighter out of the script that every page evaluates first, and makes it smaller.
 * The theme's `prism-include-languages` client module imports prism-react-renderer, which sets up its
 * bundled Prism with forty grammars as it loads; with the site's extra languages that was over half of the
 * main script's start-up work, on every page, with code or without.
 *
 * Two imports are swapped (nothing is ejected; the theme's code block components stay as they are):
 * - the client module becomes ./client.ts, which only starts loading the highlighter on pages with code;
 * - `prism-react-renderer`, as the theme's `CodeBlock/Content` and the API explorer's code blocks import it,
 *   becomes ./Highlight.tsx: the same `Highlight` interface on a Prism with only the grammars the site uses
 *   (src/theme/prism/prism.ts; the explorer adds its code-sample languages when it loads).
 * The highlighter then travels with the code block components, in the chunks of pages that can show code,
 * and the HTML of every page is the same as with the library.
 *
 * Depends on @docusaurus/theme-classic's `prism-include-languages.js` and `theme/CodeBlock/Content`, and the
 * API theme's `ApiExplorer/ApiCodeBlock/Content/String.js`, which import prism-react-renderer.
 * The upgrade guard, tests/unit/plugins/startup-upgrade.test.ts, fails when one of them changes.
 */
export default function lazyPrism(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, path.join(__dirname, 'client.ts')),
          swapImport(
            currentBundler,
            /^prism-react-renderer$/,
            [THEME_CODE_BLOCK_CONTENT, API_CODE_BLOCK],
            path.join(__dirname, 'Highlight.tsx'),
          ),
        ],
      };
    },
  };
}
