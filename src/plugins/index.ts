import type {PluginConfig} from '@docusaurus/types';

import colorMode from './color-mode';
import compileHints from './compile-hints';
import hosting from './hosting';
import idlePrefetch from './idle-prefetch';
import isolateApiDocs from './isolate-api-docs';
import lazyCodeButtons from './lazy-code-buttons';
import lazyPrism from './lazy-prism';
import llmsTxt from './llms-txt';
import noRemount from './no-remount';
import paintFirst from './paint-first/plugin';
import plainDates from './plain-dates';
import robotsTxt from './robots-txt';
import searchApi from './search-api';
import searchIndex from './search-index';
import siteData from './site-data';
import socialCards from './social-cards';
import splitStart from './split-start';
import transitionUpdates from './transition-updates';

/**
 * The site's own build-time plugins. Each feature registers its plugin here with one line, so
 * `docusaurus.config.ts` stays the single place that assembles the site.
 */
export const localPlugins: PluginConfig[] = [
  isolateApiDocs,
  colorMode,
  siteData,
  searchIndex,
  searchApi,
  './src/plugins/monaco/index.ts',
  socialCards,
  llmsTxt,
  robotsTxt,
  idlePrefetch,
  lazyPrism,
  lazyCodeButtons,
  plainDates,
  noRemount,
  transitionUpdates,
  compileHints,
  splitStart,
  paintFirst,
  hosting,
];
