import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';

import {expect, test as base, waitForHydration} from './fixtures';

/**
 * What a reader does on the utility pages and the download page before React runs is carried out once
 * the page is ready (src/components/early-actions/). Most tests hold the site's scripts back until the
 * reader has acted, so the action surely comes before React. The last ones slow the CPU as on a cheap
 * phone and act the moment the control shows, without holding anything back, so the action lands
 * wherever the page happens to be in its start: before React, while it hydrates, or after.
 */

/** Every test also fails when the page's scripts are refused: the early script must pass the CSP. */
const test = base.extend<{refusedScripts: string[]}>({
  refusedScripts: [
    async ({page}, use) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/content security policy/i.test(message.text())) {
          refused.push(message.text());
        }
      });
      await use(refused);
      expect(refused, 'scripts refused by the Content-Security-Policy').toEqual([]);
    },
    {auto: true},
  ],
});

/** Lighthouse's mobile slowdown. */
const CPU_SLOWDOWN = 4;

const CONFIGS = path.join(__dirname, '..', 'fixtures', 'configs');
const DUMPS = path.join(__dirname, '..', 'fixtures', 'dumps');
const LOGS = path.join(__dirname, '..', 'fixtures', 'logs');
const manifest = JSON.parse(readFileSync(path.join(DUMPS, 'manifest.json'), 'utf8')) as {
  dumps: Record<string, {file: string}>;
};
const VELOCITY_DUMP = Object.keys(manifest.dumps).find((id) => manifest.dumps[id].file === 'current-velocity.min.json');

/** A fixture file as a file picker hands it to the page, under the name the reader's file has. */
function chosenFile(name: string, mimeType: string, file: string): {name: string; mimeType: string; buffer: Buffer} {
  return {name, mimeType, buffer: readFileSync(file)};
}

async function slowCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
}

/** Loads `url` with the site's scripts held back; returns what lets them through. */
async function openBeforeScripts(page: Page, url: string): Promise<() => Promise<void>> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, {waitUntil: 'domcontentloaded'});
  return async () => {
    await expect(page.locator('html'), 'the reader acted before React ran').toHaveAttribute(
      'data-has-hydrated',
      'false',
    );
    release();
    await waitForHydration(page);
  };
}

/** Where the controls are, once the web fonts (which change text widths) have loaded. */
async function boxes(page: Page, locators: Locator[]) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return Promise.all(locators.map((locator) => locator.boundingBox()));
}

const statusNotice = (page: Page) => page.locator('[role="status"] [data-kind]');

test('config editor: a platform and Default chosen before the page is ready load that default, and nothing moves', async ({
  page,
}) => {
  const ready = await openBeforeScripts(page, '/utilities/config-editor/');
  const platform = page.getByLabel('Platform');
  const controls = [
    platform,
    page.getByRole('button', {name: 'Default', exact: true}),
    page.locator('label', {hasText: 'Upload'}),
    page.getByRole('button', {name: 'Export', exact: true}),
  ];
  const before = await boxes(page, controls);
  await platform.selectOption('velocity');
  await page.getByRole('button', {name: 'Default', exact: true}).click();
  await expect(page.locator('[data-early-zone="config-editor"]')).toHaveAttribute('aria-busy', 'true');
  await ready();

  await expect(statusNotice(page)).toContainText('Loaded the default config for Velocity.');
  await expect(platform).toHaveValue('velocity');
  await expect(page.locator('[data-early-zone="config-editor"]')).not.toHaveAttribute('aria-busy');
  expect(await boxes(page, controls)).toEqual(before);
});

test('config editor: a file chosen before the page is ready is opened', async ({page}) => {
  const ready = await openBeforeScripts(page, '/utilities/config-editor/');
  await page
    .getByTestId('config-file-input')
    .setInputFiles(chosenFile('early.yml', 'application/x-yaml', path.join(CONFIGS, '08-colour-codes.yml')));
  await ready();
  await expect(statusNotice(page)).toContainText('Loaded early.yml.');
  await expect(page.locator('[data-option="motd.primary-motd"]').getByRole('textbox')).toHaveValue(
    '§a§lGreen §rServer',
  );
});

test('dump viewer: an id typed and loaded, and a file dropped, before the page is ready are both carried out', async ({
  page,
}) => {
  const ready = await openBeforeScripts(page, '/utilities/dump-viewer/');
  const input = page.getByLabel("Your dump's link or ID");
  await input.fill(VELOCITY_DUMP ?? '');
  await input.press('Enter');
  await ready();
  await expect(page.locator('#dump-platform')).toContainText('Velocity');
  await expect(page).toHaveURL(new RegExp(`#${VELOCITY_DUMP}$`));
  await expect(input).toHaveValue(VELOCITY_DUMP ?? '');

  const release = await openBeforeScripts(page, '/utilities/dump-viewer/');
  const text = readFileSync(path.join(DUMPS, 'current-fabric.pretty.json'), 'utf8');
  const transfer = await page.evaluateHandle((content) => {
    const data = new DataTransfer();
    data.items.add(new File([content], 'dump.json', {type: 'application/json'}));
    return data;
  }, text);
  await page.getByTestId('dump-drop-zone').dispatchEvent('dragover', {dataTransfer: transfer});
  await page.getByTestId('dump-drop-zone').dispatchEvent('drop', {dataTransfer: transfer});
  await release();
  await expect(page.locator('#dump-report-title')).toContainText('File dump.json');
  await expect(page.locator('#dump-platform')).toContainText('Fabric');
});

test('log checker: a log pasted and a log file chosen before the page is ready are both checked', async ({page}) => {
  const ready = await openBeforeScripts(page, '/utilities/log-checker/');
  const input = page.getByLabel('Paste a log or an mclo.gs link');
  await input.fill(readFileSync(path.join(LOGS, 'paper-clean.log'), 'utf8'));
  await ready();
  await expect(page.getByRole('heading', {name: /Report on the pasted text/})).toBeVisible();
  await expect(page.getByTestId('log-clean')).toBeVisible();

  const release = await openBeforeScripts(page, '/utilities/log-checker/');
  await page
    .locator('input[type="file"]')
    .setInputFiles(chosenFile('latest.log', 'text/plain', path.join(LOGS, 'paper-problems.log')));
  await release();
  await expect(page.getByRole('heading', {name: /latest\.log/})).toBeVisible();
  await expect(page.locator('[data-problem]').first()).toBeVisible();
});

test('download page: a tab clicked before the page is ready is switched to', async ({page}) => {
  const ready = await openBeforeScripts(page, '/download/');
  await page.getByRole('tab', {name: 'Floodgate', exact: true}).click();
  await ready();
  await expect(page).toHaveURL(/\/download\/\?project=floodgate$/);
  await expect(page.getByRole('tab', {name: 'Floodgate', exact: true})).toHaveAttribute('aria-selected', 'true');
});

test('download page: a section opened before the page is ready is opened in the address and loads', async ({page}) => {
  const ready = await openBeforeScripts(page, '/download/?project=other-projects');
  await page.getByTestId('section-hydraulic').locator('summary').click();
  await ready();
  await expect(page).toHaveURL(/hydraulic=expanded/);
  await expect(page.getByTestId('section-hydraulic')).toHaveAttribute('open', '');
  // Opening the section started its live data (the stand-in's answer is another spec's business).
  await expect(page.getByTestId('build-info-hydraulic')).not.toHaveAttribute('data-state', 'idle');
});

test('config editor: Default clicked the moment it shows, on a slow CPU, loads the default', async ({page}) => {
  await slowCpu(page);
  await page.goto('/utilities/config-editor/', {waitUntil: 'commit'});
  await page.getByRole('button', {name: 'Default', exact: true}).click();
  await expect(statusNotice(page)).toContainText('Loaded the default config for');
  await expect(page.locator('[data-option="bedrock.port"]')).toBeVisible();
});

test('dump viewer: an id loaded the moment the field shows, on a slow CPU, is shown', async ({page}) => {
  await slowCpu(page);
  await page.goto('/utilities/dump-viewer/', {waitUntil: 'commit'});
  const input = page.getByLabel("Your dump's link or ID");
  await input.fill(VELOCITY_DUMP ?? '');
  await input.press('Enter');
  await expect(page.locator('#dump-platform')).toContainText('Velocity');
});
