import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {blogPostExists, legacyRedirects, redirects, routeExists, routeSourceCandidates, shippedUrls} from '../../../src/data/redirects';

const PATH = /^\/[a-z0-9_./-]*$/;

describe('redirects data', () => {
  it('has valid from/to paths and a recorded source', () => {
    for (const redirect of legacyRedirects) {
      const froms = Array.isArray(redirect.from) ? redirect.from : [redirect.from];
      for (const from of froms) {
        expect(from).toMatch(PATH);
        expect(from.endsWith('/'), from).toBe(false);
      }
      expect(redirect.to).toMatch(/^\/[a-z0-9/-]*\/(#[a-z0-9-]+)?$/);
      expect(redirect.source.length).toBeGreaterThan(5);
    }
  });

  it('never redirects the same path twice', () => {
    const froms = legacyRedirects.flatMap((redirect) => (Array.isArray(redirect.from) ? redirect.from : [redirect.from]));
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
    for (const required of [
      '/download#floodgate',
      '/wiki/geyser/setup/',
      '/wiki/geyser/supported-versions/',
      '/wiki/geyser/packs/',
      '/wiki/geyser/current-limitations/',
      '/wiki/geyser/faq',
      '/wiki/geyser/common-issues',
      '/supported_java',
    ]) {
      expect(urls).toContain(required);
    }
    expect(urls.some((url) => url.startsWith('/utilities/dump-viewer#'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/search?q='))).toBe(true);
    for (const entry of shippedUrls) {
      expect(entry.landsOn).toMatch(/^\/[a-z0-9/-]*\/$/);
    }
  });
});
