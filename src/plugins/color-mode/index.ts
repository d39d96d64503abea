import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The site follows the reader's system colour scheme when they have not chosen one
 * (`colorMode.respectPrefersColorScheme` in docusaurus.config.ts), with one difference from Docusaurus: a
 * system that states no preference gets the site's default, dark, where Docusaurus would pick light (it asks
 * "does the system prefer dark?"; this site asks "does it prefer light?").
 *
 * Two places make that decision, and both are adjusted here:
 * - before the first paint, the theme's inline script: `SYSTEM_WITHOUT_LIGHT_IS_DARK` runs right after it
 *   (both are `preBodyTags`, and the site's plugins come after the theme), so the first frame already has the
 *   final colours;
 * - after hydration, the theme's colour mode context (choosing "system" in the toggle, a change of the
 *   system setting, another tab going back to "system"): `system-loader.cjs` rewrites its system check.
 * The Content-Security-Policy allows the inline script by its hash, collected from the built HTML
 * (src/plugins/hosting/).
 */

/** `data-theme-choice="system"` is what the theme's script sets when no choice is stored or in the URL. */
export const SYSTEM_WITHOUT_LIGHT_IS_DARK =
  "(function(){var d=document.documentElement;if(d.getAttribute('data-theme-choice')==='system'&&!window.matchMedia('(prefers-color-scheme: light)').matches){d.setAttribute('data-theme','dark');}})();";

export default function colorModePlugin(): Plugin {
  return {
    name: 'geysermc-color-mode',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: SYSTEM_WITHOUT_LIGHT_IS_DARK}]};
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]colorMode\.js$/,
              use: [{loader: path.join(__dirname, 'system-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
