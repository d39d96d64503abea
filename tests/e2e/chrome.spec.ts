import AxeBuilder from '@axe-core/playwright';
import {XMLParser} from 'fast-xml-parser';
import {DomUtils, parseDocument} from 'htmlparser2';

import {latestBedrock, latestJava, oldestBedrock} from '../../src/data/versions';
import {pageTypes} from '../../scripts/lighthouse/pages.mjs';
import {expect, test, waitForHydration} from './fixtures';

/** The label docusaurus.config.ts gives the current docs version. */
const versionLabel = `Java ${latestJava} · Bedrock ${oldestBedrock.name}–${latestBedrock.name}`;

test.describe('docs versions', () => {
  test('the navbar has a version dropdown and each wiki page shows its version, at unversioned URLs', async ({
    page,
  }) => {
    await page.goto('/wiki/geyser/setup/');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${versionLabel}`);

    const dropdown = page.locator('.navbar__items--right .dropdown', {hasText: versionLabel});
    await expect(dropdown).toBeVisible();
    await dropdown.hover();
    const current = dropdown.getByRole('link', {name: versionLabel, exact: true});
    await expect(current).toBeVisible();
    // Switching version keeps the reader on the same page; the current version has no URL prefix.
    await expect(current).toHaveAttribute('href', '/wiki/geyser/setup/');
    await expect(dropdown.getByRole('link', {name: 'Supported Minecraft versions'})).toHaveAttribute(
      'href',
      '/wiki/geyser/supported-versions/',
    );

    await page.goto('/wiki/floodgate/');
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${versionLabel}`);
  });
});

/** The og:image of a page as served (what Discord, Reddit and GitHub read), as a local URL. */
async function socialMeta(request: import('@playwright/test').APIRequestContext, pathname: string) {
  const document = parseDocument(await (await request.get(pathname)).text());
  const meta = (attribute: string, name: string): string | null =>
    DomUtils.findOne(
      (element) => element.name === 'meta' && element.attribs[attribute] === name,
      document.children,
      true,
    )?.attribs.content ?? null;
  return {
    ogImage: meta('property', 'og:image'),
    twitterImage: meta('name', 'twitter:image'),
    ogDescription: meta('property', 'og:description'),
    description: meta('name', 'description'),
  };
}

function pngSize(buffer: Buffer): {width: number; height: number} {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(buffer.subarray(0, 8).equals(signature), 'PNG signature').toBe(true);
  expect(buffer.subarray(12, 16).toString('ascii'), 'first chunk').toBe('IHDR');
  return {width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20)};
}

test.describe('link previews', () => {
  const pages = [
    '/',
    '/wiki/geyser/setup/',
    '/wiki/floodgate/setup/',
    '/wiki/api/api.geysermc.org/global-api/',
    '/download/',
    '/blog/',
    '/blog/raknet-amplification-attack/',
  ];

  test('every page has its own og:image, a small valid PNG, and its own og:description', async ({request}) => {
    const images = new Set<string>();
    for (const pathname of pages) {
      const meta = await socialMeta(request, pathname);
      expect(meta.ogImage, pathname).toMatch(/^https:\/\/geysermc\.org\/img\/social\/.+\.png$/);
      expect(meta.twitterImage, pathname).toBe(meta.ogImage);
      expect(meta.ogDescription, pathname).toBeTruthy();
      expect(meta.ogDescription, pathname).toBe(meta.description);
      images.add(meta.ogImage!);

      const response = await request.get(new URL(meta.ogImage!).pathname);
      expect(response.status(), meta.ogImage!).toBe(200);
      const body = await response.body();
      expect(body.length, `${meta.ogImage} size`).toBeLessThan(100 * 1024);
      expect(pngSize(body)).toEqual({width: 1200, height: 630});
    }
    expect(images.size).toBe(pages.length);
  });

  test('the image stays the page’s own after client-side navigation', async ({page}) => {
    await page.goto('/wiki/geyser/setup/');
    await waitForHydration(page);
    await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://geysermc.org/img/social/blog.png',
    );
  });
});

test.describe('llms.txt', () => {
  test('lists every page of the sitemap with a Markdown copy that exists', async ({request}) => {
    const llms = await (await request.get('/llms.txt')).text();
    expect(llms.startsWith('# GeyserMC\n')).toBe(true);
    const listed = [...llms.matchAll(/^- \[[^\]]*\]\((https:\/\/geysermc\.org\/[^)]+\.md)\)/gm)].map(
      (match) => match[1],
    );

    const sitemap = new XMLParser().parse(await (await request.get('/sitemap.xml')).text()) as {
      urlset: {url: {loc: string}[] | {loc: string}};
    };
    const urls = [sitemap.urlset.url].flat().map((entry) => new URL(entry.loc).pathname);
    // List pages (the blog index, search) repeat what the pages they list say.
    const pages = urls.filter((pathname) => !['/blog/', '/search/'].includes(pathname));
    expect(pages.length).toBeGreaterThan(50);
    for (const pathname of pages) {
      const markdown = `https://geysermc.org${pathname === '/' ? '/index' : pathname.replace(/\/$/, '')}.md`;
      expect(listed, pathname).toContain(markdown);
    }
    expect(new Set(listed).size).toBe(listed.length);

    for (const address of listed) {
      const response = await request.get(new URL(address).pathname);
      expect(response.status(), address).toBe(200);
      const text = await response.text();
      expect(text.startsWith('# '), address).toBe(true);
      expect(text).not.toContain('<div');
    }
  });

  test('a wiki page’s Markdown copy keeps its headings and code blocks', async ({request}) => {
    const text = await (await request.get('/wiki/geyser/setup.md')).text();
    expect(text).toMatch(/^# .+\n\n> .+\n\nSource: https:\/\/geysermc\.org\/wiki\/geyser\/setup\/\n/);
    expect(text).toMatch(/^## /m);
    expect(text).not.toContain('hash-link');
  });
});

test.describe('axe, every rule and impact', () => {
  // The sitemap walk (sitemap.spec.ts) runs every rule in the default dark mode and the colour rules after a
  // switch to light. Here every rule runs on one page of each type (and a blog post) opened in light mode
  // from the start, as a reader whose system prefers light first sees it.
  const pages = [...pageTypes.map((entry) => entry.path), '/blog/raknet-amplification-attack/'];
  for (const pathname of pages) {
    test(`${pathname} opened in light mode has no axe violations`, async ({page}) => {
      await page.goto(`${pathname}?docusaurus-theme=light`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      const results = await new AxeBuilder({page}).analyze();
      const violations = results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
      expect(violations).toEqual([]);
    });
  }
});

test.describe('link prefetching', () => {
  test('the code of pages linked in view is still prefetched, after the page has settled', async ({page}) => {
    await page.goto('/wiki/geyser/setup/');
    // The framework's viewport prefetching runs through src/plugins/startup/idle-prefetch in idle periods.
    const prefetched = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href),
      );
    await expect.poll(async () => (await prefetched()).length, {timeout: 15_000}).toBeGreaterThan(5);
    const hrefs = await prefetched();
    expect(hrefs.every((href) => /\/assets\/js\/[\w~.-]+\.js$/.test(href))).toBe(true);
    // Each file once, although the framework asks for a shared file once per route that needs it.
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
