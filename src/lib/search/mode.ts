/**
 * Which search answers the DocSearch UI. `docusaurus.config.ts` sets `themeConfig.algolia` from the
 * `ALGOLIA_*` environment variables, or to these placeholders when they are unset; everything else
 * decides at run time from `algolia.appId`, so the bundler configuration is the same in both modes
 * (Rspack's persistent cache does not notice configuration driven by environment variables).
 */
export const LOCAL_SEARCH_APP_ID = 'local';

/** Where the build writes the index, relative to the site's base URL. */
export const SEARCH_INDEX_FILE = 'search-index.json';

export function isLocalSearch(algolia: {appId?: string} | undefined): boolean {
  return !algolia?.appId || algolia.appId === LOCAL_SEARCH_APP_ID;
}
