import fs from 'node:fs';
import path from 'node:path';
import type {Download, Locator, Page} from '@playwright/test';

import {generateConfig, OPTIONS} from '../../src/lib/config';
import {seriousAxeViolations} from './a11y';
import {expect, setColorMode, test as base, waitForHydration} from './fixtures';

const EDITOR = '/utilities/config-editor/';
const FIXTURES = path.resolve(__dirname, '../fixtures/configs');

/** The real files from public servers; read in place (SOURCES.md explains them). */
const REAL_WORLD = [
  process.env.REAL_WORLD_CONFIGS,
  path.resolve(__dirname, '../../../shared/real-world/geyser-configs'),
  '/work/shared/real-world/geyser-configs',
].find((dir): dir is string => Boolean(dir && fs.existsSync(dir)));

/** Every test also fails on a console error or an uncaught exception in the page. */
const test = base.extend<{consoleErrors: string[]}>({
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

async function openEditor(page: Page): Promise<void> {
  await page.goto(EDITOR);
  await waitForHydration(page);
}

function field(page: Page, optionPath: string): Locator {
  return page.locator(`[data-option="${optionPath}"]`);
}

function serverName(page: Page): Locator {
  return field(page, 'gameplay.server-name').getByRole('textbox');
}

/** The page's own messages (Monaco adds live regions of its own, so roles alone are ambiguous). */
function errorNotice(page: Page): Locator {
  return page.locator('[role="alert"] [data-kind="error"]');
}

function statusNotice(page: Page): Locator {
  return page.locator('[role="status"] [data-kind]');
}

async function loadDefault(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Default', exact: true}).click();
  await expect(statusNotice(page)).toContainText('Loaded the default config');
}

/** Opens the editor on the default config with one unsaved edit: `name` typed as the server name. */
async function openWithDraft(page: Page, name: string): Promise<void> {
  await openEditor(page);
  await loadDefault(page);
  await serverName(page).fill(name);
}

/** Pastes text into Monaco over everything, as a user pasting from the clipboard would. */
async function pasteIntoSource(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(page.url()).origin});
  await page.evaluate((content) => navigator.clipboard.writeText(content), text);
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

async function upload(page: Page, file: {name: string; buffer: Buffer}): Promise<void> {
  await page
    .getByTestId('config-file-input')
    .setInputFiles({name: file.name, mimeType: 'application/x-yaml', buffer: file.buffer});
}

function fixtureFile(name: string): {name: string; buffer: Buffer} {
  return {name: 'config.yml', buffer: fs.readFileSync(path.join(FIXTURES, name))};
}

/** A second page with a copy of `page`'s session storage (tab id included), as "Duplicate tab" makes. */
async function duplicateTab(page: Page): Promise<Page> {
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
async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/** The tab id under which each page keeps its draft. */
function draftTabIds(pages: Page[]): Promise<(string | null)[]> {
  return Promise.all(pages.map((tab) => tab.evaluate(() => sessionStorage.getItem('geysermc:config-editor:tab'))));
}

async function exportFile(page: Page): Promise<{download: Download; bytes: Buffer}> {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Export', exact: true}).click();
  const download = await downloadPromise;
  const file = await download.path();
  return {download, bytes: fs.readFileSync(file)};
}

/** Waits for Monaco, then uses its find widget to check the source contains a line. */
async function expectSourceToContain(page: Page, text: string): Promise<void> {
  const editor = page.locator('.monaco-editor').first();
  await expect(editor).toBeVisible({timeout: 20_000});
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+F');
  const findInput = page.locator('.find-widget textarea, .find-widget input').first();
  await findInput.fill(text);
  await expect(page.locator('.find-widget .matchesCount')).toHaveText(/^1 of 1$/);
  await page.keyboard.press('Escape');
}

test.describe('config editor', () => {
  test('starts empty, with Export disabled, and loads Monaco only once a config is open', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await openEditor(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Config Editor'})).toBeVisible();
    await expect(page.getByText('Edit your Geyser configuration.')).toBeVisible();
    await expect(page.getByText('No config is open yet.')).toBeVisible();
    await expect(
      page.getByText('Upload your config.yml, or press Default to start from the default config'),
    ).toBeVisible();
    await expect(page.getByRole('button', {name: 'Export', exact: true})).toBeDisabled();
    expect(scripts.filter((url) => url.includes('monaco'))).toEqual([]);

    await loadDefault(page);
    await expect(page.locator('.monaco-editor').first()).toBeVisible({timeout: 20_000});
    const monacoUrls = scripts.filter((url) => url.includes('monaco'));
    expect(monacoUrls.length).toBeGreaterThan(0);
    for (const url of monacoUrls) {
      expect(new URL(url).hostname).toBe('127.0.0.1');
    }
  });

  test('Default, then a switch, a number and a select, exports exactly those changes', async ({page}) => {
    await openEditor(page);
    await page.getByLabel('Platform').selectOption('spigot');
    await loadDefault(page);

    await field(page, 'gameplay.show-coordinates').getByRole('switch').click();
    await field(page, 'bedrock.port').getByRole('spinbutton').fill('19133');
    await field(page, 'java.auth-type').getByRole('combobox').selectOption('floodgate');
    await expect(page.getByText('unsaved changes', {exact: true})).toBeVisible();

    const {download, bytes} = await exportFile(page);
    expect(download.suggestedFilename()).toBe('config.yml');
    const exported = bytes.toString('utf8');
    // The Paper/Spigot default has no random bStats ID, so the library writes the same file the page
    // started from: exactly the three edited lines differ from it.
    const expectedDefault = generateConfig('spigot');
    const before = expectedDefault.split('\n');
    const after = exported.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toEqual(['  port: 19133', '  auth-type: floodgate', '  show-coordinates: false']);
    await expect(statusNotice(page)).toContainText('Exported config.yml');
    await expect(page.getByText('unsaved changes', {exact: true})).toHaveCount(0);
  });

  test('Export names the fields whose entry was not written, and the file keeps their old values', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    const port = field(page, 'bedrock.port');
    await port.getByRole('spinbutton').fill('1e3');
    await expect(port).toContainText('Enter a whole number.');
    await field(page, 'gameplay.show-coordinates').getByRole('switch').click();

    const {bytes} = await exportFile(page);
    expect(bytes.toString('utf8')).toContain('\n  port: 19132\n');
    const reported = statusNotice(page);
    await expect(reported).toHaveAttribute('data-kind', 'warning');
    await expect(reported).toContainText('without what 1 field shows');
    await expect(reported).toContainText('bedrock.port holds 1e3, which is not a whole number: the file keeps 19132');
    // The entry is still there to fix, and survives the search hiding and showing the field again.
    await page.getByLabel('Search options').fill('coordinates');
    await page.getByLabel('Search options').fill('');
    await expect(port.getByRole('spinbutton')).toHaveValue('1e3');

    await port.getByRole('spinbutton').fill('19140');
    await expect(port).not.toContainText('Enter a whole number.');
    const fixed = await exportFile(page);
    expect(fixed.bytes.toString('utf8')).toContain('\n  port: 19140\n');
    await expect(statusNotice(page)).toHaveAttribute('data-kind', 'success');
  });

  test('shows form edits in the source view and source edits in the form', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    await field(page, 'bedrock.port').getByRole('spinbutton').fill('19150');
    await expectSourceToContain(page, 'port: 19150');

    // Replace the whole source with a short file pasted into Monaco.
    await pasteIntoSource(page, 'bedrock:\n  port: 19140\ngameplay:\n  cooldown-type: hotbar\nconfig-version: 7\n');
    await expect(field(page, 'bedrock.port').getByRole('spinbutton')).toHaveValue('19140');
    await expect(field(page, 'gameplay.cooldown-type').getByRole('combobox')).toHaveValue('hotbar');
    await expect(field(page, 'gameplay.show-coordinates')).toContainText('not in file');
  });

  test('uploads a file with comments and exports it byte for byte', async ({page}) => {
    // Big pages and several round trips: slow on a two-core machine.
    test.slow();
    await openEditor(page);
    for (const name of ['07-current-v7-foreign-comments.yml', '12-crlf.yml', '11-no-final-newline.yml']) {
      const file = fixtureFile(name);
      await upload(page, file);
      await expect(statusNotice(page)).toContainText('Loaded config.yml.');
      const {bytes} = await exportFile(page);
      expect(bytes.equals(file.buffer), name).toBe(true);
    }
  });

  test('loads real config files from public servers and exports them unchanged', async ({page}) => {
    // Big pages and several round trips: slow on a two-core machine.
    test.slow();
    test.skip(!REAL_WORLD, 'the shared real-world configs are not on this machine');
    await openEditor(page);
    const names = fs.readdirSync(REAL_WORLD as string).filter((name) => name.endsWith('.yml'));
    for (const name of [
      '12-spigot-v5-chinese-comments.yml',
      '18-velocity-v4-hex-color-tags.yml',
      '01-spigot-v7-4space-leftover-key.yml',
    ].filter((candidate) => names.includes(candidate))) {
      const buffer = fs.readFileSync(path.join(REAL_WORLD as string, name));
      await upload(page, {name, buffer});
      await expect(statusNotice(page)).toContainText(`Loaded ${name}.`);
      const {bytes} = await exportFile(page);
      expect(bytes.equals(buffer), name).toBe(true);
    }
    // The Chinese-commented file is shown with its values; the legacy one is recognised.
    await expect(page.getByText('Current layout, config-version 7')).toBeVisible();
  });

  test('keeps the open config when an upload is broken, and says why', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    await field(page, 'motd.primary-motd').getByRole('textbox').fill('Kept server');

    await upload(page, fixtureFile('14-broken-syntax.yml'));
    const alert = errorNotice(page);
    await expect(alert).toContainText('is not valid YAML');
    await expect(alert).toContainText(/Line \d+, column \d+/);
    await expect(alert).toContainText('The config you had open is unchanged.');
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('Kept server');

    await page
      .getByTestId('config-file-input')
      .setInputFiles({name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello')});
    await expect(alert).toContainText('not a YAML file');
    await page.getByTestId('config-file-input').setInputFiles({
      name: 'config.yml',
      mimeType: 'application/x-yaml',
      buffer: Buffer.from([0x61, 0x3a, 0x20, 0xff, 0x0a]),
    });
    await expect(alert).toContainText('not UTF-8');
    await page.getByTestId('config-file-input').setInputFiles({
      name: 'config.yml',
      mimeType: 'application/x-yaml',
      buffer: Buffer.from('key-file-name: key.pem\nusername-prefix: "."\nplayer-link:\n  enabled: true\n'),
    });
    await expect(alert).toContainText("Floodgate's config.yml");
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('Kept server');
  });

  test('opens a file with 20,000 unknown keys, groups them, and keeps every typed character', async ({page}) => {
    // A 600 KB file analysed several times in the worker: slow on a two-core machine.
    test.slow();
    const keys = Array.from({length: 20_000}, (_, index) => `unknown-key-${index}: value-${index}`);
    const text = `${generateConfig('spigot')}${keys.join('\n')}\n`;
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openEditor(page);
    await upload(page, {name: 'config.yml', buffer: Buffer.from(text)});
    const group = page.getByTestId('unknown-keys');
    await expect(group.locator('summary')).toHaveText('Unknown keys (20,000)', {timeout: 60_000});
    // The analysis ran in the page's Web Worker (the site's CSP allows it: no console error).
    expect(workers.filter((url) => /config-analysis/.test(url))).toHaveLength(1);
    // Collapsed: no row is rendered until the group is opened, then one page of them.
    await expect(group.getByRole('button', {name: 'Remove key'})).toHaveCount(0);
    await group.locator('summary').click();
    await expect(group.getByRole('button', {name: 'Remove key'})).toHaveCount(50);
    await expect(group.getByRole('button', {name: /^Show 50 more of 19,950 hidden keys$/})).toBeVisible();

    // Typed key by key while analyses of earlier texts are still running: nothing may be lost.
    const name = serverName(page);
    await name.fill('');
    await name.pressSequentially('Big <<server>>', {delay: 20});
    await expect(name).toHaveValue('Big <<server>>');
    await expect(page.getByText('Checking your latest change…')).toHaveCount(0, {timeout: 60_000});
    await expect(name).toHaveValue('Big <<server>>');

    const {bytes} = await exportFile(page);
    const exported = bytes.toString('utf8');
    expect(exported).toContain("  server-name: 'Big <<server>>'\n");
    expect(exported).toContain('unknown-key-19999: value-19999\n');
    expect(exported.length).toBe(text.length - 'Geyser'.length + "'Big <<server>>'".length);
    await expect(statusNotice(page)).toContainText(/Exported config\.yml\. It has \d+ warnings/);
  });

  test('keeps the draft across a reload', async ({page}) => {
    await openWithDraft(page, 'Draft survivor');
    await reloadPage(page);
    await expect(serverName(page)).toHaveValue('Draft survivor');
    await expect(page.getByText(/Your draft from .* was restored/)).toBeVisible();
    await expect(page.getByText('unsaved changes', {exact: true})).toBeVisible();
  });

  test("keeps a draft per tab: a second tab never takes or replaces the first tab's unsaved edit", async ({page}) => {
    // Two pages, each loaded twice with the source editor: slow on a shared two-core machine.
    test.slow();
    await openWithDraft(page, 'First tab');
    const second = await page.context().newPage();
    await openEditor(second);
    await expect(second.getByText(/Your draft from .* was restored/)).toHaveCount(0);
    await loadDefault(second);
    await serverName(second).fill('Second tab');
    await reloadPage(page);
    await expect(serverName(page)).toHaveValue('First tab');
    await reloadPage(second);
    await expect(serverName(second)).toHaveValue('Second tab');
    await second.close();
  });

  test('gives a duplicated tab its own draft: neither tab loses an edit', async ({page}) => {
    // Two pages, each loaded twice with the source editor: slow on a shared two-core machine.
    test.slow();
    await openWithDraft(page, 'First tab');
    const duplicate = await duplicateTab(page);
    await openEditor(duplicate);
    // The duplicate starts from a copy of the first tab's draft, as the browser's copy of the page would.
    await expect(serverName(duplicate)).toHaveValue('First tab');
    await serverName(duplicate).fill('Duplicate tab');
    await field(page, 'motd.primary-motd').getByRole('textbox').fill('Edited in the first tab');

    await reloadPage(page);
    await expect(serverName(page)).toHaveValue('First tab');
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('Edited in the first tab');
    await reloadPage(duplicate);
    await expect(serverName(duplicate)).toHaveValue('Duplicate tab');
    await expect(field(duplicate, 'motd.primary-motd').getByRole('textbox')).not.toHaveValue('Edited in the first tab');
    const ids = await draftTabIds([page, duplicate]);
    expect(ids[0]).not.toBe(ids[1]);
    await duplicate.close();
  });

  test('gives a duplicated tab its own draft even when the first tab is too busy to answer', async ({page}) => {
    test.slow();
    await openWithDraft(page, 'First tab');
    const duplicate = await duplicateTab(page);
    // The first tab's main thread is blocked while the copy loads, so it cannot answer the copy's
    // question in time; the mark it left in storage still shows that it holds the id.
    const busy = page.evaluate(() => {
      const end = performance.now() + 4000;
      while (performance.now() < end) {
        // busy
      }
    });
    await openEditor(duplicate);
    await expect(serverName(duplicate)).toHaveValue('First tab');
    await serverName(duplicate).fill('Duplicate tab');
    await busy;
    const ids = await draftTabIds([page, duplicate]);
    expect(ids[0]).not.toBe(ids[1]);
    await reloadPage(page);
    await expect(serverName(page)).toHaveValue('First tab');
    await reloadPage(duplicate);
    await expect(serverName(duplicate)).toHaveValue('Duplicate tab');
    await duplicate.close();
  });

  test('asks before replacing unsaved changes', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    await field(page, 'motd.max-players').getByRole('spinbutton').fill('42');

    await page.getByRole('button', {name: 'Default', exact: true}).click();
    const dialog = page.getByRole('dialog', {name: 'Discard your unsaved changes?'});
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Keep editing'}).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'motd.max-players').getByRole('spinbutton')).toHaveValue('42');

    await upload(page, fixtureFile('06-current-v7-no-comments.yml'));
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Discard changes'}).click();
    await expect(field(page, 'motd.max-players').getByRole('spinbutton')).toHaveValue('20');
  });

  test('recognises a legacy config and converts it', async ({page}) => {
    await openEditor(page);
    await page.getByLabel('Platform').selectOption('standalone');
    await upload(page, fixtureFile('04-legacy-v4-full.yml'));
    await expect(page.getByText('This is a legacy config')).toBeVisible();
    await expect(field(page, 'bedrock.motd1').getByRole('textbox')).toHaveValue('Legacy Land');

    await page.getByRole('button', {name: 'Convert for Standalone'}).click();
    await expect(page.getByRole('heading', {name: /Converted to the current layout/})).toBeVisible();
    await expect(page.getByText('Current layout, config-version 7')).toBeVisible();
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('Legacy Land');
    await expect(field(page, 'java.address').getByRole('textbox')).toHaveValue('127.0.0.1');
    await expect(field(page, 'advanced.floodgate-key-file').getByRole('textbox')).toHaveValue('key.pem');

    await page.getByRole('button', {name: 'Undo'}).click();
    await expect(page.getByText('This is a legacy config')).toBeVisible();
  });

  test('lists problems next to their options and in the summary', async ({page}) => {
    await openEditor(page);
    await upload(page, fixtureFile('13-unknown-misplaced.yml'));
    const problems = page.getByRole('region', {name: 'Problems'});
    await expect(problems).toContainText('Did you mean `java.auth-type`'.replace(/`/g, ''));
    await expect(problems).toContainText('Keys are case-sensitive');

    await field(page, 'bedrock.port').getByRole('spinbutton').fill('99999');
    await expect(field(page, 'bedrock.port')).toContainText('outside 0–65535');
    await expect(problems).toContainText('1 error');
    await problems
      .getByRole('listitem')
      .filter({hasText: 'outside 0–65535'})
      .getByRole('button', {name: 'Go to option'})
      .click();
    await expect(field(page, 'bedrock.port').getByRole('spinbutton')).toBeFocused();

    // Export still works, but warns.
    const {bytes} = await exportFile(page);
    expect(bytes.toString('utf8')).toContain('port: 99999');
    await expect(statusNotice(page)).toContainText('Geyser will refuse to load it');

    await problems
      .getByRole('listitem')
      .filter({hasText: 'allow-flight'})
      .getByRole('button', {name: 'Remove key'})
      .click();
    await expect(problems).not.toContainText('allow-flight');
  });

  test('filters options by name or meaning', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    const search = page.getByLabel('Search options');
    await search.fill('cooldown');
    await expect(field(page, 'gameplay.cooldown-type')).toBeVisible();
    await expect(field(page, 'bedrock.port')).toHaveCount(0);
    expect(await page.locator('[data-option]').count()).toBeLessThanOrEqual(3);
    await search.fill('scaffolding');
    await expect(page.locator('[data-option]')).toHaveCount(1);
    await search.fill('skins heads');
    await expect(field(page, 'gameplay.max-visible-custom-skulls')).toBeVisible();
    await search.fill('zzzz');
    await expect(page.getByText('No option matches')).toBeVisible();
  });

  test('never renders uploaded text as HTML', async ({page}) => {
    await openEditor(page);
    const hostile = [
      'motd:',
      '  primary-motd: "<img src=x onerror=window.__configXss=1>"',
      '  "<b>bold</b>": true',
      'java:',
      '  auth-type: "[click](https://example.com)"',
      'config-version: 7',
      '',
    ].join('\n');
    await upload(page, {name: 'config.yml', buffer: Buffer.from(hostile)});
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue(
      '<img src=x onerror=window.__configXss=1>',
    );
    await expect(page.getByRole('region', {name: 'Problems'})).toContainText('<b>bold</b>');
    expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
    expect(await page.getByRole('region', {name: 'Problems'}).getByRole('link').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__configXss?: number}).__configXss)).toBeUndefined();
  });

  test('opens a file dropped on the page', async ({page}) => {
    await openEditor(page);
    const text = fs.readFileSync(path.join(FIXTURES, '08-colour-codes.yml'), 'utf8');
    await page.evaluate((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'dropped.yml', {type: 'application/x-yaml'}));
      for (const type of ['dragenter', 'dragover', 'drop']) {
        window.dispatchEvent(new DragEvent(type, {dataTransfer: transfer, bubbles: true, cancelable: true}));
      }
    }, text);
    await expect(statusNotice(page)).toContainText('Loaded dropped.yml.');
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('§a§lGreen §rServer');
  });

  test('works on a 375 px wide phone', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await openEditor(page);
    await loadDefault(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(field(page, 'bedrock.port').getByRole('spinbutton')).toBeVisible();
    await page.getByRole('button', {name: 'Source', exact: true}).click();
    await expect(page.locator('.monaco-editor').first()).toBeVisible({timeout: 20_000});
    await expect(field(page, 'bedrock.port')).toBeHidden();
    await page.getByRole('button', {name: 'Options', exact: true}).click();
    await field(page, 'debug-mode').getByRole('switch').click();
    await expect(field(page, 'debug-mode').getByRole('switch')).toBeChecked();
  });

  for (const mode of ['dark', 'light'] as const) {
    // The empty editor is checked by the sitemap walk (./sitemap.spec.ts); this is the editor in use.
    test(`has no serious or critical axe violations in ${mode} mode with a file open`, async ({page}) => {
      // Big pages and several round trips: slow on a two-core machine.
      test.slow();
      await openEditor(page);
      await setColorMode(page, mode);
      await upload(page, fixtureFile('13-unknown-misplaced.yml'));
      await expect(page.locator('.monaco-editor').first()).toBeVisible({timeout: 20_000});
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe('Monaco stays off other pages', () => {
  for (const pagePath of ['/wiki/geyser/', '/wiki/geyser/understanding-the-config/']) {
    test(`${pagePath} loads no Monaco code or styles`, async ({page}) => {
      const loaded: {url: string; body: string}[] = [];
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          pending.push(response.text().then((body) => void loaded.push({url: response.url(), body})));
        }
      });
      await page.goto(pagePath, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      await Promise.all(pending);
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter(({url}) => /monaco/i.test(url)).map(({url}) => url)).toEqual([]);
      // Strings found only in Monaco's own code and CSS.
      const monacoCode = loaded.filter(
        ({body}) =>
          body.includes('MonacoEnvironment') ||
          body.includes('.monaco-editor') ||
          body.includes('editor.action.triggerSuggest'),
      );
      expect(monacoCode.map(({url}) => url)).toEqual([]);
    });
  }
});

test.describe('config reference page', () => {
  test('explains every option of the schema and links to the editor', async ({page}) => {
    // Big pages and several round trips: slow on a two-core machine.
    test.slow();
    await page.goto('/wiki/geyser/understanding-the-config/');
    await waitForHydration(page);
    for (const option of OPTIONS) {
      await expect(page.locator(`h3#${option.path.replace(/\./g, '-')}`)).toContainText(option.path);
    }
    await expect(page.getByRole('link', {name: 'config editor'}).first()).toHaveAttribute(
      'href',
      '/utilities/config-editor/',
    );
    await expect(page.locator('table').filter({hasText: 'bedrock.motd1'})).toContainText('motd.primary-motd');
    // The table of contents lists the options too.
    await expect(page.locator('.table-of-contents').first()).toContainText('bedrock.port');
  });
});
