import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {SEARCH_CONTEXT_FILE, type SearchContext} from '../../lib/search-api/handler';

/**
 * Writes `/search-context.json`: what the `/search` page filters by (the site's language and the newest
 * version of each docs instance), which it reads from the docs plugins' data in the browser. The search API
 * (functions/api/search.ts) runs in Cloudflare's runtime without that data and reads this file instead, so
 * both search the same pages. Archived wiki versions stay out of both.
 */
export default function searchApiPlugin(context: LoadContext): Plugin {
  let docsTags: string[] = [];
  return {
    name: 'geysermc-search-api',
    async allContentLoaded({allContent}) {
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
      docsTags = Object.entries(instances).map(
        ([pluginId, content]) => `docs-${pluginId}-${content?.loadedVersions[0]?.versionName ?? 'current'}`,
      );
    },
    async postBuild({outDir}) {
      const searchContext: SearchContext = {language: context.i18n.currentLocale, docsTags};
      await fs.writeFile(path.join(outDir, SEARCH_CONTEXT_FILE), `${JSON.stringify(searchContext)}\n`, 'utf8');
    },
  };
}
