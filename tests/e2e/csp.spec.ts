import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

import {loadApiReferences} from '../../src/plugins/openapi/operations';
import {expect, test as base, waitForHydration} from './fixtures';

/**
 * The Content Security Policy of `build/_headers`, as the host serves it, must not block anything
 * the site does: one page of every type, and each utility in use. A violation is caught twice, as
 * the `securitypolicyviolation` event and as Chromium's console error; none is allowed.
 */

const test = base.extend<{violations: string[]}>({
  violations: [
    async ({page}, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (report: string) => violations.push(report));
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as {__reportCspViolation: (text: string) => void}).__reportCspViolation;
            report(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
            );
          },
          true,
        );
      });
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) {
          violations.push(`console: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

/** Gives late reports (workers, lazy chunks) a moment to arrive, then checks the policy was in force. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

const dumpManifest = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'fixtures', 'dumps', 'manifest.json'), 'utf8'),
) as {
  dumps: Record<string, {file: string}>;
};
const dumpId = (file: string): string => {
  const entry = Object.entries(dumpManifest.dumps).find(([, value]) => value.file === file);
  if (!entry) throw new Error(`no dump fixture ${file}`);
  return entry[0];
};

test.describe('every page type loads without a violation', () => {
  for (const [type, url] of [
    ['home', '/'],
    ['wiki page', '/wiki/geyser/setup/'],
    ['wiki with tabs and code', '/wiki/geyser/understanding-the-config/'],
    ['blog list', '/blog/'],
    ['download', '/download/?project=floodgate'],
    ['search page', '/search/?q=floodgate'],
    ['API overview', '/wiki/api/'],
    ['not found', '/no-such-page/'],
  ] as const) {
    test(`${type} (${url})`, async ({page}) => {
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await waitForHydration(page);
      await settle(page);
    });
  }

  test('a blog post', async ({page}) => {
    await page.goto('/blog/');
    await waitForHydration(page);
    const post = page.locator('article h2 a').first();
    const href = await post.getAttribute('href');
    expect(href).toMatch(/^\/blog\//);
    await page.goto(href ?? '/blog/');
    await waitForHydration(page);
    await settle(page);
  });
});

test('the config editor with a config open in Monaco', async ({page}) => {
  await page.goto('/utilities/config-editor/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Default', exact: true}).click();
  await expect(page.locator('[role="status"] [data-kind]')).toContainText('Loaded the default config');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // On a desktop-wide window the source view (Monaco) opens beside the options.
  await expect(page.locator('.monaco-editor').first()).toBeVisible({timeout: 20_000});
  await expect(page.locator('.monaco-editor .view-lines').first()).toContainText('port', {timeout: 20_000});
  // Monaco's language worker is a script file of the site, allowed by worker-src 'self'.
  await expect.poll(() => workers.length, {timeout: 20_000}).toBeGreaterThan(0);
  await settle(page);
});

test("the config editor reached by a link from another page (the first page's policy stays in force)", async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    // A client-side navigation, as a navbar link does, without depending on the menu's layout.
    window.history.pushState({}, '', '/utilities/config-editor/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('button', {name: 'Default', exact: true})).toBeVisible({timeout: 20_000});
  await page.getByRole('button', {name: 'Default', exact: true}).click();
  await expect(page.locator('.monaco-editor .view-lines').first()).toContainText('port', {timeout: 20_000});
  await settle(page);
});

for (const file of ['current-spigot-paper.pretty.json', 'hostile.pretty.json']) {
  test(`the dump viewer with a dump loaded (${file})`, async ({page}) => {
    await page.goto(`/utilities/dump-viewer/#${dumpId(file)}`);
    await waitForHydration(page);
    await expect(page.locator('article[data-dump-key]')).toBeVisible({timeout: 20_000});
    await settle(page);
  });
}

test('the search modal with results', async ({page}) => {
  await page.goto('/wiki/geyser/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByPlaceholder('Search docs')).toBeFocused({timeout: 20_000});
  await page.getByPlaceholder('Search docs').fill('floodgate');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({timeout: 20_000});
  await settle(page);
});

test('the API explorer sends a request to the documented server', async ({page}) => {
  const references = loadApiReferences(path.resolve(__dirname, '..', '..'));
  const candidates = references.flatMap((reference) =>
    reference.operations
      .filter((operation) => operation.method === 'get' && operation.parameterNames.length === 0)
      .map((operation) => ({reference, operation})),
  );
  expect(candidates.length).toBeGreaterThan(0);
  const {reference, operation} = candidates[0];
  // Answered here: the tests never leave the machine. The policy is checked before the request
  // reaches this handler, so a blocked origin would still be reported.
  const sent: string[] = [];
  await page.route(`${reference.serverUrl}/**`, async (route) => {
    sent.push(route.request().url());
    await route.fulfill({status: 200, contentType: 'application/json', body: '{"ok":true}'});
  });
  await page.goto(operation.route);
  await waitForHydration(page);
  // The explorer loads when the reader asks for it (src/theme/ApiExplorer), so its chunk is checked too.
  await page.getByRole('button', {name: /show request builder and code samples/i}).click();
  await page.getByRole('button', {name: /send api request/i}).click();
  await expect.poll(() => sent.length, {timeout: 20_000}).toBeGreaterThan(0);
  await expect(page.locator('.openapi-right-panel__container')).toContainText('ok', {timeout: 20_000});
  await settle(page);
});
