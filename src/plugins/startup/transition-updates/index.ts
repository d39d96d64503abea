import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus's module behind `useIsBrowser()`: a context set to `true` in an effect after hydration. */
export const BROWSER_CONTEXT_MODULE = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext(\.js)?$/;
/** The theme's `useWindowSize()`: `'ssr'` until an effect after hydration reads the window's width. */
export const WINDOW_SIZE_MODULE = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/;

/**
 * Makes the two biggest updates that follow hydration transitions, which React renders in slices of a few
 * milliseconds, yielding to the browser between them, instead of in one task.
 *
 * Right after a page hydrates, effects in Docusaurus and its theme change state that much of the page reads:
 * - `useIsBrowser()` turns `true`, and every component that reads it renders again;
 * - `useWindowSize()` turns from `'ssr'` to `'mobile'` or `'desktop'`, and the docs layout, the table of
 *   contents and the navbar's mobile menu render for it; on a phone the docs sidebar, rendered into the HTML
 *   for wide screens, is removed.
 * An update set in an effect gets React's default priority, which it renders without yielding: one long task
 * on a long page, after hydration had itself been sliced (Docusaurus hydrates inside a transition). Set inside `startTransition`, the same updates are
 * rendered in slices; what the reader sees is the same, a few frames later at most.
 *
 * Both modules are replaced whole (./browserContext.tsx, ./useWindowSize.ts: the same exports, one change
 * each), because the change is inside their effects. `tests/unit/plugins/transition-updates.test.ts` fails when
 * an upgrade changes the originals, so that the copies follow them.
 *
 * Depends on @docusaurus/core's `client/browserContext.js` and theme-common's `hooks/useWindowSize.js` (both copied).
 * The upgrade guard, tests/unit/plugins/startup-upgrade.test.ts, fails when one of them changes.
 */
export default function transitionUpdates(): Plugin {
  return {
    name: 'transition-updates',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(BROWSER_CONTEXT_MODULE, path.join(__dirname, 'browserContext.tsx')),
          new NormalModuleReplacementPlugin(WINDOW_SIZE_MODULE, path.join(__dirname, 'useWindowSize.ts')),
        ],
      };
    },
  };
}
