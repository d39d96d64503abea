import {describe, expect, it} from 'vitest';

import {
  ASSET_CACHE,
  headerRules,
  HTML_CACHE,
  renderHeaders,
  serializePolicy,
  sitePolicy,
  type HostingConfig,
} from '../../../src/plugins/hosting/headers';
import {inlineScriptHashes, pageRoutes} from '../../../src/plugins/hosting/inline-scripts';

const config: HostingConfig = {
  downloadsApiUrl: 'http://127.0.0.1:4160',
  dumpServiceUrl: 'https://dump.geysermc.org/',
  globalApiUrl: 'https://api.geysermc.org/v2',
  mclogsApiUrl: 'https://api.mclo.gs',
  apiExplorerServers: ['https://api.geysermc.org', 'https://download.geysermc.org'],
  scriptHashes: ['sha256-bbb=', 'sha256-aaa=', 'sha256-aaa='],
};

const rule = (path: string) => headerRules(config).find((entry) => entry.path === path);

describe('content security policy', () => {
  const site = sitePolicy(config);

  it('allows scripts only from the site and by hash', () => {
    expect(site['script-src']).toEqual(["'self'", "'sha256-aaa='", "'sha256-bbb='"]);
    const text = serializePolicy(site);
    expect(text).not.toContain('unsafe-eval');
    expect(text).toMatch(/script-src [^;]*/);
    expect(text.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
  });

  it('sets the required fixed directives', () => {
    expect(site['object-src']).toEqual(["'none'"]);
    expect(site['base-uri']).toEqual(["'self'"]);
    expect(site['frame-ancestors']).toEqual(["'none'"]);
    expect(site['worker-src']).toEqual(["'self'"]);
  });

  it('connects only to the site, the configured services and the API servers, each origin once', () => {
    expect(site['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:4160',
      'https://dump.geysermc.org',
      'https://api.geysermc.org',
      'https://api.mclo.gs',
      'https://download.geysermc.org',
    ]);
  });

  it('adds Algolia only in an Algolia build', () => {
    expect(serializePolicy(site)).not.toContain('algolia');
    const algolia = sitePolicy({...config, algoliaAppId: 'ABC123'});
    expect(algolia['connect-src']).toContain('https://abc123-dsn.algolia.net');
  });
});

describe('_headers', () => {
  it('puts the policy and the security headers on every path', () => {
    const all = rule('/*');
    expect(all?.headers['Content-Security-Policy']).toBe(serializePolicy(sitePolicy(config)));
    expect(all?.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(all?.headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
    expect(all?.headers['Permissions-Policy']).toContain('camera=()');
    expect(all?.headers['Cache-Control']).toBe(HTML_CACHE);
  });

  it('replaces inherited values instead of adding to them', () => {
    expect(rule('/assets/*')).toMatchObject({detach: ['Cache-Control'], headers: {'Cache-Control': ASSET_CACHE}});
    // One policy for every page: a route-specific one would not survive client-side navigation.
    expect(headerRules(config).filter((entry) => 'Content-Security-Policy' in entry.headers)).toHaveLength(1);
  });

  it('opens the two data files to other origins, not the search index', () => {
    expect(rule('/versions.json')?.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(rule('/data/providers.json')?.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(rule('/data/messages.json')?.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(rule('/search-index.json')?.headers['Access-Control-Allow-Origin']).toBeUndefined();
    // The host's own default of `*` is removed from everything else.
    expect(rule('/*')?.detach).toEqual(['Access-Control-Allow-Origin']);
  });

  it("lets tools on other sites fetch the OpenAPI files, with the data files' cache lifetime", () => {
    expect(rule('/openapi/*')).toMatchObject({
      detach: ['Cache-Control'],
      headers: {'Access-Control-Allow-Origin': '*', 'Cache-Control': rule('/versions.json')?.headers['Cache-Control']},
    });
  });

  it('renders detaches before values, indented under the path', () => {
    const text = renderHeaders(headerRules(config));
    expect(text).toContain('/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});

describe('inline scripts', () => {
  it('hashes executable inline scripts exactly as written and skips data blocks and files', () => {
    const html =
      '<script>let a = 1 &amp;&amp; 2;</script><script type="application/ld+json">{}</script><script src="/a.js"></script><script type="module">x()</script>';
    // Known SHA-256 of the raw text `let a = 1 &amp;&amp; 2;` and `x()`: entities in a script are not decoded.
    expect(inlineScriptHashes(html)).toEqual([
      'sha256-a48ff2b+XH2w8B7O3TIXG53OO31z2DFkHfRHMYxhuG4=',
      'sha256-D6IGS8VMvCoyaR/l0h9tERrBTATY01CoPS7l6xDv0kI=',
    ]);
  });

  it('turns index.html files into page routes', () => {
    expect([...pageRoutes(['index.html', '404.html', 'wiki/geyser/setup/index.html', 'assets/x.html'])]).toEqual([
      '/',
      '/wiki/geyser/setup/',
    ]);
  });
});

describe('build-time script fixes', () => {
  it("answers zod's eval probe in DocSearch without calling Function", async () => {
    const loader = (await import('../../../src/plugins/hosting/no-eval-probe-loader.cjs')).default as (
      source: string,
    ) => string;
    const probe = 'var Wa=Ma(function(){try{return new Function(""),!0}catch(e){return!1}});';
    expect(loader(probe)).toBe('var Wa=Ma(function(){return!1});');
    // The shipped DocSearch still contains the probe the loader targets.
    const fs = await import('node:fs');
    const path = await import('node:path');
    const modal = fs.readFileSync(
      path.resolve(__dirname, '../../../node_modules/@docsearch/react/dist/esm/DocSearchModal.js'),
      'utf8',
    );
    expect(modal).toContain('new Function(');
    expect(loader(modal)).not.toContain('new Function(');
  });
});
