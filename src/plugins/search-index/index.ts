import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {buildSearchIndex, packSearchIndex, type ExtractedPage} from '../../lib/search/build-index';
import {extractLandingPage, extractRecordsFromHtml} from '../../lib/search/extract-html';
import {downloadPages, LANDING_PAGES} from '../../lib/search/site-pages';
import {SEARCH_INDEX_FILE} from '../../lib/search/mode';
import {DevSearchIndex} from './dev-index';
import {searchablePagesOf, type SearchablePage} from './pages';
import {EmitFilesPlugin} from '../shared/emit-files';
import {readBuiltPage} from '../shared/built-page';

/**
 * Builds the search index that answers the DocSearch modal and `/search` when no Algolia
 * credentials are configured (see src/lib/search/mode.ts).
 *
 * - `docusaurus build`: postBuild reads every doc page and blog post from the built HTML (what
 *   readers see, partials and components included) and writes `/search-index.json`.
 * - `docusaurus start`: there is no HTML, so the index is read from the Markdown sources and served
 *   from memory as an emitted asset at the same URL, refreshed on every rebuild.
 *
 * The index is written in both search modes and the bundler configuration never depends on the
 * mode: the browser decides at run time whether to use it.
 */

const PLUGIN_NAME = 'geysermc-search-index';
/** The issue asks for "a few hundred KB compressed at most"; warn well before that. */
const GZIP_WARNING_BYTES = 300 * 1024;

export default function searchIndexPlugin(context: LoadContext): Plugin {
  let pages: SearchablePage[] = [];
  const devIndex = new DevSearchIndex(context.siteDir);

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent}) {
      pages = searchablePagesOf(allContent, context);
      devIndex.setPages(pages);
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') {
        return {};
      }
      // The bundler's plugin type is not exported in a form both webpack and Rspack accept.
      return {
        plugins: [
          new EmitFilesPlugin(PLUGIN_NAME, () => ({
            [SEARCH_INDEX_FILE]: JSON.stringify(packSearchIndex(devIndex.build())),
          })) as unknown as NonNullable<typeof config.plugins>[number],
        ],
      };
    },

    async postBuild({outDir, baseUrl}) {
      const started = Date.now();
      const extracted: ExtractedPage[] = [];
      const missing: string[] = [];
      for (const page of pages) {
        const html = await readBuiltPage(outDir, page.url, baseUrl);
        if (html === null) {
          missing.push(page.url);
          continue;
        }
        extracted.push({info: page, records: extractRecordsFromHtml(html, page)});
      }
      for (const page of LANDING_PAGES) {
        const html = await readBuiltPage(outDir, page.url, baseUrl);
        if (html === null) {
          missing.push(page.url);
          continue;
        }
        extracted.push(extractLandingPage(html, {...page, url: withBaseUrl(baseUrl, page.url)}));
      }
      extracted.push(...downloadPages(context.i18n.currentLocale).map((page) => withBase(baseUrl, page)));
      const json = JSON.stringify(packSearchIndex(buildSearchIndex(extracted)));
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), json, 'utf8');

      const gzipBytes = zlib.gzipSync(json, {level: 9}).length;
      const records = extracted.reduce((sum, page) => sum + page.records.length, 0);
      console.log(
        `[search-index] ${extracted.length} pages, ${records} records: ${kb(json.length)} (${kb(gzipBytes)} gzip) in ${
          Date.now() - started
        } ms`,
      );
      if (missing.length > 0) {
        console.warn(`[search-index] No built HTML for ${missing.length} pages: ${missing.join(', ')}`);
      }
      if (gzipBytes > GZIP_WARNING_BYTES) {
        console.warn(`[search-index] The index is ${kb(gzipBytes)} gzip, over the ${kb(GZIP_WARNING_BYTES)} budget.`);
      }
    },
  };
}

/** Site pages are listed from the site root; a site under a sub-path links below it. */
function withBaseUrl(baseUrl: string, url: string): string {
  return `${baseUrl.replace(/\/$/, '')}${url}`;
}

function withBase(baseUrl: string, page: ExtractedPage): ExtractedPage {
  const fix = (url: string) => withBaseUrl(baseUrl, url);
  return {
    info: {...page.info, url: fix(page.info.url)},
    records: page.records.map((record) => ({
      ...record,
      url: fix(record.url),
      url_without_anchor: fix(record.url_without_anchor),
    })),
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
