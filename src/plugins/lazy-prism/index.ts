import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's client module that sets up Prism and the extra languages on every page at start-up. */
const THEME_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
/** The folder of the theme component that renders a code block's lines with prism-react-renderer. */
const THEME_CODE_BLOCK_CONTENT = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Content$/;

/**
 * Takes the syntax highlighter out of the script that every page evaluates first. The theme's
 * `prism-include-languages` client module imports prism-react-renderer, which sets up its bundled Prism
 * with forty grammars; with the site's extra languages that was over half of the main script's start-up
 * work (a CPU profile of /wiki/geyser/setup/ at Lighthouse's 4× slowdown: 190 of 330 ms), on every page,
 * with code or without.
 *
 * Two imports are swapped (nothing is ejected; the theme's code block components stay as they are):
 * - the client module becomes ./client.ts;
 * - `prism-react-renderer`, as the theme's `CodeBlock/Content` imports it, becomes ./highlighter.ts: the
 *   same `Highlight`, with the extra languages added.
 * The highlighter then travels with the code block components, in the chunks of the pages that can show
 * code; the HTML and the browser render code blocks exactly as before.
 */
export default function lazyPrism(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, path.join(__dirname, 'client.ts')),
          new NormalModuleReplacementPlugin(
            /^prism-react-renderer$/,
            (resource: {context?: string; request?: string}) => {
              if (resource.context && THEME_CODE_BLOCK_CONTENT.test(resource.context)) {
                resource.request = path.join(__dirname, 'highlighter.ts');
              }
            },
          ),
        ],
      };
    },
  };
}
