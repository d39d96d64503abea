import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {APIRequestContext, Page} from '@playwright/test';

import {seriousAxeViolations} from './a11y';
import {expect, test, waitForHydration} from './fixtures';
import {downloadsOrigin} from '../../scripts/shared/ports.mjs';

/**
 * The download page against the local Downloads API stand-in (tests/servers/downloads-api.mjs).
 * The site must be built with DOWNLOADS_API_URL pointing at that server. The server's scenario is
 * global state, so this file runs serially.
 */
const API = (process.env.DOWNLOADS_API_URL ?? downloadsOrigin).replace(/\/+$/, '');

type FixtureBuild = {
  build: number;
  version: string;
  downloads: Record<string, {name: string; sha256: string}>;
  changes: {commit: string; summary: string}[];
};
const fixtures = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'fixtures', 'downloads', 'latest-builds.json'), 'utf8'),
) as Record<string, FixtureBuild>;

const GEYSER_DOWNLOADS = ['spigot', 'bungeecord', 'velocity', 'fabric', 'neoforge', 'viaproxy', 'standalone'];

async function useScenario(request: APIRequestContext, scenario: string, delayMs = 0): Promise<void> {
  const response = await request.post(`${API}/__scenario`, {data: {scenario, delayMs}});
  expect(response.ok(), `switching the Downloads API stand-in to "${scenario}"`).toBe(true);
}

const latestFile = (project: string, download: string): string =>
  `${API}/v2/projects/${project}/versions/latest/builds/latest/downloads/${download}`;

const tab = (page: Page, name: string) => page.getByRole('tab', {name, exact: true});
const buildInfo = (page: Page, project: string) => page.getByTestId(`build-info-${project}`);
const downloadButton = (page: Page, project: string, platform: string) =>
  page.getByTestId(`card-${project}-${platform}`).locator('a[data-download]');

/** The paths the page asks of the Downloads API from now on, in order; the list grows as it asks. */
function apiPathsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(API)) {
      asked.push(new URL(sent.url()).pathname);
    }
  });
  return asked;
}

// One worker, in file order (the stand-in's scenario is shared), but a failure does not skip the rest.
test.describe.configure({mode: 'default'});

/** Every href in an HTML document, whether the minifier kept the quotes or not. */
function hrefs(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/href=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    found.add((match[1] ?? match[2] ?? match[3]).replaceAll('&amp;', '&'));
  }
  return found;
}

test.describe('download page without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the static HTML carries every download link', async ({request}) => {
    const links = hrefs(await (await request.get('/download/')).text());
    for (const download of GEYSER_DOWNLOADS) {
      expect(links).toContain(latestFile('geyser', download));
    }
    for (const download of ['spigot', 'bungee', 'velocity']) {
      expect(links).toContain(latestFile('floodgate', download));
    }
    expect(links).toContain('https://modrinth.com/mod/floodgate/versions?l=fabric');
    expect(links).toContain('https://modrinth.com/mod/floodgate/versions?l=neoforge');
    for (const [project, download] of [
      ['geyseroptionalpack', 'geyseroptionalpack'],
      ['thirdpartycosmetics', 'thirdpartycosmetics'],
      ['hurricane', 'spigot'],
      ['geyserconnect', 'geyserconnect'],
      ['rainbow', 'rainbow'],
      ['hydraulic', 'fabric'],
      ['hydraulic', 'neoforge'],
      ['thunder', 'thunder'],
    ]) {
      expect(links).toContain(latestFile(project, download));
    }
  });

  test('every panel is readable and every button works', async ({page, request}) => {
    await useScenario(request, 'error');
    await page.goto('/download/#floodgate');
    await expect(page.getByRole('heading', {name: /Floodgate/, level: 2})).toBeVisible();
    await expect(downloadButton(page, 'floodgate', 'velocity')).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();

    const section = page.getByTestId('section-hydraulic');
    await section.locator('summary').click();
    const button = downloadButton(page, 'hydraulic', 'neoforge');
    await expect(button).toBeVisible();
    // The metadata endpoints fail in this scenario, yet the file itself is served.
    const file = await request.get((await button.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('hydraulic-neoforge.jar');
  });
});

test.describe('download page with the Downloads API', () => {
  test('shows build number, changes and checksums, and pins the buttons to that build', async ({page, request}) => {
    await useScenario(request, 'success');
    const asked = apiPathsAsked(page);
    await page.goto('/download/');
    await waitForHydration(page);
    const geyser = fixtures.geyser;

    const info = buildInfo(page, 'geyser');
    await expect(info).toHaveAttribute('data-state', 'ok');
    await expect(info).toContainText(`Build ${geyser.build}`);
    await expect(info).toContainText(`version ${geyser.version}`);
    await expect(info.getByRole('link', {name: geyser.changes[0].commit.slice(0, 7)})).toHaveAttribute(
      'href',
      `https://github.com/GeyserMC/Geyser/commit/${geyser.changes[0].commit}`,
    );
    await expect(info).toContainText(geyser.changes[0].summary);

    for (const download of GEYSER_DOWNLOADS) {
      const card = page.getByTestId(`card-geyser-${download}`);
      await expect(card.getByTestId('sha256')).toHaveText(geyser.downloads[download].sha256);
      await expect(downloadButton(page, 'geyser', download)).toHaveAttribute(
        'href',
        `${API}/v2/projects/geyser/versions/${geyser.version}/builds/${geyser.build}/downloads/${download}`,
      );
    }
    // Only the visible tab asks the API.
    expect(asked.some((requested) => requested.startsWith('/v2/projects/geyser/'))).toBe(true);
    expect(asked.some((requested) => requested.startsWith('/v2/projects/floodgate/'))).toBe(false);
  });

  test('reserves room while loading, so nothing moves when data arrives', async ({page, request}) => {
    for (const viewport of [
      {width: 1280, height: 900},
      {width: 375, height: 800},
    ]) {
      await useScenario(request, 'success', 1_500);
      await page.setViewportSize(viewport);
      // Geyser's fixture build lists the most changes the box shows (MAX_CHANGES), its tallest content.
      await page.goto('/download/');
      await waitForHydration(page);
      const info = buildInfo(page, 'geyser');
      await expect(info).toHaveAttribute('data-state', 'loading');
      await expect(info).toContainText('Loading the newest build');
      const card = page.getByTestId('card-geyser-velocity');
      const before = await card.boundingBox();
      const infoBefore = await info.boundingBox();
      await expect(info).toHaveAttribute('data-state', 'ok');
      await expect(card.getByTestId('sha256')).toBeVisible();
      const after = await card.boundingBox();
      const infoAfter = await info.boundingBox();
      expect(after?.y, `card moved at ${viewport.width}px`).toBeCloseTo(before?.y ?? -1, 0);
      expect(after?.height, `card grew at ${viewport.width}px`).toBeCloseTo(before?.height ?? -1, 0);
      expect(infoAfter?.height).toBeCloseTo(infoBefore?.height ?? -1, 0);
    }
  });

  test('an empty build list says so and keeps the buttons', async ({page, request}) => {
    await useScenario(request, 'empty');
    await page.goto('/download/');
    const info = buildInfo(page, 'geyser');
    await expect(info).toHaveAttribute('data-state', 'empty');
    await expect(info).toContainText('no published build');
    await expect(page.getByTestId('card-geyser-spigot')).toContainText('No build published yet.');
    await expect(downloadButton(page, 'geyser', 'spigot')).toHaveAttribute('href', latestFile('geyser', 'spigot'));
  });

  test('an HTTP 500 shows a clear message, and Retry recovers every card', async ({page, request}) => {
    await useScenario(request, 'error');
    await page.goto('/download/');
    const info = buildInfo(page, 'geyser');
    const alert = info.getByRole('alert');
    await expect(alert).toContainText('Live build details could not be loaded.');
    await expect(alert).toContainText('HTTP 500');
    await expect(page.getByTestId('card-geyser-velocity')).toContainText('Checksum unavailable');

    const href = await downloadButton(page, 'geyser', 'velocity').getAttribute('href');
    expect(href).toBe(latestFile('geyser', 'velocity'));
    expect((await request.get(href ?? '')).status()).toBe(200);

    await useScenario(request, 'success');
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(info).toHaveAttribute('data-state', 'ok');
    await expect(page.getByTestId('card-geyser-velocity').getByTestId('sha256')).toHaveText(
      fixtures.geyser.downloads.velocity.sha256,
    );
  });

  test('a slow API: the page says it is still waiting and shows the answer when it comes', async ({page, request}) => {
    const held = async () => ((await (await request.get(`${API}/__held`)).json()) as {held: number}).held;
    const answered = await request.post(`${API}/__scenario`, {data: {scenario: 'success', hold: true}});
    expect(answered.ok()).toBe(true);
    await page.clock.install();
    await page.goto('/download/');
    await waitForHydration(page);
    await expect.poll(held).toBeGreaterThan(0);
    const info = buildInfo(page, 'geyser');
    // Half a minute on the page's clock, in an instant.
    await page.clock.fastForward('00:30');
    await expect(info).toHaveAttribute('data-state', 'loading');
    await expect(info).toContainText('Still waiting for the Downloads API');
    await expect(info.getByRole('alert')).toHaveCount(0);
    await request.post(`${API}/__release`);
    await expect(info).toHaveAttribute('data-state', 'ok');
    await expect(info).toContainText(`Build ${fixtures.geyser.build}`);
  });

  test('a request that never answers ends after two minutes with a retry', async ({page, request}) => {
    await useScenario(request, 'timeout');
    await page.clock.install();
    await page.goto('/download/');
    await waitForHydration(page);
    const info = buildInfo(page, 'geyser');
    await expect(info).toHaveAttribute('data-state', 'loading');
    await page.clock.fastForward('00:05');
    await expect(info).toContainText('Still waiting for the Downloads API');
    await page.clock.fastForward('01:00');
    await expect(info).toHaveAttribute('data-state', 'loading');
    await page.clock.fastForward('01:00');
    await expect(info.getByRole('alert')).toContainText('did not answer within 120 seconds');
    await expect(info.getByRole('button', {name: 'Try again'})).toBeVisible();
  });

  test('malformed JSON is reported, not shown', async ({page, request}) => {
    await useScenario(request, 'malformed');
    await page.goto('/download/');
    const alert = buildInfo(page, 'geyser').getByRole('alert');
    await expect(alert).toContainText('not valid JSON');
    await expect(downloadButton(page, 'geyser', 'standalone')).toHaveAttribute(
      'href',
      latestFile('geyser', 'standalone'),
    );
  });
});

test.describe('tabs and shared links', () => {
  test.beforeEach(async ({request}) => {
    await useScenario(request, 'success');
  });

  test('?project= chooses the tab; unknown values open Geyser', async ({page}) => {
    await page.goto('/download/?project=floodgate');
    await waitForHydration(page);
    await expect(tab(page, 'Floodgate')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', {name: 'Floodgate'})).toBeVisible();
    await expect(page.getByRole('tabpanel', {name: 'Geyser'})).toBeHidden();
    await expect(downloadButton(page, 'floodgate', 'fabric')).toHaveAttribute(
      'href',
      'https://modrinth.com/mod/floodgate/versions?l=fabric',
    );

    await page.goto('/download/?project=something-else');
    await waitForHydration(page);
    await expect(tab(page, 'Geyser')).toHaveAttribute('aria-selected', 'true');
  });

  test('hash links printed by Geyser and Floodgate still open the right tab', async ({page}) => {
    await page.goto('/download/#floodgate');
    await waitForHydration(page);
    await expect(tab(page, 'Floodgate')).toHaveAttribute('aria-selected', 'true');

    // Floodgate's update notice: download#<implementation name>.
    await page.goto('/download/#Velocity');
    await waitForHydration(page);
    await expect(tab(page, 'Floodgate')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('card-floodgate-velocity')).toContainText('Linked platform');
  });

  test('a linked tab is shown from the first paint, before React has loaded', async ({page}) => {
    // Hold back the site's scripts: what remains is the static HTML plus the inline head script.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/download/#floodgate');
    await expect(page.locator('#floodgate')).toBeVisible();
    await expect(page.locator('#geyser')).toBeHidden();
    await page.goto('/download/?project=other-projects&thunder=expanded');
    await expect(page.locator('#other-projects')).toBeVisible();
    await expect(page.locator('#geyser')).toBeHidden();
    await page.goto('/download/?project=geyser');
    await expect(page.locator('#geyser')).toBeVisible();
    await expect(page.locator('#floodgate')).toBeHidden();
  });

  test('switching tabs updates the URL without a reload, and back/forward work', async ({page}) => {
    await page.goto('/download/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {marker: string}).marker = 'same document';
    });

    await tab(page, 'Floodgate').click();
    await expect(page).toHaveURL(/\/download\/\?project=floodgate$/);
    await tab(page, 'Other Projects').click();
    await expect(page).toHaveURL(/\?project=other-projects$/);
    await expect(tab(page, 'Other Projects')).toHaveAttribute('aria-selected', 'true');

    await page.goBack();
    await expect(page).toHaveURL(/\?project=floodgate$/);
    await expect(tab(page, 'Floodgate')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(tab(page, 'Geyser')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(tab(page, 'Floodgate')).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker)).toBe('same document');
  });

  test('arrow keys, Home and End move between tabs', async ({page}) => {
    await page.goto('/download/');
    await waitForHydration(page);
    await tab(page, 'Geyser').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Floodgate')).toBeFocused();
    await expect(tab(page, 'Floodgate')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab(page, 'Other Projects')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Geyser')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Other Projects')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'Geyser')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Floodgate')).toHaveAttribute('tabindex', '-1');
  });

  test('other projects open from a shared link and load only when opened', async ({page}) => {
    const asked = apiPathsAsked(page);
    await page.goto('/download/?project=other-projects&hydraulic=expanded');
    await waitForHydration(page);
    const hydraulic = page.getByTestId('section-hydraulic');
    await expect(hydraulic).toHaveAttribute('open', '');
    await expect(page.getByTestId('section-thunder')).not.toHaveAttribute('open', '');
    await expect(buildInfo(page, 'hydraulic')).toContainText(`Build ${fixtures.hydraulic.build}`);
    await expect(hydraulic).toBeInViewport();
    expect(asked.some((requested) => requested.includes('/thunder/'))).toBe(false);

    await page.getByTestId('section-thunder').locator('summary').click();
    await expect(page).toHaveURL(/hydraulic=expanded&thunder=expanded$/);
    await expect(buildInfo(page, 'thunder')).toContainText(`Build ${fixtures.thunder.build}`);
    await expect(page.getByTestId('card-thunder-thunder').getByTestId('sha256')).toHaveText(
      fixtures.thunder.downloads.thunder.sha256,
    );
  });

  test('fits a 375 px screen and has no serious accessibility problems', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/download/');
    await waitForHydration(page);
    await expect(buildInfo(page, 'geyser')).toHaveAttribute('data-state', 'ok');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await tab(page, 'Other Projects').click();
    await page.getByTestId('section-geyserconnect').locator('summary').click();
    await expect(buildInfo(page, 'geyserconnect')).toHaveAttribute('data-state', 'ok');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('site data served to people and programs', () => {
  test('/data/providers.json and /versions.json have the shapes other programs read', async ({request}) => {
    const providers = (await (await request.get('/data/providers.json')).json()) as Record<string, unknown[]>;
    expect(Object.keys(providers)).toEqual(['built_in', 'support', 'no_support']);
    for (const entries of Object.values(providers)) {
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry).toEqual({name: expect.any(String), url: expect.any(String), description: expect.any(String)});
      }
    }
    const versions = (await (await request.get('/versions.json')).json()) as {
      bedrock: {protocol: {id: unknown; name: unknown}};
    };
    expect(typeof versions.bedrock.protocol.id).toBe('number');
    expect(typeof versions.bedrock.protocol.name).toBe('string');
  });

  test('the provider list filters as you type and counts per category', async ({page}) => {
    await page.goto('/wiki/geyser/supported-hosting-providers/');
    await waitForHydration(page);
    const counts = page.getByTestId('provider-counts');
    await expect(counts).toContainText(/^\d+ providers\./);
    await page.getByRole('searchbox', {name: 'Find your hosting provider'}).fill('zap hosting');
    await expect(counts).toContainText('1 of');
    await expect(page.locator('#provider-zap-hosting')).toBeVisible();
    await expect(page.locator('#provider-aternos')).toHaveCount(0);
    await expect(page.getByTestId('providers-no_support')).toContainText('None here');
    // The filtered state is this test's own; the sitemap walk checks the full list with axe. Checking
    // several hundred providers here too took over 20 s of the 30 s budget on a busy machine.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('searchbox', {name: 'Find your hosting provider'}).fill('');
    await expect(page.locator('#provider-aternos')).toBeVisible();
    await expect(counts).toContainText(/^\d+ providers\./);
  });

  test('the supported versions page renders the version data', async ({page}) => {
    await page.goto('/wiki/geyser/supported-versions/');
    const versions = (await (await page.request.get('/versions.json')).json()) as {
      bedrock: {protocol: {id: number; name: string}};
    };
    await expect(page.getByTestId('bedrock-versions')).toContainText(versions.bedrock.protocol.name);
    await expect(page.getByTestId('bedrock-versions')).toContainText(String(versions.bedrock.protocol.id));
    await expect(page.locator('#java-runtime')).toBeVisible();
  });
});
