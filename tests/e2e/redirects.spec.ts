import {legacyRedirects, oldWikiSections, shippedUrls} from '../../src/data/redirects';
import {expect, test} from './fixtures';

/**
 * Every URL that GeyserMC software prints (or printed) must land on a real page, through the host's
 * own server redirects (`build/_redirects`, applied by Pages' asset handler). A URL is checked once
 * its target page exists in the build; until then it is skipped, not failed, so pages can land one
 * at a time.
 */

const NOT_FOUND = /page not found/i;
const BASE = 'http://site.invalid';
const withoutHash = (url: string): string => url.replace(/#.*$/, '');

for (const entry of shippedUrls) {
  test(`${entry.url} lands on ${entry.landsOn}`, async ({page, request}) => {
    const target = await request.get(entry.landsOn);
    test.skip(target.status() !== 200, `${entry.landsOn} is not part of this build yet`);

    await page.goto(entry.url);
    await expect(page).toHaveURL((url) => url.pathname === entry.landsOn);
    await expect(page.locator('h1').first()).not.toHaveText(NOT_FOUND);

    // Query strings and #fragments (dump ids, search terms) must survive the trip.
    const printed = new URL(entry.url, BASE);
    const landed = new URL(page.url());
    if (printed.hash) {
      expect(landed.hash).toBe(printed.hash);
    }
    for (const [key, value] of printed.searchParams) {
      expect(landed.searchParams.get(key), `query parameter ${key}`).toBe(value);
    }
  });
}

test.describe('server redirects keep the query string', () => {
  for (const redirect of legacyRedirects) {
    const froms = Array.isArray(redirect.from) ? redirect.from : [redirect.from];
    for (const from of froms) {
      test(`${from} in every form answers 301 to ${redirect.to}`, async ({request}) => {
        test.skip(
          (await request.get(withoutHash(redirect.to))).status() !== 200,
          `${redirect.to} is not part of this build yet`,
        );
        const target = new URL(redirect.to, BASE);
        for (const form of [from, `${from}/`, `${from}.html`, `${from}/index.html`]) {
          const response = await request.get(`${form}?dump=abc&x=1`, {maxRedirects: 0});
          expect(response.status(), form).toBe(redirect.status ?? 301);
          const location = new URL(response.headers().location ?? '', BASE);
          expect(location.pathname, form).toBe(target.pathname);
          expect(location.search, form).toBe('?dump=abc&x=1');
          expect(location.hash, form).toBe(target.hash);
        }
      });
    }
  }

  for (const section of oldWikiSections) {
    test(`old wiki host paths under ${section.prefix}/ go to ${section.to}/`, async ({request}) => {
      for (const [path, expected] of [
        [section.prefix, `${section.to}/`],
        [`${section.prefix}/`, `${section.to}/`],
        [`${section.prefix}/some/page/`, `${section.to}/some/page/`],
      ]) {
        const response = await request.get(`${path}?q=1`, {maxRedirects: 0});
        expect(response.status(), path).toBe(301);
        expect(response.headers().location, path).toBe(`${expected}?q=1`);
      }
    });
  }
});

test.describe('one URL per page', () => {
  const page = '/wiki/geyser/setup/';

  test('the form without a trailing slash answers a permanent redirect to it, query kept', async ({request}) => {
    const response = await request.get('/wiki/geyser/setup?tab=spigot', {maxRedirects: 0});
    expect([301, 308]).toContain(response.status());
    expect(response.headers().location).toBe(`${page}?tab=spigot`);
  });

  test('/page.html and /page/index.html go to /page/, query kept', async ({request}) => {
    for (const form of ['/wiki/geyser/setup.html', '/wiki/geyser/setup/index.html']) {
      const response = await request.get(`${form}?tab=spigot`, {maxRedirects: 0});
      expect([301, 308], form).toContain(response.status());
      expect(response.headers().location, form).toBe(`${page}?tab=spigot`);
    }
  });

  test('the page itself answers 200 without a redirect', async ({request}) => {
    expect((await request.get(page, {maxRedirects: 0})).status()).toBe(200);
  });
});

test('/supported_java opens the Java runtime section of the supported versions page', async ({page, request}) => {
  test.skip((await request.get('/wiki/geyser/supported-versions/')).status() !== 200, 'page not built yet');
  await page.goto('/supported_java');
  await expect(page).toHaveURL(/\/wiki\/geyser\/supported-versions\/#java-runtime$/);
  await expect(page.locator('#java-runtime')).toBeInViewport();
});

test('/download#floodgate and /download#Spigot open the Floodgate tab', async ({page}) => {
  for (const url of ['/download#floodgate', '/download#Spigot']) {
    await page.goto(url);
    await expect(page.getByRole('tab', {name: 'Floodgate', exact: true})).toHaveAttribute('aria-selected', 'true');
  }
});

test('every legacy redirect of the data file is checked above', () => {
  const checked = new Set(shippedUrls.map((entry) => new URL(entry.url, BASE).pathname.replace(/\/$/, '')));
  for (const redirect of legacyRedirects) {
    const froms = Array.isArray(redirect.from) ? redirect.from : [redirect.from];
    expect(
      froms.some((from) => checked.has(from)),
      `add one of ${froms.join(', ')} to shippedUrls so the redirect is exercised`,
    ).toBe(true);
  }
});
