/** The config editor's browser-test helpers, shared by its spec files. */
import fs from 'node:fs';
import path from 'node:path';
import type {Download, Locator, Page} from '@playwright/test';

import {expect, test as base, waitForHydration} from './fixtures';

export const EDITOR = '/utilities/config-editor/';
export const FIXTURES = path.resolve(__dirname, '../fixtures/configs');

/** The real files from public servers; read in place (SOURCES.md explains them). */
export const REAL_WORLD = [
  process.env.REAL_WORLD_CONFIGS,
  path.resolve(__dirname, '../../../shared/real-world/geyser-configs'),
  '/work/shared/real-world/geyser-configs',
].find((dir): dir is string => Boolean(dir && fs.existsSync(dir)));

/** Every test also fails on a console error or an uncaught exception in the page. */
export const test = base.extend<{consoleErrors: string[]}>({
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export async function openEditor(page: Page): Promise<void> {
  await page.goto(EDITOR);
  await waitForHydration(page);
}

export function field(page: Page, optionPath: string): Locator {
  return page.locator(`[data-option="${optionPath}"]`);
}

export function serverName(page: Page): Locator {
  return field(page, 'gameplay.server-name').getByRole('textbox');
}

/** The page's own messages (Monaco adds live regions of its own, so roles alone are ambiguous). */
export function errorNotice(page: Page): Locator {
  return page.locator('[role="alert"] [data-kind="error"]');
}

export function statusNotice(page: Page): Locator {
  return page.locator('[role="status"] [data-kind]');
}

export async function loadDefault(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Default', exact: true}).click();
  await expect(statusNotice(page)).toContainText('Loaded the default config');
}

/** Opens the editor on the default config with one unsaved edit: `name` typed as the server name. */
export async function openWithDraft(page: Page, name: string): Promise<void> {
  await openEditor(page);
  await loadDefault(page);
  await serverName(page).fill(name);
}

/** Pastes text into Monaco over everything, as a user pasting from the clipboard would. */
export async function pasteIntoSource(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(page.url()).origin});
  await page.evaluate((content) => navigator.clipboard.writeText(content), text);
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

export async function upload(page: Page, file: {name: string; buffer: Buffer}): Promise<void> {
  await page
    .getByTestId('config-file-input')
    .setInputFiles({name: file.name, mimeType: 'application/x-yaml', buffer: file.buffer});
}

export function fixtureFile(name: string): {name: string; buffer: Buffer} {
  return {name: 'config.yml', buffer: fs.readFileSync(path.join(FIXTURES, name))};
}

/** A second page with a copy of `page`'s session storage (tab id included), as "Duplicate tab" makes. */
export async function duplicateTab(page: Page): Promise<Page> {
  const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const duplicate = await page.context().newPage();
  await duplicate.addInitScript((entries) => {
    if (sessionStorage.length === 0) {
      for (const [key, value] of JSON.parse(entries) as [string, string][]) {
        sessionStorage.setItem(key, value);
      }
    }
  }, session);
  return duplicate;
}

/** Reloads as a reader coming back to the tab would, and waits until the editor can be used again. */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/** The tab id under which each page keeps its draft. */
export function draftTabIds(pages: Page[]): Promise<(string | null)[]> {
  return Promise.all(pages.map((tab) => tab.evaluate(() => sessionStorage.getItem('geysermc:config-editor:tab'))));
}

export async function exportFile(page: Page): Promise<{download: Download; bytes: Buffer}> {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Export', exact: true}).click();
  const download = await downloadPromise;
  const file = await download.path();
  return {download, bytes: fs.readFileSync(file)};
}

/** Waits for Monaco, then uses its find widget to check the source contains a line. */
export async function expectSourceToContain(page: Page, text: string): Promise<void> {
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({timeout: 20_000});
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+F');
  const findInput = page.locator('.find-widget textarea, .find-widget input').first();
  await findInput.fill(text);
  await expect(page.locator('.find-widget .matchesCount')).toHaveText(/^1 of 1$/);
  await page.keyboard.press('Escape');
}
