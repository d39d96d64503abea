import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its
 * functions compiled while it downloads, on a background thread, instead of each function on the main thread
 * the first time it is called. Other browsers read an ordinary comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the top of the two scripts every page starts with (the bundler's runtime and
 * `main`, the entry chunks). Almost all of their code runs before the page is interactive: React DOM, the
 * router, the theme's layout and the site's client modules. Without the hint, V8 compiled those functions one
 * by one on the main thread as they were first called, inside the task that evaluates `main`, the longest task
 * of every page (what it earns is in docs/design/startup.md). Route chunks are
 * left alone: much of their code runs only when a reader opens or uses something, and eager compilation of code
 * that never runs costs time and memory.
 *
 * The banner is added after minification (which would strip comments) and before file names are hashed, so a
 * file's name still changes with its contents.
 *
 * Depends on @docusaurus/core's `webpack/client.js`: the client bundle's entry chunks are `runtime~main` and `main`.
 * The upgrade guard, tests/unit/plugins/startup-upgrade.test.ts, fails when one of them changes.
 */
export default function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        return {};
      }
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
