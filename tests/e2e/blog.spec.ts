import fs from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';

import {publishedPosts} from '../../src/data/blog-posts';
import {expect, test, waitForHydration} from './fixtures';

const blogDir = path.join(__dirname, '..', '..', 'blog');
const postFiles = fs.readdirSync(blogDir).filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file));
const POSTS_PER_PAGE = 3;

test.describe('blog', () => {
  test('the list shows summaries with date, reading time and a link to each post', async ({page}) => {
    await page.goto('/blog/');
    await expect(page.getByRole('heading', {level: 1, name: 'GeyserMC blog'})).toBeVisible();
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(Math.min(POSTS_PER_PAGE, postFiles.length));
    const first = articles.first();
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    await expect(first).toContainText(/min read/);
    await expect(first.getByRole('link', {name: /Read more/})).toBeVisible();
  });

  test('pagination reaches every post', async ({page}) => {
    const seen = new Set<string>();
    await page.goto('/blog/');
    for (let i = 0; i < 10; i += 1) {
      for (const href of await page
        .locator('main article h2 a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        if (href) seen.add(href);
      }
      const older = page.getByRole('link', {name: /Older entries/});
      if ((await older.count()) === 0) break;
      const firstPost = page.locator('main article h2 a').first();
      const firstHref = await firstPost.getAttribute('href');
      await older.click();
      await expect(page).toHaveURL(/\/blog\/page\/\d+\/$/);
      // The next page renders after the URL changes (client-side navigation); collect its posts only once
      // they have replaced the previous page's, or the loop reads the old list again.
      await expect(firstPost).not.toHaveAttribute('href', firstHref ?? '');
    }
    expect(seen.size).toBe(postFiles.length);
    if (postFiles.length > POSTS_PER_PAGE) {
      await expect(page.getByRole('link', {name: /Newer entries/})).toBeVisible();
    }
  });

  test('a post shows its title, date, reading time, authors and tags', async ({page}) => {
    await page.goto('/blog/raknet-amplification-attack/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('RakNet');
    await expect(page.locator('main time')).toHaveAttribute('datetime', /^2024-05/);
    await expect(page.locator('main')).toContainText(/min read/);
    await expect(page.locator('main').getByRole('link', {name: 'GeyserMC security'}).first()).toBeVisible();
    const tag = page.locator('main a[href^="/blog/tags/"]').first();
    await expect(tag).toBeVisible();
    await tag.click();
    await expect(page.getByRole('heading', {level: 1})).toContainText(/tagged with/);
  });

  test('the sidebar groups posts by year', async ({page}) => {
    await page.goto('/blog/');
    const sidebar = page.locator('aside nav, nav[aria-label*="Blog"]').first();
    const years = await sidebar.locator('h3, [class*="yearGroupHeading"]').allTextContents();
    expect(years.length).toBeGreaterThan(1);
    for (const year of years) expect(year.trim()).toMatch(/^\d{4}$/);
    expect([...years].sort().reverse()).toEqual(years);
  });

  test('tags, archive and authors pages list the posts', async ({page}) => {
    await page.goto('/blog/tags/');
    await expect(page.getByRole('heading', {level: 1, name: 'Tags'})).toBeVisible();
    expect(await page.locator('main a[href^="/blog/tags/"]').count()).toBeGreaterThan(2);

    await page.goto('/blog/archive/');
    await expect(page.getByRole('heading', {level: 1, name: 'Archive'})).toBeVisible();
    await expect(page.locator('main a[href^="/blog/"][href$="/"]:not([href="/blog/"])')).toHaveCount(postFiles.length);

    await page.goto('/blog/authors/');
    await expect(page.getByRole('heading', {level: 1, name: 'Authors'})).toBeVisible();
    const authorLink = page.locator('main a[href^="/blog/authors/"]').first();
    await authorLink.click();
    await expect(page).toHaveURL(/\/blog\/authors\/[a-z-]+\/$/);
    // The author page renders after the URL changes (client-side navigation): wait for its posts rather
    // than counting at once, which raced the render and failed on a first try now and then.
    await expect(page.locator('main article').first()).toBeVisible();
  });

  for (const {slug, date} of publishedPosts) {
    test(`/blog/${slug} is where the published blog had it, dated ${date}`, async ({page}) => {
      expect(postFiles.filter((file) => file.startsWith(`${date}-`))).toHaveLength(1);
      await page.goto(`/blog/${slug}`);
      await expect(page).toHaveURL((url) => url.pathname === `/blog/${slug}/`);
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/page not found/i);
      await expect(page.locator('main article time').first()).toHaveAttribute('datetime', new RegExp(`^${date}`));
    });
  }

  test("the 1.18 post's earlier slug on this site redirects to the published one", async ({page}) => {
    await page.goto('/blog/geyser-2-0-and-minecraft-1-18/');
    await expect(page).toHaveURL((url) => url.pathname === '/blog/1-18-release-and-more/');
    await expect(page.getByRole('heading', {level: 1})).toContainText('1.18');
  });

  test('the other addresses of the published blog answer: index, archive and both feeds', async ({request}) => {
    for (const url of ['/blog/', '/blog/archive/', '/blog/rss.xml', '/blog/atom.xml']) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
    const rss = await (await request.get('/blog/rss.xml')).text();
    for (const {slug} of publishedPosts) {
      expect(rss).toContain(`https://geysermc.org/blog/${slug}/`);
    }
  });

  test('the RakNet post dates the root-cause fix to 30 March 2024 and links the advisory', async ({page}) => {
    await page.goto('/blog/raknet-amplification-attack/');
    const article = page.locator('main article');
    await expect(article).toContainText('30 March 2024');
    await expect(
      article
        .locator('a[href="https://github.com/CloudburstMC/Network/security/advisories/GHSA-6h3m-c6fv-8hvh"]')
        .first(),
    ).toBeVisible();
  });

  test('RSS and Atom feeds are linked from the page head and parse', async ({page, request}) => {
    await page.goto('/blog/');
    const rssHref = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    const atomHref = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(rssHref).toBe('/blog/rss.xml');
    expect(atomHref).toBe('/blog/atom.xml');

    const parser = new XMLParser({ignoreAttributes: false});
    const rss = parser.parse(await (await request.get(rssHref!)).text());
    const items = [rss.rss.channel.item].flat();
    expect(items).toHaveLength(postFiles.length);
    for (const item of items) {
      expect(item.title).toBeTruthy();
      expect(item.link).toMatch(/^https:\/\/geysermc\.org\/blog\//);
      expect(new Date(item.pubDate).getTime()).not.toBeNaN();
    }

    const atom = parser.parse(await (await request.get(atomHref!)).text());
    const entries = [atom.feed.entry].flat();
    expect(entries).toHaveLength(postFiles.length);
    for (const entry of entries) {
      expect(entry.title).toBeTruthy();
      expect(new Date(entry.updated).getTime()).not.toBeNaN();
    }
  });
});
