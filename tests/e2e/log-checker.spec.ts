import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';

import {colorAxeViolations, seriousAxeViolations} from './a11y';
import {expect, setColorMode, test, waitForHydration} from './fixtures';

/**
 * The log checker against the local stand-in for mclo.gs's API (tests/servers/mclogs-api.mjs on
 * MCLOGS_PORT, which the test build points MCLOGS_API_URL at) and the local dump service.
 */

const CHECKER = '/utilities/log-checker/';
const LOGS = path.join(__dirname, '..', 'fixtures', 'logs');
const DUMPS = path.join(__dirname, '..', 'fixtures', 'dumps');
const problemsLog = readFileSync(path.join(LOGS, 'paper-problems.log'), 'utf8');
const cleanLog = readFileSync(path.join(LOGS, 'paper-clean.log'), 'utf8');

async function open(page: Page): Promise<void> {
  await page.goto(CHECKER);
  await waitForHydration(page);
}

const input = (page: Page) => page.getByLabel('Paste a log or an mclo.gs link');
const check = (page: Page) => page.getByRole('button', {name: 'Check', exact: true});
const alert = (page: Page) => page.getByTestId('log-error');
const card = (page: Page, id: string) => page.locator(`[data-problem="${id}"]`);
const chooseFile = (page: Page, name: string, buffer: Buffer, mimeType = 'text/plain') =>
  page.locator('input[type="file"]').setInputFiles({name, mimeType, buffer});

test.describe('log checker', () => {
  test('a pasted log: setup, problems most serious first, lines in context, other errors', async ({page}) => {
    await open(page);
    await input(page).fill(problemsLog);
    await check(page).click();
    await expect(page.getByRole('heading', {name: /Report on the pasted text/})).toBeVisible();
    const setup = page.getByRole('region', {name: 'Setup'});
    await expect(setup).toContainText('2.6.2, build 793');
    await expect(setup).toContainText('Java 17 is too old');
    const ids = await page
      .locator('[data-problem]')
      .evaluateAll((cards) => cards.map((item) => item.getAttribute('data-problem')));
    expect(ids).toEqual([
      'geyser-start-failed',
      'address-in-use',
      'geyser-no-supported-protocol',
      'geyser-secure-profile-kick',
    ]);
    const start = card(page, 'geyser-start-failed');
    await expect(start.getByRole('link', {name: 'What it means and how to fix it'})).toHaveAttribute(
      'href',
      '/wiki/geyser/common-issues/#address-already-in-use',
    );
    await start.getByRole('button', {name: /Line 6/}).click();
    await expect(start.getByLabel('Lines around line 6')).toContainText('Loading Geyser version 2.6.2-b793');
    const other = page.getByRole('region', {name: /Other errors/});
    await expect(other).toContainText('java.lang.NullPointerException');
    await expect(other).toContainText('Caused by java.lang.IllegalStateException: not ready');
    await expect(other.getByRole('link', {name: 'Search this site for it'})).toHaveAttribute(
      'href',
      '/search/?q=NullPointerException',
    );
  });

  test('a clean log says so, and the input survives a reload until it is cleared', async ({page}) => {
    await open(page);
    await input(page).fill(cleanLog);
    await check(page).click();
    await expect(page.getByTestId('log-clean')).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(input(page)).toHaveValue(cleanLog.replace(/\n$/, '\n'));
    await expect(page.getByTestId('log-clean')).toBeVisible();
    await page.getByRole('button', {name: 'Clear'}).click();
    await expect(input(page)).toHaveValue('');
    await page.reload();
    await waitForHydration(page);
    await expect(input(page)).toHaveValue('');
    await expect(page.getByTestId('log-clean')).toHaveCount(0);
  });

  test('a .log file and a .log.gz file, unpacked in the browser', async ({page}) => {
    await open(page);
    await chooseFile(page, 'latest.log', Buffer.from(problemsLog));
    await expect(card(page, 'geyser-start-failed')).toBeVisible();
    await chooseFile(page, '2026-08-13-1.log.gz', gzipSync(Buffer.from(cleanLog)), 'application/gzip');
    await expect(page.getByRole('heading', {name: /Report on 2026-08-13-1\.log\.gz/})).toBeVisible();
    await expect(page.getByTestId('log-clean')).toBeVisible();
    // A file's log is kept for a reload too.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: /Report on 2026-08-13-1\.log\.gz/})).toBeVisible();
  });

  test('an mclo.gs link is fetched only when Check is pressed', async ({page}) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/1/raw/')) asked.push(new URL(request.url()).pathname);
    });
    await open(page);
    await input(page).fill('https://mclo.gs/problems');
    expect(asked).toEqual([]);
    await check(page).click();
    await expect(page.getByRole('heading', {name: /Report on mclo\.gs log problems/})).toBeVisible();
    await expect(card(page, 'geyser-start-failed')).toBeVisible();
    expect(asked).toEqual(['/1/raw/problems']);
  });

  test('a Geyser config, pasted or chosen as a file, is sent to the config editor and kept in the box', async ({
    page,
  }) => {
    const config = readFileSync(path.join(__dirname, '..', 'fixtures', 'configs', '01-current-v7-spigot.yml'), 'utf8');
    await open(page);
    await input(page).fill(config);
    await check(page).click();
    await expect(alert(page)).toContainText('That is a Geyser config, not a log');
    await expect(input(page)).toHaveValue(config);
    await chooseFile(page, 'config.yml', Buffer.from(config));
    await expect(alert(page)).toContainText('That is a Geyser config, not a log');
    await alert(page).getByRole('link', {name: 'Open the config editor'}).click();
    await expect(page).toHaveURL(/\/utilities\/config-editor\/$/);
  });

  test('an mclo.gs log named in the address is checked on arrival; the address names the log on screen', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/1/raw/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`${CHECKER}#mclogs=problems`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: /Report on mclo\.gs log problems/})).toBeVisible();
    await expect(input(page)).toHaveValue('https://mclo.gs/problems');
    expect(asked).toEqual(['/1/raw/problems']);
    // A reload shows the copy this tab kept, without asking mclo.gs again. The worker keeps the log after it sends
    // the report, and the tab points at the kept copy once the worker says so: wait for that pointer.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('geysermc:log-checker:checked:v1')))
      .toContain('mclo.gs log problems');
    await page.reload();
    await waitForHydration(page);
    await expect(card(page, 'geyser-start-failed')).toBeVisible();
    expect(asked).toEqual(['/1/raw/problems']);
    // Other input takes the log's name out of the address; an mclo.gs link checked from the box puts it back.
    await input(page).fill(cleanLog);
    await check(page).click();
    await expect(page.getByRole('heading', {name: /Report on the pasted text/})).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${CHECKER}$`));
    await input(page).fill('mclo.gs/clean');
    await check(page).click();
    await expect(page.getByRole('heading', {name: /Report on mclo\.gs log clean/})).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${CHECKER}#mclogs=clean$`));
  });

  test('an address that names no valid mclo.gs ID gets a message and fetches nothing', async ({page}) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/1/raw/')) asked.push(request.url());
    });
    await page.goto(`${CHECKER}#mclogs=../../etc/passwd`);
    await waitForHydration(page);
    await expect(alert(page)).toContainText('Not an mclo.gs log ID');
    await expect(alert(page)).toContainText('"../../etc/passwd", which is not an mclo.gs ID');
    expect(asked).toEqual([]);
  });

  test('mclo.gs answers 404 or a web page: a message, the input and the last report kept', async ({page}) => {
    await open(page);
    await input(page).fill(problemsLog);
    await check(page).click();
    await expect(card(page, 'geyser-start-failed')).toBeVisible();
    await input(page).fill('mclo.gs/missing1');
    await check(page).click();
    await expect(alert(page)).toContainText('mclo.gs has no log with the ID missing1');
    await expect(card(page, 'geyser-start-failed')).toBeVisible();
    await input(page).fill('https://mclo.gs/html');
    await check(page).click();
    await expect(alert(page)).toContainText('answered with a web page');
    await expect(page.locator('script:has-text("alert(1)")')).toHaveCount(0);
    await expect(input(page)).toHaveValue('https://mclo.gs/html');
  });

  test('mclo.gs does not answer in time', async ({page}) => {
    await page.clock.install();
    await open(page);
    await input(page).fill('https://mclo.gs/slow');
    await check(page).click();
    await expect(page.getByTestId('log-busy')).toContainText('mclo.gs log slow');
    await page.clock.fastForward(16_000);
    await expect(alert(page)).toContainText('did not answer within 15 seconds');
  });

  test('a Geyser dump, as a file or a link, is handed to the dump viewer', async ({page}) => {
    const manifest = JSON.parse(readFileSync(path.join(DUMPS, 'manifest.json'), 'utf8')) as {
      dumps: Record<string, {file: string}>;
    };
    const [id, entry] = Object.entries(manifest.dumps)[0];
    await open(page);
    await chooseFile(page, 'dump.json', readFileSync(path.join(DUMPS, entry.file)), 'application/json');
    await expect(page).toHaveURL(/\/utilities\/dump-viewer\/$/);
    await expect(page.locator('#dump-report-title')).toBeVisible();
    await open(page);
    await input(page).fill(`https://dump.geysermc.org/${id}`);
    await check(page).click();
    await expect(page).toHaveURL(new RegExp(`/utilities/dump-viewer/#${id}$`));
    await expect(page.locator('#dump-report-title')).toBeVisible();
  });

  test('binary junk and a link to another paste site get a message', async ({page}) => {
    await open(page);
    await chooseFile(page, 'server.jar', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'application/java-archive');
    await expect(alert(page)).toContainText('zip archive');
    await chooseFile(page, 'noise.log', Buffer.from(Array.from({length: 4096}, (_, index) => (index * 7919) % 256)));
    await expect(alert(page)).toContainText('cannot be checked');
    await input(page).fill('https://pastebin.com/abc123');
    await check(page).click();
    await expect(alert(page)).toContainText('fetches logs from mclo.gs only');
  });

  test('hostile text is shown as text: HTML, bidi controls, ANSI escapes, backtracking bait', async ({page}) => {
    await open(page);
    const hostile = [
      '[12:00:00 ERROR]: <img src=x onerror="window.__pwned=1"><b>bold</b>',
      '[12:00:01 ERROR]: Failed to start Geyser on \u202Egnp.exe\u202C:19132',
      '\u001b[31m[12:00:02 ERROR]: \u001b[0mException caught in session of ' + ' is'.repeat(20_000),
      `[12:00:03 ERROR]: ${'Failed to start Geyser on '.repeat(2_000)}`,
    ].join('\n');
    await input(page).fill(hostile);
    await check(page).click();
    await expect(card(page, 'geyser-start-failed')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    await expect(page.locator('main img[src="x"], main b:text("bold")')).toHaveCount(0);
    await expect(page.getByRole('region', {name: /Other errors/})).toContainText('<img src=x');
    await expect(card(page, 'geyser-start-failed')).toContainText('⟨U+202E⟩gnp.exe⟨U+202C⟩');
  });

  test('a 100,000-line log and a 5 MB line are read without freezing the page', async ({page}) => {
    await open(page);
    const lines = Array.from({length: 100_000}, (_, index) => `[12:00:00 INFO]: [Geyser-Spigot] routine line ${index}`);
    lines[77_777] = '[12:00:00 WARN]: [Geyser-Spigot] Unable to resolve Geyser api! Cannot check for Geyser updates.';
    await chooseFile(page, 'big.log', Buffer.from(lines.join('\n')));
    await expect(card(page, 'geyser-update-check-unresolved')).toContainText('Line 77778');
    // The page answered while the worker read the log: the text area still takes input.
    await input(page).fill('still responsive');
    await expect(input(page)).toHaveValue('still responsive');
    await chooseFile(
      page,
      'long.log',
      Buffer.from(`[12:00:00 ERROR]: ${'x'.repeat(5_000_000)} Error occurred while initializing player!`),
    );
    await expect(card(page, 'geyser-init-player-failed')).toContainText('more characters');
  });

  test('the search page points to the log checker for a pasted log line', async ({page}) => {
    await page.goto(
      `/search/?q=${encodeURIComponent('[12:00:13 ERROR]: [Geyser-Spigot] Failed to start Geyser on 0.0.0.0:19132')}`,
    );
    await expect(page.getByTestId('log-line-hint').getByRole('link', {name: 'log checker'})).toHaveAttribute(
      'href',
      CHECKER,
    );
    await page.goto('/search/?q=port%20forwarding');
    await waitForHydration(page);
    await expect(page.getByTestId('log-line-hint')).toHaveCount(0);
  });

  test('the 404 page points to the log checker when the address is a pasted log line', async ({page}) => {
    await page.goto(`/wiki/${encodeURIComponent('[12:00:13 ERROR]: Failed to start Geyser on 0.0.0.0:19132')}`);
    await expect(page.getByTestId('log-line-hint')).toBeVisible();
    await page.goto('/wiki/geyser/no-such-page/');
    await waitForHydration(page);
    await expect(page.getByTestId('log-line-hint')).toHaveCount(0);
  });

  for (const mode of ['dark', 'light'] as const) {
    test(`has no serious axe violations in ${mode} mode, empty and with a report`, async ({page}) => {
      await open(page);
      await setColorMode(page, mode);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await input(page).fill(problemsLog);
      await check(page).click();
      await card(page, 'geyser-start-failed')
        .getByRole('button', {name: /Line 6/})
        .click();
      await input(page).fill('mclo.gs/missing1');
      await check(page).click();
      await expect(alert(page)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await colorAxeViolations(page)).toEqual([]);
    });
  }
});
