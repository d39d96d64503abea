import {createHash} from 'node:crypto';
import type {APIResponse} from '@playwright/test';

import {inlineScriptHashes} from '../../src/plugins/hosting/inline-scripts';
import {expect, test} from './fixtures';

/**
 * The headers `build/_headers` gives each kind of response, as Cloudflare Pages' asset handler
 * (tests/servers/pages-assets.mjs) serves them.
 */

/** One page of every type the site has. */
const PAGES = {
  home: '/',
  wiki: '/wiki/geyser/setup/',
  'wiki index': '/wiki/',
  blog: '/blog/',
  download: '/download/',
  'config editor': '/utilities/config-editor/',
  'dump viewer': '/utilities/dump-viewer/',
  'API reference': '/wiki/api/',
  search: '/search/',
} as const;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers['strict-transport-security']).toMatch(/^max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(
    15_552_000,
  );
}

for (const [type, path] of Object.entries(PAGES)) {
  test(`${type} page (${path}): strict CSP covering its inline scripts, security headers, revalidated`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers()['access-control-allow-origin']).toBeUndefined();

    const policy = response.headers()['content-security-policy'] ?? '';
    // One policy, not two joined by the host.
    expect(policy).not.toContain(',');
    const csp = directives(policy);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const source of csp.get('connect-src') ?? []) {
      expect(source, 'connect-src: the site, loopback test services and GeyserMC services only').toMatch(
        /^('self'|http:\/\/127\.0\.0\.1:\d+|https:\/\/[a-z.]+\.geysermc\.org)$/,
      );
    }

    // Every inline script of this page is allowed by its hash.
    const hashes = inlineScriptHashes(await response.text());
    for (const hash of hashes) {
      expect(scriptSrc, `inline script ${hash}`).toContain(`'${hash}'`);
    }
  });
}

test('the hashes in the policy are real SHA-256 digests of the built inline scripts', async ({request}) => {
  const html = await (await request.get('/')).text();
  const first = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(first, 'the home page has an inline script').toBeTruthy();
  const digest = createHash('sha256')
    .update(first ?? '')
    .digest('base64');
  expect((await request.get('/')).headers()['content-security-policy']).toContain(`'sha256-${digest}'`);
});

test('every page type gets the same policy', async ({request}) => {
  const policies = new Set<string>();
  for (const path of Object.values(PAGES)) {
    policies.add((await request.get(path)).headers()['content-security-policy'] ?? '');
  }
  expect([...policies]).toHaveLength(1);
});

test('hashed assets are immutable for a year', async ({request}) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+)/g)].map((match) => match[1]);
  expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
  expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
  for (const asset of assets.slice(0, 5)) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['x-content-type-options'], asset).toBe('nosniff');
  }
});

test('the two data files are short-lived and readable from any origin', async ({request}) => {
  for (const path of ['/versions.json', '/data/providers.json', '/data/messages.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=300');
    expect(response.headers()['access-control-allow-origin'], path).toBe('*');
  }
});

test('the search index is short-lived and stays same-origin', async ({request}) => {
  const response = await request.get('/search-index.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  expect(response.headers()['access-control-allow-origin']).toBeUndefined();
});

test('no page makes Chromium warn about the Permissions-Policy header', async ({page}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/permissions-policy/i.test(message.text())) {
      warnings.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const path of [...Object.values(PAGES), '/no/such/page/']) {
    await page.goto(path, {waitUntil: 'load'});
  }
  expect(warnings).toEqual([]);
});

/**
 * Paths that cannot name a file of the build. wrangler's asset handler answered these with a 502 naming
 * the build folder; Cloudflare Pages answers them with the 404 page.
 */
const UNSERVABLE = {
  'the _headers file': '/_headers',
  'the _redirects file': '/_redirects',
  'a NUL byte': '/wiki/%00',
  'a NUL byte in a file name': '/assets/js/main%00.js',
  'a file taken for a folder': '/versions.json/',
  'a 3,000-segment path': `/${'a/'.repeat(3000)}`,
} as const;

for (const [what, path] of Object.entries(UNSERVABLE)) {
  test(`${what} answers 404 with the not-found page and the security headers`, async ({request}) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
    expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const body = await response.text();
    expect(body).toMatch(/page not found/i);
    expect(body).not.toContain(process.cwd());
  });
}

test("an unknown path answers 404 with the site's not-found page and its headers", async ({request, page}) => {
  const response = await request.get('/no/such/page/');
  expect(response.status()).toBe(404);
  expectSecurityHeaders(response);
  expect(response.headers()['content-security-policy']).toContain("object-src 'none'");
  expect(await response.text()).toMatch(/page not found/i);

  const shown = await page.goto('/no-such-page');
  expect(shown?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(/page not found/i);
});
