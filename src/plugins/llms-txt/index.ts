import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  LLMS_FULL_FILE,
  llmsFullTxt,
  llmsTxt,
  markdownDocument,
  markdownPath,
  type LlmsPage,
} from '../../lib/llms-txt/llms';
import {searchablePagesOf} from '../search-index/pages';
import {readHead} from '../social-cards';
import {cardTitle} from '../../lib/social-cards/paths';
import {readBuiltPage} from '../shared/built-page';
import {htmlToMarkdown} from './to-markdown';

/**
 * Writes `/llms.txt`, a Markdown copy of every page (`/wiki/geyser/setup/` → `/wiki/geyser/setup.md`) and
 * `/llms-full.txt` with all the copies in one file, so tools and assistants can read the docs without
 * scraping HTML. Doc pages link their copy (src/components/wiki/PageTools).
 * The page list is the search index's (every doc of both docs instances and every blog post, from
 * the same loaded content) plus the site's own pages; the Markdown comes from the built HTML, so
 * partials, data tables and generated API pages are included as readers see them.
 */

const PLUGIN_NAME = 'geysermc-llms-txt';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const SECTION_ORDER = ['Wiki', 'Geyser', 'Floodgate', 'Other', 'REST APIs', 'Blog', 'Site pages'];

interface RoutePage {
  permalink: string;
  type: string;
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let pages: LlmsPage[] = [];
  let sitePages: string[] = [];

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent}) {
      pages = searchablePagesOf(allContent, context).map((page) => ({
        url: page.url,
        title: page.title,
        description: page.description ?? '',
        section: page.lvl0,
      }));
      const pagesContent = (allContent[PAGES_PLUGIN] ?? {}) as Record<string, RoutePage[] | undefined>;
      sitePages = Object.values(pagesContent)
        .flatMap((routes) => routes ?? [])
        .map((route) => route.permalink)
        .filter((permalink) => !/\/(search|404)\/?$/.test(permalink))
        .sort();
    },

    async postBuild({outDir, siteConfig}) {
      const started = Date.now();
      const listed: LlmsPage[] = [];
      const documents = new Map<string, string>();
      const all: LlmsPage[] = [
        ...pages,
        ...sitePages.map((url) => ({url, title: '', description: '', section: 'Site pages'})),
      ];
      for (const page of all) {
        const html = await readBuiltPage(outDir, page.url);
        if (html === null) {
          continue;
        }
        const head = readHead(html);
        const complete: LlmsPage = {
          ...page,
          title: page.title || cardTitle(head.title, siteConfig.title),
          description: page.description || head.description,
        };
        const target = path.join(outDir, markdownPath(page.url));
        await fs.mkdir(path.dirname(target), {recursive: true});
        const document = markdownDocument(complete, htmlToMarkdown(html), siteConfig.url);
        await fs.writeFile(target, document, 'utf8');
        documents.set(page.url, document);
        listed.push(complete);
      }
      const site = {title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url};
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, listed, SECTION_ORDER), 'utf8');
      await fs.writeFile(
        path.join(outDir, LLMS_FULL_FILE),
        llmsFullTxt(site, listed, documents, SECTION_ORDER),
        'utf8',
      );
      console.log(
        `[llms-txt] ${listed.length} pages as Markdown, /llms.txt and /${LLMS_FULL_FILE} in ${Date.now() - started} ms`,
      );
    },
  };
}
