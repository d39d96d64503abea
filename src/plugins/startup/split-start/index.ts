import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus's client entry, which ./entry.ts runs last. */
export const DOCUSAURUS_CLIENT_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

/** The entry the client bundle gets instead. */
export const SPLIT_ENTRY = path.join(__dirname, 'entry.ts');

/**
 * Starts the site in several tasks instead of one.
 *
 * Running `main` (React DOM, the site's client modules, the route table, the theme's layout and Docusaurus's
 * entry) was one task, the longest of the start-up: a task counts for Lighthouse's total blocking time with
 * what it lasts beyond 50 ms. ./entry.ts runs the same modules in the
 * same order in five steps, each in a task of its own after the one that evaluates the script, and the last step
 * is Docusaurus's entry, which hydrates the page as before. Nothing is loaded differently: the modules stay in
 * `main`. What it earns is in docs/design/startup.md.
 *
 * The client bundle's entry must be Docusaurus's: if an upgrade changes it, the build fails here instead of
 * starting the site without the framework's own entry.
 *
 * Depends on @docusaurus/core's `client/clientEntry.js` and `client/App.js`, whose imports ./entry.ts runs in steps.
 * The upgrade guard, tests/unit/plugins/startup-upgrade.test.ts, fails when one of them changes.
 */
export default function splitStart(): Plugin {
  return {
    name: 'split-start',
    configureWebpack(config, isServer) {
      if (isServer) {
        return {};
      }
      if (config.entry !== DOCUSAURUS_CLIENT_ENTRY) {
        throw new Error(
          `split-start: the client entry is ${JSON.stringify(config.entry)}, not Docusaurus's ${DOCUSAURUS_CLIENT_ENTRY}; see src/plugins/startup/split-start/index.ts`,
        );
      }
      config.entry = SPLIT_ENTRY;
      return {};
    },
  };
}
