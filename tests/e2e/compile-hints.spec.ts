import {COMPILE_HINT} from '../../src/plugins/startup/compile-hints';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The compile hint (src/plugins/startup/compile-hints/): the scripts every page starts with carry V8's
 * "compile everything now" comment on their first line, where the browser looks for it, and the
 * chunks loaded later for one route or one feature do not.
 */

test('the start-up scripts begin with the compile hint and route chunks do not', async ({page, request}) => {
  const later: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      later.push(new URL(response.url()).pathname);
    }
  });
  await page.goto('/wiki/geyser/setup/');
  await waitForHydration(page);

  // The page's HTML preloads the scripts it starts with; chunks that start later are inserted as scripts.
  const initial = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(initial.map((src) => src.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
    '/assets/js/runtime~main',
    '/assets/js/main',
  ]);
  for (const src of initial) {
    const body = await (await request.get(src)).text();
    expect(body.startsWith(`${COMPILE_HINT}\n`), `${src} starts with the hint`).toBe(true);
  }

  const chunks = later.filter((src) => !initial.includes(src));
  expect(chunks.length, 'chunks loaded for the page after the start-up scripts').toBeGreaterThan(0);
  for (const src of chunks) {
    const body = await (await request.get(src)).text();
    expect(body.includes(COMPILE_HINT), `${src} has no hint`).toBe(false);
  }
});
