import fs from 'node:fs';
import path from 'node:path';

import {allAxeViolations, colorAxeViolations} from './a11y';
import {expect, setColorMode, test, waitForHydration} from './fixtures';

/**
 * Walks every page of the built sitemap, so pages added later are covered without new test code: status,
 * one h1, a description, axe in both colour modes, no failed requests and no console errors.
 *
 * Axe takes most of the time, and most of each page is the frame it shares with the other pages of its
 * layout: the navbar, the footer and, on the wiki and the blog, the sidebar. So the first page of each layout
 * (`layoutOf`) is checked whole, page-level rules included, and the others only inside their `<main>`, the part
 * that is theirs. A sidebar entry differs between pages only in which one is current, which the first page
 * shows too.
 */
const sitemapPath = path.join(__dirname, '..', '..', 'build', 'sitemap.xml');
const sitemap = fs.readFileSync(sitemapPath, 'utf8');
const pagePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

test("the sitemap lists the site's pages", () => {
  expect(pagePaths.length).toBeGreaterThan(5);
  expect(pagePaths).toContain('/');
  expect(pagePaths).toContain('/wiki/');
});

/** The pages that share one frame: each wiki section, the blog's posts; every other page is its own. */
function layoutOf(pagePath: string): string {
  const wikiSection = /^\/wiki\/[^/]+\//.exec(pagePath);
  if (wikiSection) return wikiSection[0];
  if (/^\/blog\/[^/]+\/$/.test(pagePath)) return 'blog post';
  return pagePath;
}
const checkedWhole = new Set(
  pagePaths.filter(
    (pagePath, index) => pagePaths.findIndex((other) => layoutOf(other) === layoutOf(pagePath)) === index,
  ),
);

test('every layout is checked whole on one of its pages', () => {
  expect(checkedWhole.size).toBeGreaterThanOrEqual(8);
  expect(
    pagePaths
      .filter((pagePath) => !checkedWhole.has(pagePath))
      .every((pagePath) => pagePath.startsWith('/wiki/') || pagePath.startsWith('/blog/')),
  ).toBe(true);
});

for (const pagePath of pagePaths) {
  test(`page ${pagePath} is healthy`, async ({page, baseURL}) => {
    // The API explorer pages are heavy for axe; give every page room on a busy 2-core machine.
    test.setTimeout(90_000);
    const consoleErrors: string[] = [];
    const failedRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(baseURL ?? '')) failedRequests.push(request.url());
    });
    page.on('response', (response) => {
      if (response.url().startsWith(baseURL ?? '') && response.status() >= 400) {
        failedRequests.push(`${response.status()} ${response.url()}`);
      }
    });

    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    await expect(page.locator('h1')).toHaveCount(1);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.trim().length ?? 0).toBeGreaterThan(20);
    // Dark is the default: every rule at every impact there, then the colour rules in light mode.
    const within = checkedWhole.has(pagePath) ? undefined : 'main';
    expect(await allAxeViolations(page, within)).toEqual([]);
    await setColorMode(page, 'light');
    expect(await colorAxeViolations(page, within)).toEqual([]);
    expect(failedRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
