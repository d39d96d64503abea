import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {legacyRedirects, oldWikiSections, shippedUrls, type LegacyRedirect} from '../../../src/data/redirects';
import {
  blogPostExists,
  redirects,
  routeExists,
  routeSourceCandidates,
} from '../../../src/plugins/hosting/client-redirects';
import {isDynamicRule, planRedirects, renderRedirects, REDIRECT_LIMITS} from '../../../src/plugins/hosting/redirects';

const PATH = /^\/[a-z0-9_./-]*$/;

describe('redirects data', () => {
  it('has valid from/to paths and a recorded source', () => {
    for (const redirect of legacyRedirects) {
      const froms = Array.isArray(redirect.from) ? redirect.from : [redirect.from];
      for (const from of froms) {
        expect(from).toMatch(PATH);
        expect(from.endsWith('/'), from).toBe(false);
      }
      // Dots for the generated API pages, which are named after their host (`/wiki/api/api.geysermc.org/…`).
      expect(redirect.to).toMatch(/^\/[a-z0-9./-]*\/(#[a-z0-9-]+)?$/);
      expect(redirect.source.length).toBeGreaterThan(5);
    }
  });

  it('never redirects the same path twice', () => {
    const froms = legacyRedirects.flatMap((redirect) =>
      Array.isArray(redirect.from) ? redirect.from : [redirect.from],
    );
    expect(new Set(froms).size).toBe(froms.length);
  });

  it('sends /supported_java (printed by Geyser) to the supported versions page', () => {
    expect(legacyRedirects).toContainEqual(
      expect.objectContaining({from: '/supported_java', to: '/wiki/geyser/supported-versions/#java-runtime'}),
    );
  });

  it('hands only redirects with an existing target to the plugin', () => {
    for (const redirect of redirects) {
      expect(routeExists(redirect.to), redirect.to).toBe(true);
    }
  });

  it('finds the source files behind a route', () => {
    expect(routeSourceCandidates('/wiki/geyser/faq/')).toContain('wiki/geyser/faq.mdx');
    expect(routeSourceCandidates('/wiki/geyser/setup/')).toContain('wiki/geyser/setup/index.mdx');
    expect(routeSourceCandidates('/utilities/dump-viewer/')).toContain('src/pages/utilities/dump-viewer.tsx');
    expect(routeSourceCandidates('/download/')).toContain('src/pages/download.tsx');
  });

  it('finds blog posts by the slug in their front matter', () => {
    const siteDir = path.resolve(__dirname, '../../..');
    expect(blogPostExists('/blog/1-18-release-and-more/', siteDir)).toBe(true);
    expect(blogPostExists('/blog/raknet-amplification-attack', siteDir)).toBe(true);
    expect(blogPostExists('/blog/geyser-2-0-and-minecraft-1-18/', siteDir)).toBe(false);
    expect(blogPostExists('/blog/', siteDir)).toBe(false);
    expect(routeExists('/blog/1-18-release-and-more/')).toBe(true);
    expect(redirects).toContainEqual({from: '/blog/geyser-2-0-and-minecraft-1-18', to: '/blog/1-18-release-and-more/'});
  });

  it('lists every URL that shipped software prints', () => {
    const urls = shippedUrls.map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/download#floodgate',
        '/wiki/geyser/setup/',
        '/wiki/geyser/supported-versions/',
        '/wiki/geyser/packs/',
        '/wiki/geyser/current-limitations/',
        '/wiki/geyser/faq',
        '/wiki/geyser/common-issues',
        '/supported_java',
      ]),
    );
    expect(urls.some((url) => url.startsWith('/utilities/dump-viewer#'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/search?q='))).toBe(true);
    for (const entry of shippedUrls) {
      expect(entry.landsOn).toMatch(/^\/[a-z0-9./-]*\/$/);
    }
  });
});

describe('old wiki host sections', () => {
  it('map a prefix without a trailing slash to a wiki section of this site', () => {
    for (const section of oldWikiSections) {
      expect(section.prefix).toMatch(/^\/[a-z-]+$/);
      expect(section.to).toBe(`/wiki${section.prefix}`);
      expect(routeExists(`${section.to}/`), section.to).toBe(true);
    }
  });

  it('cover every wiki.geysermc.org path that Geyser prints', () => {
    const prefixes = oldWikiSections.map((section) => section.prefix);
    for (const printed of [
      '/geyser/setup/',
      '/geyser/fixing-unable-to-connect-to-world/',
      '/floodgate/',
      '/other/developer-guide/',
    ]) {
      expect(
        prefixes.some((prefix) => printed.startsWith(`${prefix}/`)),
        printed,
      ).toBe(true);
      expect(shippedUrls.map((entry) => entry.url)).toContain(printed);
    }
  });
});

describe('server redirects (build/_redirects)', () => {
  const pages = new Set([
    '/',
    '/wiki/',
    '/wiki/geyser/',
    '/wiki/geyser/setup/',
    '/download/',
    '/utilities/dump-viewer/',
  ]);
  const legacy: LegacyRedirect[] = [
    {from: ['/utilities/dump_viewer', '/dump_viewer'], to: '/utilities/dump-viewer/', source: 'test'},
    {from: '/downloads', to: '/download/', source: 'test', status: 302},
    {from: '/missing', to: '/not-built-yet/', source: 'test'},
  ];
  const plan = planRedirects({
    legacy,
    oldWikiSections: [{prefix: '/geyser', to: '/wiki/geyser', source: 'test'}],
    pages,
  });
  const target = (from: string) => plan.rules.find((rule) => rule.from === from);

  it('redirects each legacy path in all four forms, with the entry status or 301', () => {
    for (const form of ['/dump_viewer', '/dump_viewer/', '/dump_viewer.html', '/dump_viewer/index.html']) {
      expect(target(form)).toEqual({from: form, to: '/utilities/dump-viewer/', status: 301});
    }
    expect(target('/downloads/')?.status).toBe(302);
  });

  it('leaves out a legacy entry whose page is not built and reports it', () => {
    expect(target('/missing')).toBeUndefined();
    expect(plan.skipped).toEqual(['/not-built-yet/']);
  });

  it('sends /page.html of every page except the home page to /page/', () => {
    expect(target('/wiki/geyser/setup.html')?.to).toBe('/wiki/geyser/setup/');
    expect(target('/wiki.html')?.to).toBe('/wiki/');
    expect(target('.html')).toBeUndefined();
  });

  it('ends with splats for the old wiki host, after every static rule', () => {
    expect(target('/geyser')?.to).toBe('/wiki/geyser/');
    expect(target('/geyser/*')?.to).toBe('/wiki/geyser/:splat');
    const firstDynamic = plan.rules.findIndex(isDynamicRule);
    expect(plan.rules.slice(firstDynamic).every(isDynamicRule)).toBe(true);
  });

  it('refuses a redirect that would hide a page', () => {
    expect(() =>
      planRedirects({legacy: [{from: '/download', to: '/wiki/', source: 'test'}], oldWikiSections: [], pages}),
    ).toThrow(/hide/);
    expect(() =>
      planRedirects({legacy: [], oldWikiSections: [{prefix: '/wiki', to: '/wiki', source: 'test'}], pages}),
    ).toThrow(/hide/);
  });

  it('fails the build past the host limits instead of losing rules', () => {
    const many = new Set(Array.from({length: REDIRECT_LIMITS.staticRules + 1}, (_, index) => `/page-${index}/`));
    expect(() => planRedirects({legacy: [], oldWikiSections: [], pages: many})).toThrow(/static/);
  });

  it('renders one `from to status` line per rule', () => {
    const text = renderRedirects(plan.rules);
    expect(text).toContain('\n/dump_viewer /utilities/dump-viewer/ 301\n');
    expect(text).toContain('\n/geyser/* /wiki/geyser/:splat 301\n');
  });

  it("fits the site's own data within the limits", () => {
    const sitePages = new Set([
      ...legacyRedirects.map((entry) => entry.to.replace(/#.*$/, '')),
      ...oldWikiSections.map((s) => `${s.to}/`),
    ]);
    const {rules} = planRedirects({legacy: legacyRedirects, oldWikiSections, pages: sitePages});
    expect(rules.filter(isDynamicRule).length).toBeLessThanOrEqual(REDIRECT_LIMITS.dynamicRules);
  });
});
