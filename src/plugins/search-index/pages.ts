import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {AllContent, LoadContext} from '@docusaurus/types';

import type {PageInfo} from '../../lib/search/types';

/** A page to index, with the source file the dev server reads it from. */
export interface SearchablePage extends PageInfo {
  title: string;
  /** Absolute path of the Markdown/MDX source. */
  sourcePath: string;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** Results from pages outside every sidebar (the wiki home) are grouped under this name. */
const FALLBACK_SECTION = 'Wiki';
const BLOG_SECTION = 'Blog';

/**
 * Lists the pages search covers: every published doc (both docs instances) and every blog post.
 * List pages (blog pages, tag pages, author pages) and unlisted pages are left out.
 */
export function collectSearchablePages(
  allContent: AllContent,
  {siteDir, locale, trailingSlash}: {siteDir: string; locale: string; trailingSlash?: boolean},
): SearchablePage[] {
  const pages: SearchablePage[] = [];
  // Some plugins report permalinks without the slash the router adds; link to the final URL.
  const finalUrl = (permalink: string): string => {
    if (trailingSlash === true && !permalink.endsWith('/')) {
      return `${permalink}/`;
    }
    if (trailingSlash === false && permalink.length > 1 && permalink.endsWith('/')) {
      return permalink.slice(0, -1);
    }
    return permalink;
  };
  const resolveSource = (source: string): string =>
    source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;

  const docsInstances = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, DocsContent | undefined>;
  for (const [pluginId, content] of Object.entries(docsInstances)) {
    for (const version of content?.loadedVersions ?? []) {
      const titles = new Map(version.docs.map((doc) => [doc.id, doc.title]));
      const categories = new Map<string, string[]>();
      for (const sidebar of Object.values(version.sidebars)) {
        collectCategories(sidebar as readonly SidebarEntry[], [], categories);
      }
      for (const doc of version.docs) {
        if (doc.unlisted) {
          continue;
        }
        pages.push({
          url: finalUrl(doc.permalink),
          title: doc.title,
          description: doc.description,
          keywords: keywordsOf(doc),
          categories: categories.get(doc.id) ?? [],
          lvl0: sectionLabel(doc.sidebar ? version.sidebars[doc.sidebar] : undefined, titles),
          kind: pluginId === 'api' ? 'api' : 'doc',
          language: locale,
          docusaurus_tag: `docs-${pluginId}-${version.versionName}`,
          sourcePath: resolveSource(doc.source),
        });
      }
    }
  }

  const blogInstances = (allContent[BLOG_PLUGIN] ?? {}) as Record<string, BlogContent | undefined>;
  for (const content of Object.values(blogInstances)) {
    for (const post of content?.blogPosts ?? []) {
      if (post.metadata.unlisted) {
        continue;
      }
      pages.push({
        url: finalUrl(post.metadata.permalink),
        title: post.metadata.title,
        description: post.metadata.description,
        keywords: keywordsOf(post.metadata),
        lvl0: BLOG_SECTION,
        kind: 'blog',
        language: locale,
        docusaurus_tag: 'default',
        sourcePath: resolveSource(post.metadata.source),
      });
    }
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

/** `keywords` front matter: a list of strings (Docusaurus also writes them to `<meta name="keywords">`). */
function keywordsOf(source: {frontMatter?: {keywords?: unknown}}): string[] {
  const value = source.frontMatter?.keywords;
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    : [];
}

type SidebarEntry = {
  type: string;
  id?: string;
  label?: string;
  items?: readonly SidebarEntry[];
  link?: {type: string; id?: string};
};

/**
 * Records, for each doc in a sidebar, the labels of the categories it sits in, outermost first. A
 * category's own page (its link) sits under the categories around that category, not under itself.
 */
function collectCategories(items: readonly SidebarEntry[], above: string[], into: Map<string, string[]>): void {
  for (const item of items) {
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id && !into.has(item.link.id)) {
        into.set(item.link.id, above);
      }
      collectCategories(item.items ?? [], item.label ? [...above, item.label] : above, into);
    } else if ((item.type === 'doc' || item.type === 'ref') && item.id && !into.has(item.id)) {
      into.set(item.id, above);
    }
  }
}

/**
 * The wiki section a doc belongs to, named like its sidebar's first entry: each section's sidebar
 * starts with the section home ("Geyser", "Floodgate", "REST APIs"…).
 */
function sectionLabel(sidebar: readonly SidebarEntry[] | undefined, titles: Map<string, string>): string {
  const first = sidebar?.[0];
  if (!first) {
    return FALLBACK_SECTION;
  }
  if ((first.type === 'doc' || first.type === 'ref') && first.id) {
    return first.label ?? titles.get(first.id) ?? FALLBACK_SECTION;
  }
  return first.label ?? FALLBACK_SECTION;
}

/** `collectSearchablePages` with the site's own settings, as the plugins that list pages call it. */
export function searchablePagesOf(allContent: AllContent, context: LoadContext): SearchablePage[] {
  return collectSearchablePages(allContent, {
    siteDir: context.siteDir,
    locale: context.i18n.currentLocale,
    trailingSlash: context.siteConfig.trailingSlash,
  });
}
