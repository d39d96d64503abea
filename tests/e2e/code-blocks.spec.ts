import type {Locator, Page} from '@playwright/test';

import {countRemovals, expect, setColorMode, test, waitForHydration} from './fixtures';

/**
 * Code blocks and the syntax highlighter (src/plugins/startup/lazy-prism/): the page's HTML has its code
 * coloured, the reader's colour mode recolours it after hydration, and Prism loads with the code block
 * components instead of in the first script of every page.
 */

/** A string of the highlighter (the name of the hook Prism runs before tokenizing), in no other script of the site. */
const PRISM_MARKER = 'before-tokenize';
/** A page whose Java, YAML and XML examples have keywords, strings and tags to colour. */
const CODE_PAGE = '/wiki/floodgate/api/';

function collectScripts(page: Page): Promise<{url: string; body: string}>[] {
  const bodies: Promise<{url: string; body: string}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.text().then((body) => ({url: response.url(), body})));
    }
  });
  return bodies;
}

/** The colour of the first Java keyword in the page's code. */
function keywordColour(page: Page): Promise<string> {
  return page
    .locator('pre.prism-code.language-java .token.keyword')
    .first()
    .evaluate((token) => getComputedStyle(token).color);
}

test('the HTML already has the code coloured, before any script runs', async ({request}) => {
  const html = await (await request.get(CODE_PAGE)).text();
  expect(html).toMatch(/class="token keyword"[^>]*style="color:/);
  expect(html).toMatch(/class="token string"/);
});

test('code is recoloured for the colour mode the reader picks', async ({page}) => {
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  await setColorMode(page, 'dark');
  const dark = await keywordColour(page);
  const plainDark = await page
    .locator('pre.prism-code.language-java')
    .first()
    .evaluate((pre) => getComputedStyle(pre).color);
  expect(dark).not.toBe(plainDark);
  await setColorMode(page, 'light');
  await expect.poll(() => keywordColour(page)).not.toBe(dark);
});

test('a page that starts in light mode shows code in the light colours', async ({page}) => {
  await page.goto(`${CODE_PAGE}?docusaurus-theme=dark`);
  await waitForHydration(page);
  const dark = await keywordColour(page);
  await page.goto(`${CODE_PAGE}?docusaurus-theme=light`);
  await waitForHydration(page);
  await expect.poll(() => keywordColour(page)).not.toBe(dark);
});

test('hydration keeps the code blocks the server rendered, in either colour mode', async ({page}) => {
  // The theme's code block used to rebuild every block right after hydration (src/plugins/startup/no-remount/).
  const removedCodeBlocks = await countRemovals(page, 'pre');
  for (const mode of ['dark', 'light']) {
    await page.goto(`${CODE_PAGE}?docusaurus-theme=${mode}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const blocks = await page.locator('pre.prism-code').count();
    expect(blocks, 'code blocks on the page').toBeGreaterThan(3);
    // `data-has-hydrated` is rendered from the same `useIsBrowser()` change that re-keyed the code blocks,
    // so a rebuild would already have happened when it is set.
    expect(await removedCodeBlocks(), `code blocks rebuilt in ${mode} mode`).toBe(0);
  }
});

/**
 * Whether React renders a code block's `<pre>` and its first line: hydration and rendering leave a fiber
 * on each DOM node they manage.
 */
function renderedByReact(block: Locator): Promise<{pre: boolean; line: boolean}> {
  return block.evaluate((pre) => {
    const managed = (node: Element | null) =>
      node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    return {pre: managed(pre), line: managed(pre.querySelector('.token-line'))};
  });
}

test('in the default colour mode, hydration adopts the server’s highlighted lines without rendering them', async ({
  page,
}) => {
  // src/theme/CodeBlock/: the highlighter does not run again, and React does not hydrate every token.
  await page.goto(`${CODE_PAGE}?docusaurus-theme=dark`);
  await waitForHydration(page);
  const blocks = page.locator('pre.prism-code');
  expect(await blocks.count()).toBeGreaterThan(3);
  for (const block of await blocks.all()) {
    expect(await renderedByReact(block)).toEqual({pre: true, line: false});
  }
  // A page that starts in the other mode renders its lines, in that mode's colours (see the tests above).
  await page.goto(`${CODE_PAGE}?docusaurus-theme=light`);
  await waitForHydration(page);
  await expect.poll(() => renderedByReact(blocks.first())).toEqual({pre: true, line: true});
});

test('a page reached by a link inside the site renders its code, highlighted', async ({page}) => {
  await page.goto(`${CODE_PAGE}?docusaurus-theme=dark`);
  await waitForHydration(page);
  const dark = await keywordColour(page);
  await page.goto('/wiki/floodgate/features/?docusaurus-theme=dark');
  await waitForHydration(page);
  await page.locator('main a[href="/wiki/floodgate/api/"]').first().click();
  await expect(page).toHaveURL(/\/wiki\/floodgate\/api\/$/);
  const java = page.locator('pre.prism-code.language-java').first();
  await expect(java.locator('.token.keyword').first()).toBeAttached();
  expect(await keywordColour(page)).toBe(dark);
  expect(await renderedByReact(java)).toEqual({pre: true, line: true});
});

test('the highlighter is not in the first script, and a page without code never loads it', async ({page}) => {
  const scripts = collectScripts(page);
  await page.goto('/', {waitUntil: 'networkidle'});
  await waitForHydration(page);
  await expect(page.locator('pre.prism-code')).toHaveCount(0);
  const home = await Promise.all(scripts.splice(0));
  expect(home.length).toBeGreaterThan(0);
  expect(
    home.filter(({body}) => body.includes(PRISM_MARKER)).map(({url}) => url),
    'scripts with Prism on the home page',
  ).toEqual([]);

  await page.goto(CODE_PAGE, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  const first = await page.locator('script[src*="/main."]').getAttribute('src');
  expect(first).toBeTruthy();
  const code = await Promise.all(scripts);
  const withPrism = code.filter(({body}) => body.includes(PRISM_MARKER)).map(({url}) => new URL(url).pathname);
  // The control: the marker does find Prism where it is.
  expect(withPrism.length, 'scripts with Prism on a page with code').toBeGreaterThan(0);
  expect(withPrism).not.toContain(first);
});

/** A long page with 20 code blocks, most of them many screens below the first. */
const LONG_PAGE = '/wiki/geyser/custom-items/';

/** Opens `path` at a phone's size and waits until it has hydrated. */
async function openOnPhone(page: Page, path: string): Promise<void> {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('code block buttons', () => {
  test('copy the code of a block far down a long page', async ({page}) => {
    await openOnPhone(page, LONG_PAGE);
    const blocks = page.locator('.theme-code-block');
    expect(await blocks.count()).toBeGreaterThan(10);
    await blocks.last().scrollIntoViewIfNeeded();
    await blocks.last().getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(blocks.last().getByRole('button', {name: 'Copied'})).toBeAttached();
  });

  test('offer word wrap for code that scrolls sideways, and wrap it', async ({page}) => {
    await openOnPhone(page, LONG_PAGE);
    const scrolling = page
      .locator('.theme-code-block')
      .filter({has: page.locator('pre')})
      .nth(1);
    await scrolling.scrollIntoViewIfNeeded();
    const sideways = await scrolling.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    expect(sideways, 'the block chosen scrolls sideways at a phone’s width').toBe(true);
    await scrolling.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect(scrolling.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await scrolling.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(false);
  });

  test('show on a block in a tab panel when its tab is chosen', async ({page}) => {
    await page.goto(CODE_PAGE);
    await waitForHydration(page);
    const gradleTab = page.getByRole('tab', {name: 'Gradle (Kotlin)'}).first();
    await gradleTab.scrollIntoViewIfNeeded();
    // Found by attribute, not by role: role queries skip hidden elements, and the panel starts hidden.
    const panel = page
      .locator('[role="tabpanel"]')
      .filter({has: page.locator('.language-kotlin')})
      .first();
    await expect(panel).toHaveAttribute('hidden');
    await gradleTab.click();
    await expect(panel.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  });
});

test.describe('long pages', () => {
  // Content that is drawn late (content-visibility, placeholders swapped for the real thing) changes the
  // page's height as the reader scrolls, and moves what they just scrolled to: a click aimed at a link
  // lands on something else. Scrolled from top to bottom, the page must keep its height.
  for (const url of [LONG_PAGE, '/blog/raknet-amplification-attack/']) {
    test(`${url} keeps its height while the reader scrolls through it`, async ({page}) => {
      await openOnPhone(page, url);
      const heights: number[] = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const seen = [document.documentElement.scrollHeight];
            const step = () => {
              window.scrollBy(0, window.innerHeight / 2);
              requestAnimationFrame(() => {
                seen.push(document.documentElement.scrollHeight);
                if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) {
                  resolve(seen);
                } else {
                  step();
                }
              });
            };
            step();
          }),
      );
      expect(new Set(heights).size, `page height at each step: ${heights.join(', ')}`).toBe(1);
    });
  }

  test('a link to a heading deep in the page still lands on it', async ({page}) => {
    await openOnPhone(page, `${LONG_PAGE}#troubleshooting`);
    const heading = page.locator('#troubleshooting');
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  });
});
