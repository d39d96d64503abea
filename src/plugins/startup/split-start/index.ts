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
 * entry) was one task of 107–123 ms in a 4× CPU trace of a wiki page, the longest of the start-up: a task counts
 * for Lighthouse's total blocking time with what it lasts beyond 50 ms. ./entry.ts runs the same modules in the
 * same order in five steps, each in a task of its own after the one that evaluates the script, and the last step
 * is Docusaurus's entry, which hydrates the page as before. Nothing is loaded differently: the modules stay in
 * `main`. Measurements are in docs/performance.md ("Start-up in steps").
 *
 * The client bundle's entry must be Docusaurus's: if an upgrade changes it, the build fails here instead of
 * starting the site without the framework's own entry.
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
          `split-start: the client entry is ${JSON.stringify(config.entry)}, not Docusaurus's ${DOCUSAURUS_CLIENT_ENTRY}; see src/plugins/split-start/index.ts`,
        );
      }
      config.entry = SPLIT_ENTRY;
      return {};
    },
  };
}
