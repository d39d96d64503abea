import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The built HTML of a route, for the plugins that read pages after the build (search index, llms.txt,
 * social cards). `/a/b/` is `a/b/index.html`; a route without a trailing slash may also be `a/b.html`;
 * a route ending in `.html` is that file. `baseUrl` is cut from the front. Null when no file exists.
 */
export async function readBuiltPage(outDir: string, route: string, baseUrl = '/'): Promise<string | null> {
  const relative = decodeURIComponent(
    route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, ''),
  );
  const candidates = relative.endsWith('.html')
    ? [path.join(outDir, relative)]
    : relative.endsWith('/') || relative === ''
      ? [path.join(outDir, relative, 'index.html')]
      : [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative}.html`)];
  for (const candidate of candidates) {
    try {
      return await fs.readFile(candidate, 'utf8');
    } catch {
      // try the next layout
    }
  }
  return null;
}
