/**
 * Paths a reader may have meant when a URL ends in `.html`: `/a/b.html` and `/a/b/index.html` both
 * name the page `/a/b/`. Returns candidates in order of preference, or none for other URLs.
 */
export function htmlPathCandidates(pathname: string): string[] {
  if (pathname.endsWith('/index.html')) {
    const dir = pathname.slice(0, -'index.html'.length);
    return [dir];
  }
  if (pathname.endsWith('.html')) {
    const page = pathname.slice(0, -'.html'.length);
    if (page === '' || page.endsWith('/')) {
      return [];
    }
    return [`${page}/`, page];
  }
  return [];
}
