import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';

import {seriousAxeViolations} from './a11y';
import {expect, setColorMode, test, waitForHydration} from './fixtures';
import {downloadsOrigin, dumpOrigin} from '../../scripts/shared/ports.mjs';

/**
 * The dump viewer against the local dump service (tests/servers/dump-service.mjs on DUMP_PORT, which
 * the test build is pointed at) and a stubbed Downloads API (DOWNLOADS_PORT).
 */

interface Manifest {
  dumps: Record<string, {file: string}>;
  real: Record<string, {file: string}>;
  special: Record<'slow' | 'invalidJson' | 'notDump' | 'serviceMessage' | 'serverError' | 'unknown', string>;
  generated: Record<'deepConfigList' | 'deepConfigMap' | 'deepMalformed' | 'manyFlags' | 'manyPlugins', string>;
}

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'dumps');
const manifest = JSON.parse(readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as Manifest;
const idOf = (file: string): string => {
  const entry = Object.entries(manifest.dumps).find(([, value]) => value.file === file);
  if (!entry) throw new Error(`no id for ${file}`);
  return entry[0];
};

const VIEWER = '/utilities/dump-viewer/';
const SERVICE = dumpOrigin;
const DOWNLOADS = downloadsOrigin;
const PAPER = idOf('current-spigot-paper.pretty.json');
const PAPER_MIN = idOf('current-spigot-paper.min.json');
const CRAFTBUKKIT = idOf('legacy-spigot-craftbukkit.pretty.json');
const FABRIC = idOf('current-fabric.pretty.json');
const STANDALONE = idOf('current-standalone.pretty.json');
const HOSTILE = idOf('hostile.pretty.json');
const MANY = idOf('many-plugins.min.json');
const REAL = Object.keys(manifest.real)[0];
const PAPER_JAR_SHA256 = '2ef66366a8cfcbbf2271a86ba9083f88a02152a273dcf47b728df1236bfffd9f';

function build(number: number, sha256 = PAPER_JAR_SHA256): Record<string, unknown> {
  return {
    project_id: 'geyser',
    project_name: 'Geyser',
    version: '2.11.1',
    build: number,
    time: '2026-08-08T10:00:00.000Z',
    channel: 'default',
    promoted: false,
    changes: [],
    downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256}},
  };
}

type DownloadsStub = {latest: number; sha256?: string} | 'down';

/** Answers the Downloads API on DOWNLOADS_PORT from the test, so each test decides what it says. */
async function stubDownloads(page: Page, stub: DownloadsStub): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${DOWNLOADS}/**`, async (route: Route) => {
    asked.push(new URL(route.request().url()).pathname);
    if (stub === 'down') {
      await route.abort('connectionrefused');
      return;
    }
    const match = /\/builds\/(latest|\d+)$/.exec(route.request().url());
    const number = match?.[1] === 'latest' ? stub.latest : Number(match?.[1]);
    if (number !== stub.latest) {
      await route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"error":"no such build"}',
        headers: {'Access-Control-Allow-Origin': '*'},
      });
      return;
    }
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(build(stub.latest, stub.sha256)),
      headers: {'Access-Control-Allow-Origin': '*'},
    });
  });
  return asked;
}

/** Every request the page makes, to check where it went. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openViewer(page: Page, suffix = ''): Promise<void> {
  await page.goto(`${VIEWER}${suffix}`);
  await waitForHydration(page);
}

function idInput(page: Page) {
  return page.getByLabel("Your dump's link or ID");
}

async function loadInput(page: Page, text: string, how: 'enter' | 'click' = 'enter'): Promise<void> {
  await idInput(page).fill(text);
  if (how === 'enter') {
    await idInput(page).press('Enter');
  } else {
    await page.getByRole('button', {name: 'Load', exact: true}).click();
  }
}

const report = (page: Page) => page.locator('article[data-dump-key]');
const problems = (page: Page) => page.locator('#dump-problems');
const alert = (page: Page) => page.getByRole('alert');

async function expectPaperReport(page: Page, key = PAPER): Promise<void> {
  await expect(report(page)).toHaveAttribute('data-dump-key', key);
  await expect(page.locator('#dump-versions')).toContainText('2.11.1-b1210 (git-master-6e70ba2)');
}

test.describe('page', () => {
  test('shows the prompt, makes no request and logs no errors on load', async ({page}) => {
    const errors = consoleErrors(page);
    const requests = recordRequests(page);
    await openViewer(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Dump viewer'})).toBeVisible();
    await expect(page.getByText('Read what a Geyser dump records about a server', {exact: false})).toBeVisible();
    await expect(idInput(page)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Load', exact: true})).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.startsWith(SERVICE) || url.startsWith(DOWNLOADS))).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const mode of ['dark', 'light'] as const) {
    // The empty viewer is checked by the sitemap walk (./sitemap.spec.ts); this is the viewer in use.
    test(`has no serious axe violations in ${mode} mode with a dump and with an error`, async ({page}) => {
      await stubDownloads(page, {latest: 1250});
      await openViewer(page);
      await setColorMode(page, mode);
      await loadInput(page, CRAFTBUKKIT);
      await expect(problems(page).locator('[data-rule="craftbukkit"]')).toBeVisible();
      await page
        .locator('#dump-plugins')
        .getByRole('button', {name: /PlugManX/})
        .click();
      await loadInput(page, 'not an id');
      await expect(alert(page)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('works at 375 px without sideways scrolling, even with hostile values', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${HOSTILE}`);
    await expect(report(page)).toHaveAttribute('data-dump-key', HOSTILE);
    await page.locator('#dump-plugins').getByRole('button').first().click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await idInput(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375 && box.width > 200).toBe(true);
  });
});

test.describe('loading by id and link', () => {
  test('loads by id with Enter, follows it in the address and logs no errors', async ({page}) => {
    const errors = consoleErrors(page);
    const requests = recordRequests(page);
    await stubDownloads(page, {latest: 1210});
    await openViewer(page);
    await loadInput(page, PAPER);
    await expectPaperReport(page);
    await expect(page).toHaveURL(new RegExp(`${VIEWER}#${PAPER}$`));
    await expect(page.getByTestId('build-check')).toContainText('Geyser build 1210 is the newest build.');
    await expect(page.getByTestId('build-check')).toContainText("The jar's SHA-256 matches official build 1210.");
    await expect(problems(page)).toContainText('No problems found.');
    expect(errors).toEqual([]);
    const origins = new Set(requests.map((url) => new URL(url).origin));
    origins.delete(new URL(page.url()).origin);
    expect([...origins].sort()).toEqual([DOWNLOADS, SERVICE]);
    expect(requests.filter((url) => url.startsWith(SERVICE))).toEqual([`${SERVICE}/raw/${PAPER}`]);
  });

  const forms: [string, string][] = [
    ['the Load button', PAPER],
    ['a dump.geysermc.org link', `https://dump.geysermc.org/${PAPER}`],
    ['a link without https://', `dump.geysermc.org/${PAPER}`],
    ['a /raw/ link', `https://dump.geysermc.org/raw/${PAPER}`],
    ['a /v1/raw/ link', `https://dump.geysermc.org/v1/raw/${PAPER}`],
    ['a viewer link with #id', `https://geysermc.org/utilities/dump-viewer#${PAPER}`],
    ['a viewer link with ?id=', `https://geysermc.org/utilities/dump-viewer/?id=${PAPER}`],
    ['a link to the configured service', `${SERVICE}/v1/raw/${PAPER}`],
  ];
  for (const [name, input] of forms) {
    test(`accepts ${name}, fetching only from the configured service`, async ({page}) => {
      await stubDownloads(page, {latest: 1210});
      const requests = recordRequests(page);
      await openViewer(page);
      await loadInput(page, input, name === 'the Load button' ? 'click' : 'enter');
      await expectPaperReport(page);
      expect(requests.filter((url) => url.includes(PAPER))).toEqual([`${SERVICE}/raw/${PAPER}`]);
    });
  }

  test('loads #id on page load', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${PAPER}`);
    await expectPaperReport(page);
  });

  test('loads the address the dump service redirects to (no trailing slash)', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await page.goto(`/utilities/dump-viewer#${PAPER}`);
    await waitForHydration(page);
    await expectPaperReport(page);
  });

  test('loads ?id= on page load and moves the id into the hash', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `?id=${PAPER_MIN}`);
    await expectPaperReport(page, PAPER_MIN);
    await expect(page).toHaveURL(new RegExp(`${VIEWER}#${PAPER_MIN}$`));
  });

  test('loads the real legacy dump', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${REAL}`);
    await expect(page.locator('#dump-versions')).toContainText('2.6.2-b793 (git-master-baac979)');
    await expect(page.locator('#dump-plugins-title')).toHaveText('Plugins (30)');
    await expect(page.locator('#dump-config')).toContainText('Legacy layout');
    await expect(problems(page).locator('[data-rule="outdated-build"]')).toContainText('417 builds later');
  });

  test('back and forward move between dumps', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page);
    await loadInput(page, PAPER);
    await expectPaperReport(page);
    await loadInput(page, FABRIC);
    await expect(report(page)).toHaveAttribute('data-dump-key', FABRIC);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`#${PAPER}$`));
    await expect(report(page)).toHaveAttribute('data-dump-key', PAPER);
    await page.goForward();
    await expect(report(page)).toHaveAttribute('data-dump-key', FABRIC);
    await page.goBack();
    await page.goBack();
    await expect(report(page)).toHaveCount(0);
  });

  // The router can be handed a Back before the page has drawn the address a load pushed (a quick Back, a busy
  // machine): the page then sees only the address before it, again, while the new dump is on screen.
  test('Back straight after a load shows the dump before it', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page);
    await loadInput(page, PAPER);
    await expectPaperReport(page);
    await page.evaluate((pushed) => {
      const push = history.pushState.bind(history);
      history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
        push(state, unused, url);
        if (String(url).endsWith(`#${pushed}`)) {
          history.back();
          // Hold this task until the browser has gone back, so the router hears both before the page draws.
          const until = performance.now() + 100;
          while (performance.now() < until);
        }
      };
    }, FABRIC);
    await loadInput(page, FABRIC);
    await expect(page).toHaveURL(new RegExp(`#${PAPER}$`));
    await expect(report(page)).toHaveAttribute('data-dump-key', PAPER);
    await page.goForward();
    await expect(report(page)).toHaveAttribute('data-dump-key', FABRIC);
  });
});

test.describe('local dumps never leave the browser', () => {
  const text = readFileSync(path.join(FIXTURES, 'current-neoforge.pretty.json'), 'utf8');

  test('from a file', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    const requests = recordRequests(page);
    await openViewer(page);
    await page
      .locator('input[type="file"]')
      .setInputFiles({name: 'dump.json', mimeType: 'application/json', buffer: Buffer.from(text)});
    await expect(report(page)).toHaveAttribute('data-dump-key', /^local-/);
    await expect(page.locator('#dump-report-title')).toContainText('File dump.json');
    await expect(page.locator('#dump-plugins-title')).toHaveText('Mods (5)');
    expect(requests.filter((url) => url.startsWith(SERVICE))).toEqual([]);
    const source = page.getByRole('link', {name: 'Open the raw dump'});
    await expect(source).toHaveAttribute('href', /^blob:/);
  });

  test('by drag and drop', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page);
    const dataTransfer = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'dump.json', {type: 'application/json'}));
      return transfer;
    }, text);
    const zone = page.getByTestId('dump-drop-zone');
    await zone.dispatchEvent('dragover', {dataTransfer});
    await zone.dispatchEvent('drop', {dataTransfer});
    await expect(page.locator('#dump-platform')).toContainText('NeoForge');
  });

  test('by pasting text, and a local dump replaces the id in the address', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    const requests = recordRequests(page);
    await openViewer(page, `#${PAPER}`);
    await expectPaperReport(page);
    await page.getByText("Paste the dump's text instead").click();
    await page.getByLabel('Dump JSON').fill(text);
    await page.getByRole('button', {name: 'View pasted dump'}).click();
    await expect(page.locator('#dump-report-title')).toContainText('Pasted text');
    await expect(page).toHaveURL(new RegExp(`${VIEWER}$`));
    expect(requests.filter((url) => url.startsWith(SERVICE) && !url.endsWith(PAPER))).toEqual([]);
    await page.goBack();
    await expectPaperReport(page);
  });

  test('JSON typed into the id field is read locally', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page);
    await idInput(page).fill(readFileSync(path.join(FIXTURES, 'current-velocity.min.json'), 'utf8'));
    await idInput(page).press('Enter');
    await expect(page.locator('#dump-platform')).toContainText('Velocity');
  });
});

test.describe('errors are specific and keep the dump on screen', () => {
  test('refuses a malformed id before any request', async ({page}) => {
    const requests = recordRequests(page);
    await openViewer(page);
    await loadInput(page, 'https://example.com/abc');
    await expect(alert(page)).toContainText('Links to example.com are not dump links');
    await loadInput(page, PAPER.slice(1));
    await expect(alert(page)).toContainText('exactly 32 letters and digits');
    await loadInput(page, 'javascript:alert(1)');
    await expect(alert(page)).toContainText('Only web links');
    expect(requests.filter((url) => url.startsWith(SERVICE))).toEqual([]);
  });

  test('an unknown id (404, empty body)', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${PAPER}`);
    await expectPaperReport(page);
    await loadInput(page, manifest.special.unknown);
    await expect(alert(page)).toContainText('Dump not found');
    await expect(alert(page)).toContainText(`no dump with the ID ${manifest.special.unknown}`);
    await expectPaperReport(page);
    await expect(page).toHaveURL(new RegExp(`#${PAPER}$`));
  });

  // What the service answers for these ids, and what the alert must say about each answer.
  const answers: {title: string; id: string; says: string[]}[] = [
    {
      title: 'invalid JSON from the service',
      id: manifest.special.invalidJson,
      says: ['The dump service sent something that is not JSON'],
    },
    {title: 'JSON that is not a dump', id: manifest.special.notDump, says: ['Not a Geyser dump', 'Geyser config']},
    {
      title: 'a hastebin-style error message from the service',
      id: manifest.special.serviceMessage,
      says: ['The dump service answered: "Document not found."'],
    },
    {title: 'a server error', id: manifest.special.serverError, says: ['HTTP 500']},
  ];
  for (const {title, id, says} of answers) {
    test(title, async ({page}) => {
      await openViewer(page);
      await loadInput(page, id);
      for (const text of says) {
        await expect(alert(page)).toContainText(text);
      }
    });
  }

  test('a service that does not answer in time', async ({page}) => {
    await page.clock.install();
    await openViewer(page);
    await loadInput(page, manifest.special.slow);
    await expect(page.getByRole('status').filter({hasText: 'Loading dump'})).toBeVisible();
    await page.clock.fastForward(5_000);
    await expect(page.getByText('still waiting')).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(alert(page)).toContainText('did not answer within 15 seconds');
  });

  test('an unreachable service', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${PAPER}`);
    await expectPaperReport(page);
    await page.route(`${SERVICE}/**`, (route) => route.abort('connectionrefused'));
    await loadInput(page, FABRIC);
    await expect(alert(page)).toContainText('could not be reached');
    await expectPaperReport(page);
  });

  test('after a service error, Retry asks again and shows the dump', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page);
    await page.route(`${SERVICE}/**`, (route) => route.abort('connectionrefused'));
    await loadInput(page, FABRIC);
    await expect(alert(page)).toContainText('could not be reached');
    await page.unroute(`${SERVICE}/**`);
    await alert(page).getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('#dump-platform')).toContainText('Fabric');
    await expect(page).toHaveURL(new RegExp(`#${FABRIC}$`));
    await expect(alert(page)).toHaveCount(0);
  });

  test('no Retry for a dump that does not exist', async ({page}) => {
    await openViewer(page);
    await loadInput(page, manifest.special.unknown);
    await expect(alert(page)).toContainText('Dump not found');
    await expect(alert(page).getByRole('button', {name: 'Retry'})).toHaveCount(0);
  });

  test('a broken local file', async ({page}) => {
    await openViewer(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'dump.json',
      mimeType: 'application/json',
      buffer: readFileSync(path.join(FIXTURES, 'invalid.json')),
    });
    await expect(alert(page)).toContainText('The file is not valid JSON');
    await expect(alert(page)).toContainText('cut off');
  });
});

test.describe('what the report shows', () => {
  test('plugin details, filtering and disabled plugins', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${PAPER}`);
    const plugins = page.locator('#dump-plugins');
    await expect(plugins.getByRole('heading', {name: 'Plugins (8)'})).toBeVisible();
    const floodgate = plugins.getByRole('button', {name: /^floodgate/});
    await expect(floodgate).toHaveAttribute('aria-expanded', 'false');
    await floodgate.click();
    await expect(floodgate).toHaveAttribute('aria-expanded', 'true');
    const details = plugins.locator(`[id="${await floodgate.getAttribute('aria-controls')}"]`);
    await expect(details).toContainText('org.geysermc.floodgate.SpigotPlugin');
    await expect(details).toContainText('GeyserMC');
    await expect(details).toContainText('Enabled');
    await expect(plugins.getByRole('button', {name: /CoreProtect/})).toContainText('Disabled');
    await plugins.getByLabel('Filter plugins').fill('via');
    await expect(plugins.getByRole('listitem')).toHaveCount(1);
    await expect(plugins).toContainText('Showing 1 of 8 plugins.');
    await plugins.getByLabel('Filter plugins').fill('zzz');
    await expect(plugins).toContainText('No plugins match this filter.');
  });

  test('300 plugins', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${MANY}`);
    const plugins = page.locator('#dump-plugins');
    await expect(plugins.getByRole('heading', {name: 'Plugins (300)'})).toBeVisible();
    // A page of 100 at a time; every entry is reachable.
    await expect(plugins.locator('ul > li')).toHaveCount(100);
    await expect(plugins).toContainText('200 not shown yet');
    await plugins.getByRole('button', {name: 'Show 100 more plugins'}).click();
    await plugins.getByRole('button', {name: 'Show 100 more plugins'}).click();
    await expect(plugins.locator('ul > li')).toHaveCount(300);
    await expect(plugins.getByRole('button', {name: /more plugins/})).toHaveCount(0);
    await plugins.getByLabel('Filter plugins').fill('plugin01');
    await expect(plugins).toContainText('Showing 10 of 300 plugins.');
  });

  test('an empty plugin list, and the platform of Standalone', async ({page}) => {
    await openViewer(page, `#${STANDALONE}`);
    await expect(page.locator('#dump-plugins')).toContainText('No plugins to show.');
    await expect(page.locator('#dump-extensions')).toContainText('No extensions to show.');
    await expect(page.locator('#dump-platform')).toContainText('Standalone');
    await expect(page.locator('#dump-build')).toContainText('Development build');
    await expect(page.locator('#dump-system')).toContainText('No limit (no -Xmx flag)');
  });

  test('versions, build, platform, system, content, flags and config', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${PAPER_MIN}`);
    await expect(page.locator('#dump-versions')).toContainText('21.0.8+9-LTS (amd64)');
    await expect(page.locator('#dump-versions')).toContainText('Linux 6.8.0-79-generic');
    const commit = page.locator('#dump-build').getByRole('link', {name: '6e70ba2'});
    await expect(commit).toHaveAttribute(
      'href',
      'https://github.com/GeyserMC/Geyser/commit/6e70ba277aa4b03ac414cb2c86ffcc485780073c',
    );
    await expect(page.locator('#dump-platform')).toContainText('26.2-111-a1b2c3d (MC: 26.2)');
    await expect(page.locator('#dump-system')).toContainText('AMD Ryzen 7 7700 8-Core Processor');
    await expect(page.locator('#dump-system')).toContainText('4.0 GiB');
    await expect(page.locator('#dump-content')).toContainText('Lobby textures');
    await expect(page.locator('#dump-content')).toContainText('Android: 2');
    await expect(page.locator('#dump-runtime')).toContainText('-Dcom.mojang.eula.agree=true');
    await expect(page.locator('#dump-runtime').getByRole('link', {name: 'https://mclo.gs/aB3dE9f'})).toBeVisible();
    await expect(
      page.locator('#dump-runtime').getByRole('link', {name: 'check it in the log checker'}),
    ).toHaveAttribute('href', '/utilities/log-checker/#mclogs=aB3dE9f');
    await expect(page.locator('#dump-runtime')).toContainText(PAPER_JAR_SHA256);
    const config = page.locator('#dump-config');
    await expect(config.getByRole('heading', {name: /Bedrock listener/})).toBeVisible();
    await expect(config.getByRole('heading', {name: /Bedrock network/})).toBeVisible();
    await expect(config).toContainText('FLOODGATE');
    await expect(page.getByRole('link', {name: 'Open the raw dump'})).toHaveAttribute(
      'href',
      `${SERVICE}/raw/${PAPER_MIN}`,
    );
  });

  test('mods on Fabric', async ({page}) => {
    await openViewer(page, `#${FABRIC}`);
    await expect(page.locator('#dump-plugins-title')).toHaveText('Mods (8)');
    await page
      .locator('#dump-plugins')
      .getByRole('button', {name: /fabric-api/})
      .click();
    await expect(page.locator('#dump-plugins')).toContainText('FabricMC');
  });
});

test.describe('Problems panel', () => {
  test('lists problems by severity with links to the wiki', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${CRAFTBUKKIT}`);
    const panel = problems(page);
    await expect(panel.locator('[data-rule="outdated-build"]')).toContainText(
      'build 780 (2.6.1); the newest is build 1210 (2.11.1), 430 builds later',
    );
    const craftbukkit = panel.locator('[data-rule="craftbukkit"]');
    await expect(craftbukkit).toContainText('Error');
    await expect(craftbukkit.getByRole('link', {name: 'Unsupported server software'})).toHaveAttribute(
      'href',
      '/wiki/geyser/common-issues/#unsupported-server',
    );
    await expect(
      panel.locator('[data-rule="docker-udp"]').getByRole('link', {name: 'Publishing the port from Docker'}),
    ).toHaveAttribute('href', '/wiki/geyser/port-forwarding/#docker');
    await expect(panel.locator('[data-rule="java-too-old"]')).toContainText('Java 17');
    await expect(panel.locator('[data-rule="known-conflict"]').first()).toBeVisible();
    const severities = await panel.locator('li[data-rule] > div > span').allTextContents();
    const rank = {Error: 0, Warning: 1, Note: 2} as Record<string, number>;
    expect(severities.map((label) => rank[label])).toEqual([...severities.map((label) => rank[label])].sort());
    await craftbukkit.getByRole('link', {name: 'Unsupported server software'}).click();
    await expect(page).toHaveURL(/\/wiki\/geyser\/common-issues\/#unsupported-server$/);
  });

  test('says so when the Downloads API is unreachable, and still shows the other checks', async ({page}) => {
    await stubDownloads(page, 'down');
    await openViewer(page, `#${FABRIC}`);
    await expect(page.getByTestId('build-check')).toContainText(
      'Could not check for a newer Geyser build: the Downloads API could not be reached.',
    );
    await expect(problems(page).locator('[data-rule="floodgate-missing"]')).toContainText('no Floodgate mod');
    await expect(problems(page).locator('[data-rule="same-port-without-clone"]')).toBeVisible();
  });

  test('flags a jar that does not match the official build', async ({page}) => {
    await stubDownloads(page, {latest: 1210, sha256: 'c'.repeat(64)});
    await openViewer(page, `#${PAPER}`);
    await expect(problems(page).locator('[data-rule="jar-hash-mismatch"]')).toContainText(
      'matches no file of official build 1210',
    );
  });

  test('flags an outdated build', async ({page}) => {
    const asked = await stubDownloads(page, {latest: 1260});
    await openViewer(page, `#${PAPER}`);
    await expect(problems(page).locator('[data-rule="outdated-build"]')).toContainText('50 builds later');
    expect(asked).toContain('/v2/projects/geyser/versions/latest/builds/latest');
  });
});

test.describe('untrusted text', () => {
  test('is never rendered as HTML', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openViewer(page, `#${HOSTILE}`);
    await expect(report(page)).toHaveAttribute('data-dump-key', HOSTILE);
    const plugins = page.locator('#dump-plugins');
    const closed = plugins.locator('button[aria-controls][aria-expanded="false"]');
    while ((await closed.count()) > 0) {
      await closed.first().click();
    }
    await page
      .getByRole('button', {name: /Show all/})
      .first()
      .click();
    const injected = await page.evaluate(() => ({
      pwned: document.body.dataset.pwned,
      images: document.querySelectorAll(
        'article img, article iframe, article script, article svg[onload], article marquee',
      ).length,
      scripts: Array.from(document.querySelectorAll('script')).filter((script) =>
        script.textContent?.includes('alert(1)'),
      ).length,
    }));
    expect(injected).toEqual({pwned: undefined, images: 0, scripts: 0});
    expect(dialogs).toEqual([]);
    await expect(page.locator('#dump-versions')).toContainText('(git-master-6e70ba2)<script>alert(1)</script>');
    await expect(page.locator('#dump-system')).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('#dump-versions')).toContainText('Linux\u2400\u2407\u241B[31m');
    await expect(plugins).toContainText('RTL[U+202E]evil.exe');
    await expect(plugins).toContainText('§cRed§r &lBold');
    await expect(page.locator('#dump-build').getByRole('link')).toHaveCount(0);
    await expect(page.locator('#dump-runtime').getByRole('link', {name: /javascript/})).toHaveCount(0);
    await expect(page.locator('#dump-runtime')).toContainText('not an mclo.gs link');
  });

  test('long values are shortened until asked for', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${HOSTILE}`);
    const config = page.locator('#dump-config');
    const more = config.getByRole('button', {name: 'Show all 10,000 characters'});
    await expect(more).toBeVisible();
    await more.click();
    await expect(config.getByRole('button', {name: 'Show less'})).toBeVisible();
  });
});

/** A generated hostile dump's text, from the local dump service (tests/fixtures/dumps/generate.mjs makes it). */
async function generatedText(id: string): Promise<Buffer> {
  const response = await fetch(`${SERVICE}/raw/${id}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

test.describe('hostile input stays bounded', () => {
  const GENERATED = manifest.generated;

  for (const [name, id] of [
    ['lists', GENERATED.deepConfigList],
    ['maps', GENERATED.deepConfigMap],
  ] as const) {
    test(`a config nesting ${name} 10,000 levels deep, loaded by id, shows the dump with a note instead of crashing`, async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      await stubDownloads(page, {latest: 1210});
      await openViewer(page, `#${id}`);
      await expect(report(page)).toHaveAttribute('data-dump-key', id);
      await expect(page.getByRole('list', {name: 'About this file'})).toContainText(
        'The config nests lists or maps more than 16 levels deep',
      );
      await expect(page.locator('#dump-config')).toContainText('Nested more than 16 levels deep');
      await expect(page.locator('#dump-versions')).toContainText('2.11.1-b1210');
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      expect(errors.filter((error) => /call stack|crash/i.test(error))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('malformed JSON nested 300,000 levels deep gets a specific message, from a file and from the service', async ({
    page,
  }) => {
    await openViewer(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'deep.json',
      mimeType: 'application/json',
      buffer: await generatedText(GENERATED.deepMalformed),
    });
    await expect(alert(page)).toHaveAttribute('data-error-kind', 'not-json');
    await expect(alert(page)).toContainText('more than 1,000 levels deep');
    await expect(alert(page)).toContainText('stopped looking for the error at line 1');
    await loadInput(page, GENERATED.deepMalformed);
    await expect(alert(page)).toContainText('The dump service sent something that is not JSON');
  });

  test('200,000 JVM flags are shown a page at a time', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${GENERATED.manyFlags}`);
    await expect(report(page)).toHaveAttribute('data-dump-key', GENERATED.manyFlags);
    const flags = page.getByTestId('jvm-flags').locator('li');
    await expect(flags).toHaveCount(100);
    await expect(page.locator('#dump-runtime')).toContainText('199,900 not shown yet');
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(5_000);
    await page.getByRole('button', {name: 'Show 100 more flags'}).click();
    await expect(flags).toHaveCount(200);
    await expect(flags.last()).toContainText('-Dgenerated.flag.199=value-199');
  });

  test('10,000 plugins are paged, and the filter searches all of them', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page, `#${GENERATED.manyPlugins}`);
    await expect(report(page)).toHaveAttribute('data-dump-key', GENERATED.manyPlugins);
    const plugins = page.locator('#dump-plugins');
    const entries = plugins.locator('li button[aria-controls]');
    await expect(entries).toHaveCount(100);
    await expect(plugins).toContainText('9,900 not shown yet');
    await plugins.getByLabel('Filter plugins').pressSequentially('plugin-0987');
    await expect(plugins).toContainText('Showing 10 of 10,000 plugins.');
    await expect(entries).toHaveCount(10);
    await expect(entries.first()).toContainText('plugin-09870');
    await plugins.getByLabel('Filter plugins').fill('plugin-');
    await expect(entries).toHaveCount(100);
    await plugins.getByRole('button', {name: 'Show 100 more plugins'}).click();
    await expect(entries).toHaveCount(200);
  });

  test('a file of 10,000 plugins opens with one page of elements', async ({page}) => {
    await openViewer(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'many.json',
      mimeType: 'application/json',
      buffer: await generatedText(GENERATED.manyPlugins),
    });
    await expect(report(page)).toBeVisible();
    await expect(page.locator('#dump-plugins li button[aria-controls]')).toHaveCount(100);
  });
});

test.describe('file names', () => {
  test('are shown as text: no markup, and direction controls made visible', async ({page}) => {
    await stubDownloads(page, {latest: 1210});
    await openViewer(page);
    const name = 'a\u202Eevil *b* [x](https://example.com) `c` <i>d</i>.json';
    await page.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: readFileSync(path.join(FIXTURES, 'current-spigot-paper.pretty.json')),
    });
    const title = page.locator('#dump-report-title');
    await expect(title).toHaveText(
      'File a[U+202E]evil *b* [x](https://example.com) `c` <i>d</i>.json (read in your browser, not uploaded)',
    );
    expect(await title.locator('a, code, em, i, strong').count()).toBe(0);
    expect(await title.evaluate((element) => element.textContent?.includes('\u202E'))).toBe(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page says that the viewer needs JavaScript', async ({page}) => {
    await page.goto(VIEWER);
    await expect(page.getByTestId('dump-viewer-noscript')).toBeVisible();
    await expect(page.getByTestId('dump-viewer-noscript')).toContainText('The dump viewer needs JavaScript');
  });
});
