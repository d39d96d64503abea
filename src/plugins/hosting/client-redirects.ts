import fs from 'node:fs';
import path from 'node:path';

import {legacyRedirects, type Redirect} from '../../data/redirects';

/** Source files that can produce a route, relative to the site directory. */
export function routeSourceCandidates(route: string): string[] {
  // Hash and query do not change which file produces the page.
  const clean = route.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  const candidates: string[] = [];
  const pageExtensions = ['tsx', 'jsx', 'ts', 'js', 'mdx', 'md'];
  if (clean === 'wiki' || clean.startsWith('wiki/')) {
    const doc = clean.slice('wiki'.length).replace(/^\//, '');
    for (const ext of ['mdx', 'md']) {
      candidates.push(doc ? `wiki/${doc}.${ext}` : `wiki/index.${ext}`, `wiki/${doc ? `${doc}/` : ''}index.${ext}`);
    }
    return candidates;
  }
  for (const ext of pageExtensions) {
    candidates.push(
      clean ? `src/pages/${clean}.${ext}` : `src/pages/index.${ext}`,
      `src/pages/${clean ? `${clean}/` : ''}index.${ext}`,
    );
  }
  return candidates;
}

/** True when a post in `blog/` declares the slug of a `/blog/<slug>/` route in its front matter. */
export function blogPostExists(route: string, siteDir: string): boolean {
  const slug = /^\/blog\/([a-z0-9-]+)\/?$/.exec(route.replace(/[?#].*$/, ''))?.[1];
  const blogDir = path.join(siteDir, 'blog');
  if (!slug || !fs.existsSync(blogDir)) return false;
  const declaration = new RegExp(`^slug:\\s*['"]?${slug}['"]?\\s*$`, 'm');
  return fs
    .readdirSync(blogDir)
    .filter((file) => /\.mdx?$/.test(file))
    .some((file) => declaration.test(fs.readFileSync(path.join(blogDir, file), 'utf8').split(/^---$/m)[1] ?? ''));
}

/** True when some source file in the site produces the route. */
export function routeExists(route: string, siteDir: string = path.resolve(__dirname, '../../..')): boolean {
  return (
    routeSourceCandidates(route).some((candidate) => fs.existsSync(path.join(siteDir, candidate))) ||
    blogPostExists(route, siteDir)
  );
}

/**
 * The redirects handed to `@docusaurus/plugin-client-redirects` in a build for a host without server
 * redirects (`SITE_HOST=github-pages`). That plugin fails the build on a redirect to a missing page,
 * so a redirect joins the build once its target page exists (pages land one at a time); the server
 * rules in `build/_redirects` follow the same rule.
 */
export const redirects: Redirect[] = legacyRedirects
  .filter((redirect) => routeExists(redirect.to))
  .map(({from, to}) => ({from: Array.isArray(from) ? [...from] : from, to}));
