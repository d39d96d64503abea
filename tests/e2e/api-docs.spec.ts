import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

import {
  loadApiReferences,
  readOpenApiDocument,
  type ApiOperation,
  type ApiReference,
} from '../../src/plugins/openapi/operations';
import {specDownloadPath} from '../../src/plugins/openapi/specs';
import AxeBuilder from '@axe-core/playwright';

import {countRemovals, expect, setColorMode, test, waitForHydration} from './fixtures';

/**
 * The REST API reference under /wiki/api/, generated from openapi/*.yaml. The expected pages are
 * derived from the same files, so a new operation is tested without new test code.
 * The fixtures fail any test whose page requests something outside 127.0.0.1.
 */

const siteDir = path.resolve(__dirname, '..', '..');
const references = loadApiReferences(siteDir);

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The base URL an operation is sent to: its own `servers` override (the render operations) or the document's. */
function serverUrlOf(reference: ApiReference, operation: ApiOperation): string {
  const document = readOpenApiDocument(siteDir, reference.spec);
  const servers = field(field(field(document.paths, operation.path), operation.method), 'servers');
  const url = Array.isArray(servers) ? field(servers[0], 'url') : undefined;
  return typeof url === 'string' ? url : reference.serverUrl;
}

/** Text that only the API explorer's code contains: postman-code-generators and the theme's class names. */
const EXPLORER_MARKERS = ['Codegen~convert', 'openapi-explorer', 'openapi-tabs__code-item'];
/** Text that only the explorer's lazily loaded script contains (the request library's code generators). */
const EXPLORER_CHUNK_MARKER = 'Codegen~convert';

/**
 * Opens an API page and waits for what the tests need: the page's own HTML and hydration, not every
 * script the framework prefetches for links in view (`load` under a busy machine waits for those too).
 */
async function openApiPage(page: Page, route: string): Promise<void> {
  const response = await page.goto(route, {waitUntil: 'domcontentloaded'});
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** The request builder and code samples load on demand: open them as a reader would. */
async function openExplorer(page: Page): Promise<void> {
  await page.getByRole('button', {name: /show request builder and code samples/i}).click();
  await expect(page.getByRole('button', {name: /send api request/i})).toBeVisible({timeout: 20_000});
}

/** Bodies of every script and stylesheet the page loads. */
function collectAssets(page: Page): {bodies: Promise<{url: string; body: string}>[]} {
  const collected = {bodies: [] as Promise<{url: string; body: string}>[]};
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      collected.bodies.push(response.text().then((body) => ({url: response.url(), body})));
    }
  });
  return collected;
}

/** `/v2/link/bedrock/{xuid}` is shown as `/v2/link/bedrock/:xuid`. */
function displayedPath(apiPath: string): string {
  return apiPath.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Every operation page as the server renders it (src/plugins/openapi/ServerRendered.tsx), read with JavaScript
 * off: what a reader without scripts and a search engine get, and what hydration must keep (the sitemap walk
 * fails on any hydration error, and the tests below check the browser-only request panel).
 */
test.describe('operation pages', () => {
  test.use({javaScriptEnabled: false});
  const operations = references.flatMap((reference) =>
    reference.operations.map((operation) => ({reference, operation})),
  );

  test('the reference documents every operation of both APIs', () => {
    expect(references.map((reference) => reference.operations.length)).toEqual([21, 8]);
  });

  for (const {reference, operation} of operations) {
    test(`${operation.method.toUpperCase()} ${operation.path} (${reference.title}) shows method, path, parameters and responses`, async ({
      page,
    }) => {
      const response = await page.goto(operation.route);
      expect(response?.status()).toBe(200);

      await expect(page.locator('h1')).toHaveText(operation.summary);
      const endpoint = page.locator('.openapi__method-endpoint').first();
      await expect(endpoint.locator('.badge')).toHaveText(operation.method.toUpperCase());
      await expect(endpoint.locator('.openapi__method-endpoint-path')).toContainText(displayedPath(operation.path));

      const parameterNames = page.locator(
        '.openapi-left-panel__container .openapi-params__list-item .openapi-schema__property',
      );
      await expect(parameterNames).toHaveText([...operation.parameterNames].sort(compareParameters(operation)));

      const statusTabs = page.locator('.openapi-tabs__response-code-item');
      await expect(statusTabs).toHaveText(operation.statusCodes.map((code) => new RegExp(`^${code}$`)));
    });
  }
});

test.describe('operation pages in the browser', () => {
  const operations = references.flatMap((reference) => reference.operations);

  // The request panel renders in the browser only. What it shows differs only by server, so one operation
  // of each server is opened: the panel names that server, and the explorer loads only when the reader asks.
  const byServer = new Map(
    references.flatMap((reference) =>
      reference.operations.map((operation) => [serverUrlOf(reference, operation), operation] as const),
    ),
  );
  for (const [serverUrl, operation] of byServer) {
    test(`the request panel of ${operation.route} names ${serverUrl}`, async ({page}) => {
      await openApiPage(page, operation.route);
      const panel = page.locator('.openapi-right-panel__container');
      await expect(panel).toContainText(serverUrl);
      await expect(panel.getByRole('button', {name: /show request builder and code samples/i})).toBeVisible();
    });
  }

  test("hydration keeps the page's parameters, schemas and tab groups", async ({page}) => {
    // Response codes, media types and schemas are tab groups; a rebuild removes and adds them again.
    const removed = await countRemovals(
      page,
      '.openapi-tabs__container, .openapi-tabs__schema-container, .tabs-container, .openapi-markdown__details',
    );
    for (const operation of operations.slice(0, 4)) {
      await openApiPage(page, operation.route);
      expect(await removed(), `${operation.route}: parts rebuilt after hydration`).toBe(0);
    }
  });
});

test('on a phone, the arrows that scroll a long row of tabs have names and scroll it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await openApiPage(page, '/wiki/api/downloads.geysermc.org/download-build/');
  const arrows = page.locator('.openapi-tabs__arrow');
  await expect(arrows.first()).toBeVisible();
  const names = await arrows.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  expect(names.length % 2).toBe(0);
  for (const [index, name] of names.entries()) {
    expect(name).toBe(index % 2 === 0 ? 'Scroll the tabs left' : 'Scroll the tabs right');
  }
  const right = page.getByRole('button', {name: 'Scroll the tabs right'}).first();
  const list = right.locator('xpath=preceding-sibling::ul[@role="tablist"]');
  await right.click();
  await expect.poll(() => list.evaluate((tabs) => tabs.scrollLeft)).toBeGreaterThan(0);
});

/** The page lists parameters by location (path, then query), each group in description order. */
function compareParameters(operation: ApiOperation): (a: string, b: string) => number {
  const inPath = (name: string): boolean => operation.path.includes(`{${name}}`);
  const order = operation.parameterNames;
  return (a, b) => Number(!inPath(a)) - Number(!inPath(b)) || order.indexOf(a) - order.indexOf(b);
}

test.describe('overviews and navigation', () => {
  for (const reference of references) {
    test(`${reference.title} overview explains base URL, authentication, caching and rate limits`, async ({page}) => {
      const response = await page.goto(reference.overviewRoute);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);

      await expect(page.locator('h1')).toHaveText(reference.title);
      const article = page.locator('article');
      await expect(article).toContainText(reference.serverUrl);
      for (const heading of ['Base URL and authentication', 'Caching', 'Rate limits']) {
        await expect(article.getByRole('heading', {level: 2, name: heading})).toBeVisible();
      }
    });

    test(`the ${reference.title} sidebar group lists every operation under its tag`, async ({page}) => {
      // The groups open with no motion, on a screen they all fit on. In a 720 px window, with the groups
      // above still animating open, Playwright reached the last toggle by scrolling the window: the navbar
      // hid and the announcement bar's margin went while it clicked, and on CI that click was lost once
      // (the Downloads group stayed shut). Measured here: window scrolled 864 px before, 0 px now.
      await page.setViewportSize({width: 1280, height: 1600});
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.goto(reference.overviewRoute);
      await waitForHydration(page);
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      const apiCategory = sidebar
        .locator('.menu__list-item', {has: page.locator(`a[href="${reference.overviewRoute}"]`)})
        .first();
      await expect(apiCategory.locator(':scope > .menu__list-item-collapsible a').first()).toHaveText(reference.title);

      const tags = [...new Set(reference.operations.map((operation) => operation.tag))];
      for (const tag of tags) {
        const group = apiCategory.locator('.menu__list-item', {has: page.getByText(tag, {exact: true})}).first();
        const toggle = group.locator(':scope > .menu__list-item-collapsible > .menu__link').first();
        await expect(toggle).toHaveText(tag);
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') {
          await toggle.click();
        }
        await expect(toggle, `${tag} opens in place`).toHaveAttribute('aria-expanded', 'true');
        expect(await page.evaluate(() => window.scrollY), 'the window did not scroll').toBe(0);
        expect(new URL(page.url()).pathname).toBe(reference.overviewRoute);
        const routes = reference.operations
          .filter((operation) => operation.tag === tag)
          .map((operation) => operation.route);
        await expect(group.locator('ul .menu__link')).toHaveCount(routes.length);
        const hrefs = await group
          .locator('ul .menu__link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs).toEqual(routes);
      }
    });
  }

  test('the REST APIs home links to both overviews and states that no authentication is needed', async ({page}) => {
    const response = await page.goto('/wiki/api/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('REST APIs');
    const article = page.locator('article');
    for (const reference of references) {
      await expect(article.locator(`a[href="${reference.overviewRoute}"]`).first()).toBeVisible();
      await expect(article).toContainText(reference.serverUrl);
    }
    for (const heading of ['Authentication', 'Rate limits', 'Caching']) {
      await expect(article.getByRole('heading', {level: 2, name: heading})).toBeVisible();
    }
  });
});

test('the REST APIs home links each OpenAPI file, which the site serves unchanged to any origin', async ({
  page,
  request,
}) => {
  await page.goto('/wiki/api/');
  await waitForHydration(page);
  for (const reference of references) {
    const file = specDownloadPath(reference.spec);
    await expect(page.locator(`article a[href="${file}"]`)).toBeVisible();
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    expect(await response.text(), file).toBe(fs.readFileSync(path.join(siteDir, reference.spec.specPath), 'utf8'));
  }
});

test.describe('request builder', () => {
  // The render operations override the document's server: the opened explorer must use theirs.
  const overridden = references
    .flatMap((reference) => reference.operations.map((operation) => ({reference, operation})))
    .find(({reference, operation}) => serverUrlOf(reference, operation) !== reference.serverUrl);

  test("once opened, it is aimed at the operation's own server", async ({page}) => {
    expect(overridden).toBeDefined();
    const {reference, operation} = overridden!;
    await openApiPage(page, operation.route);
    await openExplorer(page);
    const panel = page.locator('.openapi-right-panel__container');
    await expect(panel).toContainText(serverUrlOf(reference, operation));
    await expect(panel.getByRole('button', {name: /show request builder and code samples/i})).toHaveCount(0);
  });
});

test.describe('code samples', () => {
  const lookup = references[0].operations.find((operation) => operation.operationId === 'getXuidByGamertag');

  test('cover curl, JavaScript, Java and Python with the real request URL', async ({page}) => {
    expect(lookup).toBeDefined();
    await openApiPage(page, lookup!.route);
    await openExplorer(page);
    const tabs = page.locator('.openapi-tabs__code-list-container > .openapi-tabs__code-item');
    const code = page.locator('.openapi-right-panel__container pre code').first();
    const expected: Record<string, RegExp> = {
      curl: /curl/,
      javascript: /fetch|XMLHttpRequest|\$\.ajax/,
      java: /OkHttpClient|Unirest/,
      python: /requests|http\.client/,
    };
    for (const [language, pattern] of Object.entries(expected)) {
      const tab = tabs.filter({hasText: new RegExp(`^${language}$`)});
      await expect(tab).toHaveCount(1);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(code).toContainText(pattern);
      // Some generators split the URL into host and path (Python's http.client).
      await expect(code).toContainText('api.geysermc.org');
      await expect(code).toContainText('/v2/xbox/xuid/BlockBuilder42');
      // Highlighted, Bash and Java included (two of the site's extra Prism languages).
      await expect(code.locator('.token:not(.plain)').first()).toBeAttached();
    }
  });
});

test.describe('isolation from the rest of the wiki', () => {
  test('a plain wiki page loads none of the API explorer code or styles', async ({page}) => {
    const assets = collectAssets(page);
    await page.goto('/wiki/geyser/', {waitUntil: 'networkidle'});
    await waitForHydration(page);
    const loaded = await Promise.all(assets.bodies);
    expect(loaded.length).toBeGreaterThan(0);
    const offending = loaded
      .filter(({body}) => EXPLORER_MARKERS.some((marker) => body.includes(marker)))
      .map(({url}) => url);
    expect(offending, 'scripts or stylesheets with API explorer code').toEqual([]);
    await expect(page.locator('link[rel="stylesheet"][href*="openapi-theme"]')).toHaveCount(0);
  });

  test('the markers do identify the explorer on an API page once it is opened (control)', async ({page}) => {
    const assets = collectAssets(page);
    await openApiPage(page, references[0].operations[0].route);
    await openExplorer(page);
    const loaded = await Promise.all(assets.bodies);
    for (const marker of EXPLORER_MARKERS) {
      expect(
        loaded.some(({body}) => body.includes(marker)),
        `a loaded asset contains ${marker}`,
      ).toBe(true);
    }
    await expect(page.locator('link[rel="stylesheet"][href*="openapi-theme"]')).toHaveCount(1);
  });
});

test.describe('the explorer loads on demand', () => {
  const operation = references[0].operations.find((candidate) => candidate.operationId === 'getXuidByGamertag')!;

  test('its script is not requested when the page loads, and is once the reader opens it', async ({page}) => {
    const assets = collectAssets(page);
    await page.goto(operation.route, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    const onLoad = await Promise.all(assets.bodies);
    expect(onLoad.length).toBeGreaterThan(0);
    expect(
      onLoad.filter(({body}) => body.includes(EXPLORER_CHUNK_MARKER)).map(({url}) => url),
      'explorer scripts loaded before the reader asked',
    ).toEqual([]);
    await expect(page.getByRole('button', {name: /send api request/i})).toHaveCount(0);

    const button = page.getByRole('button', {name: /show request builder and code samples/i});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: /send api request/i})).toBeVisible({timeout: 20_000});
    const afterOpening = await Promise.all(assets.bodies);
    expect(afterOpening.some(({body}) => body.includes(EXPLORER_CHUNK_MARKER))).toBe(true);
    // Keyboard focus moves into the explorer rather than being lost with the button.
    await expect(page.getByRole('region', {name: 'Request builder and code samples'})).toBeFocused();
  });

  test('the description, parameters and responses are in the page without the explorer', async ({page}) => {
    await openApiPage(page, operation.route);
    const left = page.locator('.openapi-left-panel__container');
    await expect(left).toContainText(operation.summary);
    await expect(left.locator('.openapi-params__list-item .openapi-schema__property')).toHaveText([
      ...operation.parameterNames,
    ]);
    await expect(page.locator('.openapi-tabs__response-code-item')).toHaveText(
      operation.statusCodes.map((code) => new RegExp(`^${code}$`)),
    );
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`the placeholder and the opened explorer have no axe violations in their panel (${mode} mode)`, async ({
      page,
    }) => {
      await openApiPage(page, operation.route);
      await setColorMode(page, mode);
      const scan = () =>
        new AxeBuilder({page})
          .include('.openapi-right-panel__container')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
      const placeholder = await scan();
      expect(placeholder.violations.map((violation) => violation.id)).toEqual([]);
      await openExplorer(page);
      const opened = await scan();
      expect(
        opened.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id),
      ).toEqual([]);
    });
  }
});
