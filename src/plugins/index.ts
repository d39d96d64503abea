import type {PluginConfig} from '@docusaurus/types';

import colorMode from './color-mode';
import hosting from './hosting';
import idlePrefetch from './startup/idle-prefetch';
import isolateApiDocs from './isolate-api-docs';
import lazyPrism from './startup/lazy-prism';
import llmsTxt from './llms-txt';
import noRemount from './startup/no-remount';
import paintFirst from './startup/paint-first/plugin';
import robotsTxt from './robots-txt';
import searchApi from './search-api';
import searchIndex from './search-index';
import siteData from './site-data';
import socialCards from './social-cards';
import splitStart from './startup/split-start';
import transitionUpdates from './startup/transition-updates';

/**
 * The plugins that only make pages start faster: the site works the same without any of them.
 * `STARTUP_OFF=name,name npm run build` leaves the named ones out, so that `npm run bench:startup`
 * can measure what each one earns.
 */
export const STARTUP_PLUGINS = [
  'idle-prefetch',
  'lazy-prism',
  'no-remount',
  'transition-updates',
  'split-start',
  'paint-first',
] as const;

export type StartupPlugin = (typeof STARTUP_PLUGINS)[number];

/** The start-up plugins named in `STARTUP_OFF`; an unknown name fails the build rather than measuring nothing. */
export function startupPluginsOff(value = process.env.STARTUP_OFF ?? ''): ReadonlySet<StartupPlugin> {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(STARTUP_PLUGINS as readonly string[]).includes(name)) {
      throw new Error(`STARTUP_OFF names "${name}", which is not one of ${STARTUP_PLUGINS.join(', ')}`);
    }
  }
  return new Set(names as StartupPlugin[]);
}

const off = startupPluginsOff();
const startup = (name: StartupPlugin, plugin: PluginConfig): PluginConfig[] => (off.has(name) ? [] : [plugin]);

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
  ...startup('idle-prefetch', idlePrefetch),
  ...startup('lazy-prism', lazyPrism),
  ...startup('no-remount', noRemount),
  ...startup('transition-updates', transitionUpdates),
  ...startup('split-start', splitStart),
  ...startup('paint-first', paintFirst),
  hosting,
];
