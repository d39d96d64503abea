import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Page} from '@playwright/test';

import {colorAxeViolations, seriousAxeViolations} from './a11y';
import {expect, setColorMode, test, waitForHydration} from './fixtures';
import {freePort} from '../../scripts/shared/ports.mjs';

/**
 * Search without a hosted service: the DocSearch modal and `/search`, answered from the index the
 * build writes (`/search-index.json`). The production build runs in local mode (no ALGOLIA_*).
 */

const WIKI_PAGE = '/wiki/geyser/';
const INDEX_PATH = '/search-index.json';
/** The index must stay small enough to fetch on a phone: "a few hundred KB compressed at most". */
const INDEX_GZIP_BUDGET = 300 * 1024;
/**
 * Waits that include loading the modal's code or the index: slower than page chrome when the
 * machine is busy with the rest of the suite.
 */
const LOADING = {timeout: 20_000};

const hits = (page: Page) => page.locator('.DocSearch-Hit a');

async function openModal(page: Page, how: 'Control+k' | '/' = 'Control+k'): Promise<void> {
  await waitForHydration(page);
  await page.keyboard.press(how);
  await expect(page.getByPlaceholder('Search docs')).toBeFocused(LOADING);
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.getByPlaceholder('Search docs').fill(query);
  await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible(LOADING);
}

test.describe('the search modal', () => {
  test('opens with Ctrl+K and with "/", showing the start screen', async ({page}) => {
    await page.goto(WIKI_PAGE);
    await openModal(page, 'Control+k');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByPlaceholder('Search docs')).toHaveCount(0);

    // Closing returns focus to the navbar button, where "/" is ignored, as in any form control.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await openModal(page, '/');
    await expect(page.getByPlaceholder('Search docs')).toHaveValue('');
  });

  test('loads the index only when search is used, and only once', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === INDEX_PATH) {
        indexRequests.push(request.url());
      }
    });
    await page.goto(WIKI_PAGE, {waitUntil: 'networkidle'});
    expect(indexRequests).toEqual([]);

    await openModal(page);
    await searchFor(page, 'floodgate');
    await searchFor(page, 'port forwarding');
    expect(indexRequests).toHaveLength(1);
  });

  test('points a pasted log line to the log checker, and closes when the reader follows the link', async ({page}) => {
    test.slow(); // the modal opened once in each colour mode
    const logLine = '[12:00:13 ERROR]: [Geyser-Spigot] Failed to start Geyser on 0.0.0.0:19132';
    const hint = page.locator('.DocSearch-Modal').getByTestId('log-line-hint');
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(WIKI_PAGE);
      await setColorMode(page, mode);
      await openModal(page);
      await searchFor(page, 'port forwarding');
      await expect(hint).toHaveCount(0);
      await page.getByPlaceholder('Search docs').fill(logLine);
      await expect(hint).toBeVisible(LOADING);
      // DocSearch takes the underline off links; the hint's link, the colour of its sentence, needs it back.
      await expect(hint.getByRole('link', {name: 'log checker'})).toHaveCSS('text-decoration-line', 'underline');
      expect(await colorAxeViolations(page, '.local-search-log-hint')).toEqual([]);
    }
    await hint.getByRole('link', {name: 'log checker'}).click();
    await expect(page).toHaveURL(/\/utilities\/log-checker\/$/);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('groups highlighted results by section and opens a result at its heading', async ({page}) => {
    await page.goto(WIKI_PAGE);
    await openModal(page);
    await searchFor(page, 'clone-remote-port');

    const groups = page.locator('.DocSearch-Hit-source');
    await expect(groups.first()).toHaveText('Geyser');
    await expect(page.locator('.DocSearch-Hits mark').first()).toHaveText('clone-remote-port');

    const first = hits(page).first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/wiki\/geyser\/[^#]+\/#[\w-]+$/);
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
  });

  test('keeps recent and favourite searches across reloads', async ({page}) => {
    test.slow(); // two reloads, each loading the modal again
    await page.goto(WIKI_PAGE);
    await openModal(page);
    await searchFor(page, 'linkaccount');
    const title = (await page.locator('.DocSearch-Hit-title').first().innerText()).trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wiki\/floodgate\//);

    await page.reload();
    await openModal(page);
    await expect(page.getByText('Recent', {exact: true})).toBeVisible();
    const recent = page.locator('.DocSearch-Hit', {hasText: title});
    await expect(recent).toBeVisible();
    await recent.hover();
    await recent.getByTitle('Save this search').click();
    await expect(page.getByText('Favorite', {exact: true})).toBeVisible();

    await page.reload();
    await openModal(page);
    await expect(page.getByText('Favorite', {exact: true})).toBeVisible();
    await expect(page.locator('.DocSearch-Hit', {hasText: title})).toBeVisible();
  });

  test('opens and searches when the browser blocks site data (issue #20, item 7)', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // What Chromium does when the reader blocks site data: reading `localStorage` throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await page.goto(WIKI_PAGE);
    await openModal(page);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(page.getByText('No recent searches')).toBeVisible();
    await searchFor(page, 'port forwarding');
    await page.keyboard.press('Escape');
    await expect(page.getByPlaceholder('Search docs')).toHaveCount(0);
    // The rest of the page still sees storage as blocked once the modal is closed.
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');
    await openModal(page);
    await searchFor(page, 'floodgate');
    expect(errors).toEqual([]);
  });

  test('"See all N results" leads to the search page, which finds the same N', async ({page}) => {
    await page.goto(WIKI_PAGE);
    await openModal(page);
    await searchFor(page, 'floodgate key');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    const count = Number(/\d+/.exec(await seeAll.innerText())?.[0]);
    expect(count).toBeGreaterThan(15);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/?\?q=floodgate(%20|\+)key$/);
    await expect(page.getByText(`${count} documents found`)).toBeVisible(LOADING);
  });

  test('says so when nothing matches', async ({page}) => {
    await page.goto(WIKI_PAGE);
    await openModal(page);
    await page.getByPlaceholder('Search docs').fill('xyzzyplugh');
    await expect(page.locator('.DocSearch-Title')).toHaveText('No results for "xyzzyplugh"', LOADING);
  });

  test('explains a failed index download', async ({page}) => {
    await page.route(`**${INDEX_PATH}`, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto(WIKI_PAGE);
    await openModal(page);
    await page.getByPlaceholder('Search docs').fill('geyser');
    await expect(page.getByText('Unable to fetch results')).toBeVisible(LOADING);
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('does not contact or credit Algolia', async ({page}) => {
    await page.goto(WIKI_PAGE);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await openModal(page);
    await searchFor(page, 'geyser');
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    await expect(page.getByText(/Powered by|Algolia/).filter({visible: true})).toHaveCount(0);
    // The fixture fails the test if any request left 127.0.0.1.
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`has no serious accessibility problems when open (${mode} mode)`, async ({page}) => {
      test.slow();
      await page.goto(WIKI_PAGE);
      await setColorMode(page, mode);
      await openModal(page);
      await searchFor(page, 'port forwarding');
      // Known in DocSearch 4.7 itself, not fixable from here: its autocomplete root has role="button"
      // around the whole modal, and each result option holds a link (as in every DocSearch site).
      const findings = (await seriousAxeViolations(page)).filter((finding) => finding.id !== 'nested-interactive');
      expect(findings).toEqual([]);
    });
  }
});

test.describe('the search page', () => {
  test('shows titles, breadcrumbs and snippets, and pages through results', async ({page}) => {
    await page.goto('/search/?q=geyser');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Search results for "geyser"'})).toBeVisible();
    const results = page.locator('article');
    await expect(results).toHaveCount(15, LOADING);
    await expect(results.first().getByRole('heading', {level: 2}).getByRole('link')).toHaveAttribute(
      'href',
      /^\/(wiki|blog)\//,
    );
    await expect(results.first().getByRole('navigation', {name: 'breadcrumbs'})).toBeVisible();
    await expect(results.locator('p mark').first()).toBeVisible();
    const total = Number(/(\d+) documents found/.exec(await page.getByText(/documents found/).innerText())?.[1]);
    expect(total).toBeGreaterThan(30);

    await page.getByRole('button', {name: 'Show more results'}).click();
    await expect(results).toHaveCount(30);
    const links = await results.locator('h2 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(new Set(links).size).toBe(30);
  });

  test('searches as the reader types and keeps the query in the URL', async ({page}) => {
    await page.goto('/search/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Search the documentation'})).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search'}).fill('portforward');
    await expect(page).toHaveURL(/\?q=portforward$/);
    await expect(page.locator('article h2 a').first()).toHaveAttribute(
      'href',
      '/wiki/geyser/port-forwarding/',
      LOADING,
    );
  });

  test('says "No results were found" for a query without matches', async ({page}) => {
    await page.goto('/search/?q=xyzzyplugh');
    await expect(page.getByText('No results were found')).toBeVisible(LOADING);
  });

  test('keeps its main landmark when nothing matches (issue #20, item 11)', async ({page}) => {
    await page.goto('/search/?q=xyzzyplugh');
    await expect(page.getByText('No results were found')).toBeVisible(LOADING);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText('No results were found');
  });

  test('answers a huge one-word query at once, without fuzzy work (issue #20, item 8)', async ({page}) => {
    await page.goto('/search/');
    await waitForHydration(page);
    // Before the engine capped queries, 100,000 letters took about 25 s and gigabytes of memory.
    await page.getByRole('searchbox', {name: 'Search'}).fill(`floodgate${'a'.repeat(100_000)}`);
    await expect(page.getByText('No results were found')).toBeVisible(LOADING);
    await page.getByRole('searchbox', {name: 'Search'}).fill('floodgate');
    await expect(page.locator('article').first()).toBeVisible(LOADING);
  });

  test('explains a failed index download', async ({page}) => {
    await page.route(`**${INDEX_PATH}`, (route) => route.abort('connectionrefused'));
    await page.goto('/search/?q=geyser');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results', LOADING);
    await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`has no serious accessibility problems (${mode} mode)`, async ({page}) => {
      test.slow();
      await page.goto('/search/?q=floodgate');
      await setColorMode(page, mode);
      await expect(page.locator('article').first()).toBeVisible(LOADING);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe('the search index', () => {
  test('stays small and is not part of a plain page', async ({page, request}) => {
    const response = await request.get(INDEX_PATH);
    expect(response.ok()).toBe(true);
    const body = await response.body();
    const gzipBytes = zlib.gzipSync(body, {level: 9}).length;
    test.info().annotations.push({type: 'index size', description: `${body.length} bytes, ${gzipBytes} gzip`});
    expect(gzipBytes).toBeLessThanOrEqual(INDEX_GZIP_BUDGET);

    // Wiki pages, API operation pages and blog posts; never list, tag or author pages.
    const urls = (JSON.parse(body.toString('utf8')) as {pages: Array<[string]>}).pages.map(([url]) => url);
    expect(urls).toContain('/wiki/geyser/port-forwarding/');
    expect(urls.some((url) => url.startsWith('/wiki/api/api.geysermc.org/'))).toBe(true);
    expect(urls.some((url) => /^\/blog\/[^/]+\/$/.test(url))).toBe(true);
    expect(urls.filter((url) => /^\/blog\/((tags|page|archive|authors)\/.*)?$|^\/search\//.test(url))).toEqual([]);

    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') {
        scripts.push(res.text());
      }
    });
    await page.goto(WIKI_PAGE, {waitUntil: 'networkidle'});
    const code = (await Promise.all(scripts)).join('\n');
    expect(code).not.toContain('MiniSearch');
  });

  test('answers within moments of a keypress', async ({page}) => {
    await page.goto(WIKI_PAGE);
    await openModal(page);
    const input = page.getByPlaceholder('Search docs');

    // From typing into the empty box (one input event) to the first highlighted result, in the page.
    const timeToResults = async (query: string): Promise<number> => {
      await input.fill('');
      await expect(page.locator('.DocSearch-Hits mark')).toHaveCount(0);
      await page.evaluate(() => {
        (window as unknown as {searchStarted: number}).searchStarted = performance.now();
      });
      await page.keyboard.insertText(query);
      await page.waitForFunction(() => document.querySelector('.DocSearch-Hits mark') !== null, undefined, {
        polling: 'raf',
      });
      return page.evaluate(() => performance.now() - (window as unknown as {searchStarted: number}).searchStarted);
    };

    const first = await timeToResults('floodgate');
    const later = await timeToResults('port forwarding');
    test.info().annotations.push({
      type: 'keypress to results',
      description: `first query ${Math.round(first)} ms (includes the index download and set-up), later queries ${Math.round(later)} ms`,
    });
    expect(first).toBeLessThan(5000);
    expect(later).toBeLessThan(1000);
  });
});

/* ---------- The dev server (`docusaurus start`) answers too ---------- */

async function waitForUrl(url: string, timeoutMs: number, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`docusaurus start exited with code ${server.exitCode}:\n${log()}`);
    }
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${log()}`);
}

test.describe('search on the dev server', () => {
  test.describe.configure({mode: 'serial', timeout: 180_000});

  let server: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
      cwd: path.resolve(__dirname, '..', '..'),
      env: {...process.env, BROWSER: 'none', ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''},
      // Its own process group, so the cleanup below stops npx, Docusaurus and Rspack together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // The index is an asset of the first compilation: once it answers, the site is ready.
    await waitForUrl(`${origin}${INDEX_PATH}`, 150_000, server, () => output.slice(-3000));
  });

  test.afterAll(async () => {
    const running = server;
    if (!running?.pid || running.exitCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => running.once('exit', resolve));
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-(running.pid as number), signal);
      } catch {
        // already gone
      }
    };
    stop('SIGTERM');
    const timer = setTimeout(() => stop('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });

  test('the modal finds pages', async ({page}) => {
    await page.goto(`${origin}${WIKI_PAGE}`);
    await openModal(page);
    await searchFor(page, 'flodgate key');
    await expect(hits(page).first()).toHaveAttribute('href', /^\/wiki\/floodgate\//);
  });
});

test.describe('the search page without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('says that search needs JavaScript (issue #20, item 11)', async ({page}) => {
    await page.goto('/search/?q=floodgate');
    // Playwright's text selectors skip <noscript>, so the element is located by CSS.
    const notice = page.locator('main noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Search runs in your browser and needs JavaScript.');
    await expect(page.getByRole('main')).toHaveCount(1);
  });
});
