import type {BrowserContext, Page} from '@playwright/test';

import {allAxeViolations} from './a11y';
import {currentColorMode, expect, setColorMode, test, waitForHydration} from './fixtures';

/**
 * What a reader of a top documentation site expects besides the pages themselves: the colour mode that
 * follows the system, the page tools under each doc page, printing, the not-found page's search, tab
 * links and tables wider than the column (docs/design/site-pieces.md).
 */

const DOC_PAGE = '/wiki/floodgate/setup/';
const TOGGLE = /Switch between dark and light mode/;

/** A browser that states no colour preference (or does not know the media feature): neither query matches. */
async function noStatedPreference(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!/prefers-color-scheme/.test(query)) {
        return original(query);
      }
      const list = original('(min-width: 999999px)');
      Object.defineProperty(list, 'media', {value: query});
      return list;
    };
  });
}

/**
 * Records, from before the first byte, every value `data-theme` takes and when, and when the first paint
 * happened, so a test can tell the colours of the first frame and any change after it.
 */
async function recordThemeChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: {value: string | null; at: number}[] = [];
    (window as unknown as {themeLog: typeof log}).themeLog = log;
    // The document has no <html> element yet when this runs.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === document.documentElement) {
          log.push({value: document.documentElement.getAttribute('data-theme'), at: performance.now()});
        }
      }
    }).observe(document, {attributes: true, attributeFilter: ['data-theme'], subtree: true});
  });
}

async function themeAtFirstPaint(page: Page): Promise<{atPaint: string | null; changesAfter: number}> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length)).toBeGreaterThan(0);
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0].startTime;
    const log = (window as unknown as {themeLog: {value: string | null; at: number}[]}).themeLog;
    const before = log.filter((entry) => entry.at <= paint);
    return {atPaint: before.at(-1)?.value ?? null, changesAfter: log.length - before.length};
  });
}

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('a reader whose system prefers light and who never chose gets light, from the first paint', async ({page}) => {
    await recordThemeChanges(page);
    await page.goto(DOC_PAGE);
    await waitForHydration(page);
    expect(await themeAtFirstPaint(page)).toEqual({atPaint: 'light', changesAfter: 0});
    await expect(page.getByRole('button', {name: TOGGLE})).toHaveAccessibleName(/currently system mode/);

    // Following the system also while the page is open.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a reader who chose keeps the choice, whatever the system says', async ({page}) => {
    await page.goto(DOC_PAGE);
    await setColorMode(page, 'dark');
    await recordThemeChanges(page);
    await page.reload();
    await waitForHydration(page);
    expect(await themeAtFirstPaint(page)).toEqual({atPaint: 'dark', changesAfter: 0});
    await expect(page.getByRole('button', {name: TOGGLE})).toHaveAccessibleName(/currently dark mode/);
  });

  test('a browser that states no preference gets dark, also after choosing "system" again', async ({page, context}) => {
    await noStatedPreference(context);
    await recordThemeChanges(page);
    await page.goto(DOC_PAGE);
    await waitForHydration(page);
    expect(await themeAtFirstPaint(page)).toEqual({atPaint: 'dark', changesAfter: 0});

    // system → light → dark → system: back on "system", the theme's own rule would pick light.
    const toggle = page.getByRole('button', {name: TOGGLE});
    for (const expected of ['light', 'dark', 'dark']) {
      await toggle.click();
      expect(await currentColorMode(page)).toBe(expected);
    }
    await expect(toggle).toHaveAccessibleName(/currently system mode/);
  });

  test('a choice made in another tab applies at once, and so does going back to the system', async ({
    page,
    context,
  }) => {
    await page.goto(DOC_PAGE);
    const other = await context.newPage();
    await other.goto('/');
    await waitForHydration(other);
    expect(await currentColorMode(other)).toBe('light');

    await setColorMode(page, 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
    // dark → system: the other tab follows the system (light) again.
    await page.getByRole('button', {name: TOGGLE}).click();
    await expect(page.getByRole('button', {name: TOGGLE})).toHaveAccessibleName(/currently system mode/);
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(other.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  });
});

test.describe('page tools under doc pages', () => {
  test('"Copy page as Markdown" copies the page\'s Markdown copy, by keyboard, and says so', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DOC_PAGE);
    await waitForHydration(page);
    const tools = page.getByTestId('page-tools');
    const markdownLink = tools.getByRole('link', {name: 'View as Markdown'});
    await expect(markdownLink).toHaveAttribute('href', '/wiki/floodgate/setup.md');
    const markdown = await (await request.get('/wiki/floodgate/setup.md')).text();
    expect(markdown.startsWith('# Setting up Floodgate\n')).toBe(true);

    const button = tools.getByRole('button', {name: 'Copy page as Markdown'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(tools.getByRole('status')).toHaveText('Copied the page as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  });

  test('a failed copy says why and where to copy by hand', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('**/wiki/floodgate/setup.md', (route) => route.fulfill({status: 503, body: 'down'}));
    await page.goto(DOC_PAGE);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByTestId('page-tools').getByRole('status')).toHaveText(
      'The Markdown copy could not be loaded (HTTP 503). Open “View as Markdown” and copy it from there.',
    );
  });

  test('"Report a problem with this page" opens the page form with the address and the checked commits', async ({
    page,
  }) => {
    for (const path of [DOC_PAGE, '/wiki/api/api.geysermc.org/global-api/']) {
      await page.goto(path);
      const href = await page.getByRole('link', {name: 'Report a problem with this page'}).getAttribute('href');
      const url = new URL(href ?? '');
      expect(`${url.origin}${url.pathname}`).toBe('https://github.com/GeyserMC/GeyserWebsite/issues/new');
      expect(url.searchParams.get('template')).toBe('page-is-wrong.yml');
      expect(url.searchParams.get('page')).toBe(`https://geysermc.org${path}`);
      if (path === DOC_PAGE) {
        // The page's checked_against front matter.
        expect(url.searchParams.get('checked-against')).toBe(
          'GeyserMC/Floodgate@8780fa41337b (2026-08-09), GeyserMC/Geyser@6e70ba277aa4 (2026-08-07)',
        );
      }
    }
  });
});

test('printing gives the article alone, in dark on white, with wrapped code and external link targets', async ({
  page,
}) => {
  // A page with code blocks and links to another site (playit.gg).
  await page.goto('/wiki/geyser/playit-gg/');
  await waitForHydration(page);
  expect(await currentColorMode(page)).toBe('dark');
  await page.emulateMedia({media: 'print'});
  for (const chrome of [
    '.navbar',
    '.theme-doc-sidebar-container',
    '.theme-doc-toc-desktop',
    '.theme-announcement-bar',
  ]) {
    await expect(page.locator(chrome).first(), chrome).toBeHidden();
  }
  const look = await page.evaluate(() => {
    const style = (selector: string, pseudo?: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element, pseudo) : null;
    };
    const external = Array.from(document.querySelectorAll<HTMLAnchorElement>('.markdown a[href^="http"]'))[0];
    return {
      background: getComputedStyle(document.body).backgroundColor,
      text: style('.markdown p')?.color,
      code: style('.markdown pre')?.whiteSpace,
      external: external ? [external.getAttribute('href'), getComputedStyle(external, '::after').content] : null,
      internal: style('.markdown a[href^="/"]', '::after')?.content,
    };
  });
  expect(look.background).toBe('rgb(255, 255, 255)');
  expect(look.text).toBe('rgb(0, 0, 0)');
  expect(look.code).toBe('pre-wrap');
  expect(look.external).not.toBeNull();
  expect(look.external?.[1]).toBe(`" (${look.external?.[0]})"`);
  expect(look.internal).toBe('none');
});

test('printing keeps every table on the paper, even one that scrolls on screen', async ({page}) => {
  // About the width of an A4 page; the Discord bot's tag names are too long for its tables to fit on screen.
  await page.setViewportSize({width: 760, height: 1000});
  await page.goto('/wiki/other/discord-bot-usage/');
  await waitForHydration(page);
  const overflow = () =>
    page
      .locator('.markdown table')
      .evaluateAll((all) =>
        all.map((table) =>
          Math.max(
            table.scrollWidth - table.clientWidth,
            table.getBoundingClientRect().right - table.closest('.markdown')!.getBoundingClientRect().right,
          ),
        ),
      );
  expect(Math.max(...(await overflow()))).toBeGreaterThan(1);
  await page.emulateMedia({media: 'print'});
  expect(Math.max(...(await overflow()))).toBeLessThanOrEqual(1);
});

test('the not-found page searches for the words of the missing address', async ({page}) => {
  const indexRequest = page.waitForRequest((request) => request.url().endsWith('/search-index.json'));
  const response = await page.goto('/wiki/geyser/port-forwardin/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  const box = page.getByRole('searchbox', {name: 'Search the site'});
  await expect(box).toHaveValue('geyser port forwardin');
  await indexRequest;
  const suggestions = page.getByRole('list', {name: 'Perhaps one of these'}).getByRole('listitem');
  // The first query downloads and indexes the search index (tests/e2e/search.spec.ts waits as long).
  await expect(suggestions).toHaveCount(3, {timeout: 20_000});
  await expect(suggestions.first().getByRole('link')).toHaveAttribute('href', '/wiki/geyser/port-forwarding/');

  await box.fill('floodgate key');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=floodgate%20key$/);
});

test('a chosen tab is in the address, and opening that address selects it and scrolls to it', async ({page}) => {
  const path = '/wiki/geyser/setup/self/proxy-servers/';
  await page.goto(`${path}?platform=bungeecord`);
  await waitForHydration(page);
  const group = page.locator('.tabs-container').first();
  await expect(group.getByRole('tab', {name: 'BungeeCord / Waterfall'})).toHaveAttribute('aria-selected', 'true');
  await expect(group).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await group.getByRole('tab', {name: 'Velocity'}).click();
  await expect(page).toHaveURL(`${path}?platform=velocity`);

  // A heading in the link decides where the page opens; the tab is still chosen.
  await page.goto(`${path}?platform=bungeecord#before-you-start`);
  await waitForHydration(page);
  await expect(page.locator('#before-you-start')).toBeInViewport();
  await expect(group.getByRole('tab', {name: 'BungeeCord / Waterfall'})).toHaveAttribute('aria-selected', 'true');
});

test('a table wider than its column scrolls inside it, by keyboard too, and takes a tab stop only then', async ({
  page,
}) => {
  // Beside the sidebar and the table of contents, the five columns of Floodgate's command table do not fit.
  await page.setViewportSize({width: 1000, height: 800});
  await page.goto('/wiki/floodgate/commands/');
  await waitForHydration(page);
  const tables = page.locator('.markdown table');
  const layout = () =>
    tables.evaluateAll((all) =>
      all.map((table) => ({
        overhang: table.getBoundingClientRect().right - table.closest('.markdown')!.getBoundingClientRect().right,
        scrolls: table.scrollWidth > table.clientWidth,
        tabIndex: table.getAttribute('tabindex'),
      })),
    );
  const narrow = await layout();
  expect(narrow.some((table) => table.scrolls)).toBe(true);
  for (const table of narrow) {
    expect(table.overhang).toBeLessThanOrEqual(1);
    expect(table.tabIndex).toBe(table.scrolls ? '0' : null);
  }
  expect(await allAxeViolations(page, '.markdown')).toEqual([]);

  const wide = tables.nth(narrow.findIndex((table) => table.scrolls));
  await wide.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wide.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);

  // With the room of a wide window every table fits, and tabbing passes them by.
  await page.setViewportSize({width: 1600, height: 800});
  await expect.poll(async () => (await layout()).map((table) => table.tabIndex)).toEqual(narrow.map(() => null));
});

test('inline code in a narrow table column wraps only where a name has a break point', async ({page}) => {
  await page.setViewportSize({width: 1000, height: 800});
  // Permission nodes drawn from data, and event names in a Markdown table.
  for (const path of ['/wiki/geyser/commands/', '/wiki/geyser/events/']) {
    await page.goto(path);
    const codes = await page.locator('.markdown td code').evaluateAll((all) =>
      all.map((code) => ({
        text: code.textContent ?? '',
        lines: code.getClientRects().length,
        pieces: code.querySelectorAll('wbr').length + (code.textContent ?? '').trim().split(/\s+/).length,
      })),
    );
    // Narrow enough that names do wrap, and each one wraps at a break point, never inside a word.
    expect(codes.filter((code) => code.lines > 1).length, path).toBeGreaterThan(5);
    for (const code of codes) {
      expect(code.lines, `${path}: ${code.text}`).toBeLessThanOrEqual(code.pieces);
    }
  }
  // The break points add no characters: the name reads and copies as it is.
  await expect(page.locator('.markdown td code', {hasText: 'GeyserDefineCommandsEvent'}).first()).toHaveText(
    'GeyserDefineCommandsEvent',
  );
});
