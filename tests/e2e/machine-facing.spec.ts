import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';

import {SHARED_MISSING_NOTE, sharedPath} from '../support/shared-dir';
import {collectPrintedUrls, siteTarget} from '../support/printed-urls';
import {wranglerCommand, wranglerEnv} from '../../scripts/shared/wrangler.mjs';
import {downloadsOrigin, sitePort} from '../../scripts/shared/ports.mjs';
import {expect, test, waitForHydration} from './fixtures';

/**
 * What programs read from the site: the URLs GeyserMC software prints, the search API the Discord bot can
 * call, robots.txt and llms-full.txt (docs/design/shipped-urls.md, docs/design/search-api.md).
 */

const upstream = sharedPath('upstream');
/** The first query of a page downloads and indexes the search index (tests/e2e/search.spec.ts waits as long). */
const INDEX_LOADING = {timeout: 20_000};

test.describe('URLs printed by Geyser, Floodgate and the Discord bot', () => {
  test('each one lands on a page of this site, at an anchor that exists there', async ({request}) => {
    if (!upstream) {
      test.skip(true, SHARED_MISSING_NOTE);
      return;
    }
    const printed = collectPrintedUrls(upstream);
    // Sanity: the snapshot has dozens, among them the three that once broke.
    expect(printed.length).toBeGreaterThan(30);
    expect(printed.map((entry) => entry.url)).toEqual(
      expect.arrayContaining([
        'https://wiki.geysermc.org/floodgate/features/#whitelist-command',
        'https://wiki.geysermc.org/geyser/global-api/',
      ]),
    );

    const pageIds = new Map<string, Set<string>>();
    const failures: string[] = [];
    for (const {url, places} of printed) {
      const target = siteTarget(url);
      // Both host names are served by this site: wiki.geysermc.org paths go through the old-wiki redirects.
      const response = await request.get(target.path);
      const where = `printed at ${places.slice(0, 3).join(', ')}${places.length > 3 ? ` and ${places.length - 3} more` : ''}`;
      const landed = new URL(response.url());
      if (response.status() !== 200) {
        failures.push(`${url} (${where}): ${landed.pathname} answered ${response.status()}`);
        continue;
      }
      if (target.anchor === null) {
        continue;
      }
      let ids = pageIds.get(landed.pathname);
      if (!ids) {
        const document = parseDocument(await response.text());
        ids = new Set(
          DomUtils.findAll((element) => Boolean(element.attribs.id), document.children).map((e) => e.attribs.id),
        );
        pageIds.set(landed.pathname, ids);
      }
      if (!ids.has(target.anchor)) {
        failures.push(`${url} (${where}): ${landed.pathname} has no #${target.anchor}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('an old anchor scrolls to the section that replaced it', async ({page}) => {
    await page.goto('/floodgate/features/#whitelist-command');
    await expect(page).toHaveURL(/\/wiki\/floodgate\/features\/#whitelist-command$/);
    await waitForHydration(page);
    const heading = page.getByRole('heading', {name: 'Whitelisting Bedrock players'});
    await expect(heading).toBeInViewport();
    // An invisible target, not a heading: not in the table of contents.
    await expect(page.locator('.table-of-contents a[href="#whitelist-command"]')).toHaveCount(0);
    expect(await page.locator('#whitelist-command').evaluate((element) => element.tagName)).toBe('SPAN');
  });
});

test.describe('files for crawlers and tools', () => {
  test('robots.txt names the sitemap and keeps crawlers out of the API', async ({request}) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('\nSitemap: https://geysermc.org/sitemap.xml\n');
    expect(robots).toContain('\nDisallow: /api/\n');
    expect((await request.get('/sitemap.xml')).status()).toBe(200);
  });

  test('llms-full.txt holds every page that llms.txt lists, as Markdown', async ({request}) => {
    const index = await (await request.get('/llms.txt')).text();
    const full = await (await request.get('/llms-full.txt')).text();
    expect(index).toContain('https://geysermc.org/llms-full.txt');
    const listed = [...index.matchAll(/\]\(https:\/\/geysermc\.org(\/[^)]+)\.md\)/g)].map((match) => match[1]);
    expect(listed.length).toBeGreaterThan(50);
    const sources = new Set(
      [...full.matchAll(/^Source: https:\/\/geysermc\.org(\/\S*?)\/?$/gm)].map((match) => match[1]),
    );
    expect(listed.filter((page) => !sources.has(page === '/index' ? '/' : page))).toEqual([]);
  });
});

test.describe('the search API', () => {
  // One wrangler server for the group, in Cloudflare's own runtime with the Pages Functions in functions/.
  test.describe.configure({mode: 'serial'});
  const port = sitePort + 1;
  const api = `http://127.0.0.1:${port}`;
  let wrangler: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const root = path.resolve(__dirname, '..', '..');
    wrangler = spawn(wranglerCommand(port), {
      cwd: root,
      shell: true,
      detached: true,
      stdio: 'ignore',
      env: {...process.env, ...wranglerEnv(root)},
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${api}/api/search?q=geyser`)).status;
          } catch {
            return 0;
          }
        },
        {timeout: 110_000, intervals: [500]},
      )
      .toBe(200);
  });

  test.afterAll(() => {
    if (wrangler?.pid) {
      process.kill(-wrangler.pid, 'SIGTERM');
    }
  });

  test('answers JSON results with headings, anchors and plain-text snippets, for any site', async ({request}) => {
    const response = await request.get(`${api}/api/search?q=whitelist+bedrock+players&limit=3`);
    expect(response.status()).toBe(200);
    expect(response.headers()).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=300',
    });
    const body = await response.json();
    expect(body).toMatchObject({
      query: 'whitelist bedrock players',
      searchPage: `${api}/search/?q=whitelist+bedrock+players`,
    });
    expect(body.total).toBeGreaterThanOrEqual(body.results.length);
    expect(body.results).toHaveLength(3);
    for (const result of body.results) {
      expect(Object.keys(result).sort()).toEqual(['section', 'snippet', 'title', 'url']);
      expect(result.url).toMatch(new RegExp(`^${api}/`));
      // Plain text: `<gamertag>` stays as written, never `&lt;gamertag&gt;`.
      expect(`${result.title} ${result.section ?? ''} ${result.snippet ?? ''}`).not.toMatch(/&(amp|lt|gt|quot|#39);/);
    }
    expect(body.results.some((result: {url: string}) => result.url.includes('#'))).toBe(true);
  });

  test('ranks exactly as the search page does', async ({page, request}) => {
    const query = 'floodgate key';
    const body = await (await request.get(`${api}/api/search?q=${encodeURIComponent(query)}&limit=5`)).json();
    // The same build's search page, from the suite's server: wrangler would send the index through its slow
    // inspector proxy (tests/servers/pages-assets.mjs says why the suite avoids it).
    await page.goto(`/search/?q=${encodeURIComponent(query)}`);
    const links = page.locator('main article h2 a');
    // The first query downloads and indexes the whole index, as in tests/e2e/search.spec.ts.
    await expect(links.first()).toBeVisible(INDEX_LOADING);
    const onPage = await links.evaluateAll((anchors) =>
      anchors.slice(0, 5).map((anchor) => new URL((anchor as HTMLAnchorElement).href)),
    );
    const fromApi = body.results.map((result: {url: string}) => new URL(result.url));
    const path = (url: URL) => `${url.pathname}${url.hash}`;
    expect(fromApi.map(path)).toEqual(onPage.map(path));
  });

  test('a page on another site can read it (CORS)', async ({page}) => {
    await page.goto(`${downloadsOrigin}/__health`);
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {status: response.status, results: ((await response.json()) as {results: unknown[]}).results.length};
    }, `${api}/api/search?q=port+forwarding&limit=2`);
    expect(answer).toEqual({status: 200, results: 2});
  });

  test('bad parameters get a JSON error that says what to change', async ({request}) => {
    for (const [query, code] of [
      ['', 'missing_query'],
      ['?q=key&limit=100', 'invalid_limit'],
    ]) {
      const response = await request.get(`${api}/api/search${query}`);
      expect(response.status()).toBe(400);
      expect(response.headers()['access-control-allow-origin']).toBe('*');
      const {error} = await response.json();
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(20);
    }
  });

  test('where Pages Functions do not run, the site still works and /api/search is simply not there', async ({
    page,
    request,
  }) => {
    // The suite's own server serves the static build only, like Netlify or GitHub Pages would.
    expect((await request.get('/api/search?q=key')).status()).toBe(404);
    await page.goto('/search/?q=floodgate+key');
    await expect(page.locator('main article h2 a').first()).toBeVisible(INDEX_LOADING);
  });
});
