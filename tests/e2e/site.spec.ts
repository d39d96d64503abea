import type {Page} from '@playwright/test';

import {currentColorMode, expect, setColorMode, test, waitForHydration} from './fixtures';

const WIKI_PAGE = '/wiki/geyser/';

async function storageKeys(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate((p) => Object.keys(localStorage).filter((key) => key.startsWith(p)), prefix);
}

test.describe('chrome', () => {
  test('the skip link moves focus to the main content', async ({page}) => {
    await page.goto(WIKI_PAGE);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    const focusedInMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      return Boolean(main && (main === document.activeElement || main.contains(document.activeElement)));
    });
    expect(focusedInMain).toBe(true);
  });

  test("the image that Geyser's config comment links to exists", async ({request}) => {
    const response = await request.get('/img/external/cooldown_indicator.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('page titles read "{page} | GeyserMC"', async ({page}) => {
    await page.goto(WIKI_PAGE);
    await expect(page).toHaveTitle('Geyser | GeyserMC');
    await page.goto('/wiki/floodgate/');
    await expect(page).toHaveTitle('Floodgate | GeyserMC');
    await page.goto('/');
    await expect(page).toHaveTitle('Bedrock players on your Java server | GeyserMC');
  });

  test('the theme-color meta is the brand green', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
  });
});

test.describe('colour mode', () => {
  // The browsers of this suite prefer dark (playwright.config.ts); tests/e2e/site-pieces.spec.ts covers the others.
  test('is dark when the system prefers it, and the toggle says it follows the system', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await currentColorMode(page)).toBe('dark');
    await expect(
      page.getByRole('button', {name: 'Switch between dark and light mode (currently system mode)'}),
    ).toBeVisible();
  });

  test('the choice survives a reload and follows another tab', async ({page, context}) => {
    await page.goto('/');
    const other = await context.newPage();
    await other.goto(WIKI_PAGE);
    await waitForHydration(other);
    expect(await currentColorMode(other)).toBe('dark');

    await setColorMode(page, 'light');
    await expect(
      page.getByRole('button', {name: 'Switch between dark and light mode (currently light mode)'}),
    ).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.reload();
    await waitForHydration(page);
    expect(await currentColorMode(page)).toBe('light');
  });
});

test.describe('announcement bar', () => {
  test('stays closed after a reload once dismissed', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: 'Geyser now supports'});
    await expect(bar).toBeVisible();
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Geyser now supports')).toBeHidden();
  });

  test('shows again when the announcement id changes', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Close'}).click();
    const [idKey] = await storageKeys(page, 'docusaurus.announcement.id');
    expect(idKey).toBeTruthy();
    // A reader who dismissed an older announcement:
    await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), idKey);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Geyser now supports')).toBeVisible();
  });
});

test.describe('navbar', () => {
  test('collapses into a hamburger menu below 996 px', async ({page}) => {
    await page.setViewportSize({width: 990, height: 800});
    await page.goto('/');
    await waitForHydration(page);
    const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(hamburger).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__item.dropdown').first()).toBeHidden();
    await hamburger.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();

    await page.setViewportSize({width: 1200, height: 800});
    await expect(hamburger).toBeHidden();
  });

  test('keeps every item on one line, and the title whole or out of the way, between 997 and 1280 px', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    for (const width of [997, 1040, 1100, 1200, 1280]) {
      await page.setViewportSize({width, height: 800});
      const layout = await page.evaluate(() => {
        const items = Array.from(document.querySelectorAll<HTMLElement>('.navbar__inner .navbar__item')).filter(
          (item) => item.offsetParent !== null,
        );
        const title = document.querySelector<HTMLElement>('.navbar__title');
        return {
          heights: items.map((item) => ({text: item.textContent ?? '', height: item.getBoundingClientRect().height})),
          titleCut: title !== null && title.offsetParent !== null && title.scrollWidth > title.clientWidth,
          overflow: document.querySelector('.navbar__inner')!.scrollWidth > window.innerWidth,
        };
      });
      // A dropdown whose caret wrapped under its label is twice as tall as a one-line item.
      for (const {text, height} of layout.heights) {
        expect(height, `"${text}" at ${width} px`).toBeLessThan(44);
      }
      expect(layout.titleCut, `site title cut at ${width} px`).toBe(false);
      expect(layout.overflow, `navbar wider than the window at ${width} px`).toBe(false);
    }
  });

  test('hides on scroll down and returns on scroll up', async ({page}) => {
    await page.goto(WIKI_PAGE);
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(600, 400);
    // The navbar compares each scroll position with the previous one, so scroll in two steps.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.mouse.wheel(0, 900);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -400);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('has the Wiki dropdown, Blog, GitHub and Discord', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    await nav
      .getByRole('button', {name: 'Wiki'})
      .or(nav.getByRole('link', {name: 'Wiki', exact: true}))
      .first()
      .hover();
    for (const label of ['Geyser', 'Floodgate', 'REST APIs', 'Other']) {
      await expect(nav.locator('.dropdown__menu').getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(nav.getByRole('link', {name: 'Blog'})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'GeyserMC on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/GeyserMC',
    );
    await expect(nav.getByRole('link', {name: 'GeyserMC Discord server'})).toHaveAttribute(
      'href',
      /^https:\/\/discord\.gg\//,
    );
  });
});

test('every navbar and footer link resolves', async ({page, request}) => {
  await page.goto('/');
  const hrefs = await page
    .locator('nav.navbar a[href], footer a[href]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of new Set(hrefs)) {
    if (href === '#') {
      continue; // dropdown toggles
    }
    if (href.startsWith('/')) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    } else {
      expect(href, 'external links use https').toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
    }
  }
});

test.describe('errors', () => {
  test('an unknown path shows the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
  });

  test('.html and /index.html URLs reach the page when no such route exists', async ({page}) => {
    await page.goto('/wiki/geyser.html');
    await expect(page).toHaveURL(/\/wiki\/geyser\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Geyser'})).toBeVisible();

    await page.goto('/wiki/floodgate/index.html#where-to-start');
    await expect(page).toHaveURL(/\/wiki\/floodgate\/#where-to-start$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Floodgate'})).toBeVisible();
  });

  test('inside the app, .html routes render their page', async ({page}) => {
    // Hosts that answer unknown files with the not-found page leave this to the client router.
    await page.goto('/');
    await waitForHydration(page);
    for (const [url, heading] of [
      ['/wiki/other.html?from=old#projects', 'Other projects'],
      ['/wiki/index.html', 'GeyserMC wiki'],
    ]) {
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
    }
  });

  test('a .html URL with no matching page still shows not-found', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page.html');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page\.html$/);

    await page.goto('/also-missing.html');
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });

  test('a page that throws while rendering shows the crash page, and "Try again" recovers', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    // Make rendering the next page fail, as a bug in a page component would: doc pages render an
    // <article>, and creating one now throws.
    await page.evaluate(() => {
      const original = Document.prototype.createElement;
      const patched = function (this: Document, tagName: string, options?: ElementCreationOptions) {
        if (tagName.toLowerCase() === 'article' && (window as unknown as {crash?: boolean}).crash) {
          throw new Error('Simulated rendering failure');
        }
        return original.call(this, tagName, options);
      };
      Document.prototype.createElement = patched as typeof Document.prototype.createElement;
      (window as unknown as {crash?: boolean}).crash = true;
    });
    await page.locator('footer').getByRole('link', {name: 'Floodgate setup', exact: true}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Simulated rendering failure')).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as {crash?: boolean}).crash = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Setting up Floodgate'})).toBeVisible();
  });
});

test.describe('dates', () => {
  // Dates are formatted on the server and again in the browser: hydration must keep the server's text.
  for (const [path, selector] of [
    ['/wiki/geyser/setup/', 'time[itemprop="dateModified"]'],
    ['/blog/raknet-amplification-attack/', 'article header time'],
  ] as const) {
    test(`${path} shows the server's date after hydration`, async ({page, request}) => {
      const html = await (await request.get(path)).text();
      await page.goto(path);
      await waitForHydration(page);
      const text = await page.locator(selector).first().textContent();
      expect(text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(html, 'the server wrote the same date').toContain(`>${text}</time>`);
    });
  }
});
