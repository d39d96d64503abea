import {legacyRedirects, shippedUrls} from '../../src/data/redirects';
import {expect, test} from './fixtures';

/**
 * Every URL that GeyserMC software prints (or printed) must land on a real page. A URL is
 * checked once its target page exists in the build; until then it is skipped, not failed, so
 * pages can land one at a time.
 */

const NOT_FOUND = /page not found/i;

for (const entry of shippedUrls) {
  test(`${entry.url} lands on ${entry.landsOn}`, async ({page, request}) => {
    const target = await request.get(entry.landsOn);
    test.skip(target.status() !== 200, `${entry.landsOn} is not part of this build yet`);

    await page.goto(entry.url);
    await expect(page).toHaveURL((url) => url.pathname === entry.landsOn);
    await expect(page.locator('h1').first()).not.toHaveText(NOT_FOUND);

    // Query strings and #fragments (dump ids, search terms) must survive the trip.
    const printed = new URL(entry.url, 'http://site.invalid');
    const landed = new URL(page.url());
    if (printed.hash) {
      expect(landed.hash).toBe(printed.hash);
    }
    if (printed.search) {
      // `docusaurus serve` (serve-handler) drops the query when it adds the trailing slash; real
      // static hosts keep it. Check the query only where this server's own redirect keeps it.
      const firstHop = await request.get(entry.url, {maxRedirects: 0});
      const location = firstHop.headers().location;
      if (firstHop.status() >= 300 && firstHop.status() < 400 && location && !location.includes('?')) {
        test.info().annotations.push({
          type: 'hosting',
          description: `the local server's ${firstHop.status()} for ${entry.url} drops the query string; production hosting must keep it`,
        });
        return;
      }
      for (const [key, value] of printed.searchParams) {
        expect(landed.searchParams.get(key)).toBe(value);
      }
    }
  });
}

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
  const checked = new Set(shippedUrls.map((entry) => new URL(entry.url, 'http://site.invalid').pathname.replace(/\/$/, '')));
  for (const redirect of legacyRedirects) {
    const froms = Array.isArray(redirect.from) ? redirect.from : [redirect.from];
    expect(
      froms.some((from) => checked.has(from)),
      `add one of ${froms.join(', ')} to shippedUrls so the redirect is exercised`,
    ).toBe(true);
  }
});
