import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, describe, expect, it, vi} from 'vitest';

import searchIndexPlugin from '../../../src/plugins/search-index';
import {SITE_CONSTANTS} from '../../../src/plugins/remark-constants';
import {DevSearchIndex} from '../../../src/plugins/search-index/dev-index';
import {collectSearchablePages} from '../../../src/plugins/search-index/pages';
import {parseSearchIndex} from '../../../src/lib/search/build-index';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'search');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

function doc(id: string, permalink: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title: `Title of ${id}`,
    description: `About ${id}`,
    permalink,
    source: `@site/wiki/${id}.mdx`,
    unlisted: false,
    ...extra,
  };
}

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [
            doc('index', '/wiki/'),
            doc('geyser/index', '/wiki/geyser/', {title: 'Geyser', sidebar: 'geyser'}),
            doc('geyser/port-forwarding', '/wiki/geyser/port-forwarding/', {sidebar: 'geyser'}),
            doc('geyser/setup/index', '/wiki/geyser/setup/', {sidebar: 'geyser'}),
            doc('geyser/setup/self/paper-spigot', '/wiki/geyser/setup/self/paper-spigot/', {sidebar: 'geyser'}),
            doc('geyser/hidden', '/wiki/geyser/hidden/', {sidebar: 'geyser', unlisted: true}),
            doc('other/hydraulic', '/wiki/other/hydraulic/', {sidebar: 'other'}),
          ],
          sidebars: {
            geyser: [
              {type: 'doc', id: 'geyser/index'},
              {
                type: 'category',
                label: 'Setup',
                link: {type: 'doc', id: 'geyser/setup/index'},
                items: [
                  {
                    type: 'category',
                    label: 'On your own machine',
                    items: [{type: 'doc', id: 'geyser/setup/self/paper-spigot', label: 'Paper or Spigot'}],
                  },
                ],
              },
              {type: 'category', label: 'Networking', items: [{type: 'doc', id: 'geyser/port-forwarding'}]},
            ],
            other: [{type: 'category', label: 'Other projects', items: []}],
          },
        },
      ],
    },
    api: {
      loadedVersions: [
        {
          versionName: 'current',
          docs: [
            doc('get-health', '/wiki/api/api.geysermc.org/get-health', {
              sidebar: 'api',
              source: '@site/wiki/api/get-health.mdx',
            }),
          ],
          sidebars: {api: [{type: 'doc', id: 'get-health', label: 'REST APIs'}]},
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {
      blogPosts: [
        {
          id: 'a',
          content: '',
          metadata: {
            permalink: '/blog/java-21',
            title: 'Java 21',
            description: 'd',
            source: '@site/blog/a.mdx',
            unlisted: false,
          },
        },
        {
          id: 'b',
          content: '',
          metadata: {
            permalink: '/blog/draft',
            title: 'Draft',
            description: 'd',
            source: '@site/blog/b.mdx',
            unlisted: true,
          },
        },
      ],
    },
  },
} as unknown as AllContent;

describe('collectSearchablePages', () => {
  const pages = collectSearchablePages(allContent, {siteDir: '/site', locale: 'en', trailingSlash: true});

  it('lists published docs of every docs instance and blog posts, not unlisted pages', () => {
    expect(pages.map((page) => page.url)).toEqual([
      '/blog/java-21/',
      '/wiki/',
      '/wiki/api/api.geysermc.org/get-health/',
      '/wiki/geyser/',
      '/wiki/geyser/port-forwarding/',
      '/wiki/geyser/setup/',
      '/wiki/geyser/setup/self/paper-spigot/',
      '/wiki/other/hydraulic/',
    ]);
  });

  it('records the sidebar categories each doc sits in, a category page under the ones around it', () => {
    const byUrl = new Map(pages.map((page) => [page.url, page.categories]));
    expect(byUrl.get('/wiki/geyser/setup/self/paper-spigot/')).toEqual(['Setup', 'On your own machine']);
    expect(byUrl.get('/wiki/geyser/port-forwarding/')).toEqual(['Networking']);
    expect(byUrl.get('/wiki/geyser/setup/')).toEqual([]);
    expect(byUrl.get('/wiki/geyser/')).toEqual([]);
    expect(byUrl.get('/blog/java-21/')).toBeUndefined();
  });

  it('names result groups after the section a page belongs to', () => {
    const byUrl = new Map(pages.map((page) => [page.url, page]));
    expect(byUrl.get('/wiki/geyser/port-forwarding/')).toMatchObject({
      lvl0: 'Geyser',
      kind: 'doc',
      docusaurus_tag: 'docs-default-current',
      sourcePath: path.join('/site', 'wiki/geyser/port-forwarding.mdx'),
      description: 'About geyser/port-forwarding',
    });
    expect(byUrl.get('/wiki/other/hydraulic/')?.lvl0).toBe('Other projects');
    expect(byUrl.get('/wiki/')?.lvl0).toBe('Wiki');
    expect(byUrl.get('/wiki/api/api.geysermc.org/get-health/')).toMatchObject({
      lvl0: 'REST APIs',
      kind: 'api',
      docusaurus_tag: 'docs-api-current',
    });
    expect(byUrl.get('/blog/java-21/')).toMatchObject({lvl0: 'Blog', kind: 'blog', docusaurus_tag: 'default'});
  });
});

describe('DevSearchIndex (docusaurus start)', () => {
  it('reads the sources with their partials and re-reads a page only after it changes', () => {
    const page = path.join(tmp, 'page.mdx');
    fs.copyFileSync(path.join(fixtures, 'page.mdx'), page);
    fs.copyFileSync(path.join(fixtures, '_shared-steps.mdx'), path.join(tmp, '_shared-steps.mdx'));
    const index = new DevSearchIndex(tmp);
    index.setPages([
      {
        url: '/wiki/page/',
        title: 'Page',
        lvl0: 'Geyser',
        kind: 'doc',
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        sourcePath: page,
      },
    ]);
    const read = vi.spyOn(fs, 'readFileSync');
    const first = index.build();
    expect(first.sections.map(([, anchor]) => anchor)).toContain('shared-step');
    const readsAfterFirst = read.mock.calls.length;
    index.build();
    expect(read.mock.calls.length).toBe(readsAfterFirst);

    fs.writeFileSync(page, '## Changed\n\nNew text.\n');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(page, later, later);
    const changed = index.build();
    read.mockRestore();
    const pageIndex = changed.pages.findIndex(([url]) => url === '/wiki/page/');
    // The download tabs come from src/data/projects.ts, with or without Markdown.
    expect(changed.pages.map(([url]) => url)).toContain('/download/?project=floodgate');
    expect(
      changed.sections.filter(([owner]) => owner === pageIndex).map(([, anchor, , , blocks]) => [anchor, blocks]),
    ).toEqual([
      ['', []],
      ['changed', ['New text.']],
    ]);
  });
  it('fills in site constants as the build does, so dev search results show no placeholders', () => {
    const page = path.join(tmp, 'constants.mdx');
    fs.writeFileSync(page, '## Depend on the API\n\n```\napi:{{geyser-api-version}} {{not-a-constant}}\n```\n');
    const index = new DevSearchIndex(tmp);
    index.setPages([
      {
        url: '/wiki/constants/',
        title: 'Constants',
        lvl0: 'Geyser',
        kind: 'doc',
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        sourcePath: page,
      },
    ]);
    const text = index
      .build()
      .sections.flatMap(([, , , , blocks]) => blocks)
      .join(' ');
    expect(text).toContain(`api:${SITE_CONSTANTS['geyser-api-version']}`);
    expect(text).not.toContain('{{geyser-api-version}}');
    expect(text).toContain('{{not-a-constant}}');
  });
});

describe('the search-index plugin', () => {
  function context(siteDir: string): LoadContext {
    return {
      siteDir,
      baseUrl: '/',
      i18n: {currentLocale: 'en'},
      siteConfig: {trailingSlash: true, themeConfig: {}},
    } as unknown as LoadContext;
  }

  it('writes search-index.json from the built HTML after the build', async () => {
    const outDir = path.join(tmp, 'build');
    fs.mkdirSync(path.join(outDir, 'wiki', 'geyser', 'port-forwarding'), {recursive: true});
    fs.copyFileSync(
      path.join(fixtures, 'doc-page.html'),
      path.join(outDir, 'wiki', 'geyser', 'port-forwarding', 'index.html'),
    );
    const plugin = searchIndexPlugin(context(tmp)) as Plugin & Required<Pick<Plugin, 'allContentLoaded' | 'postBuild'>>;
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await plugin.allContentLoaded({allContent, actions: {} as never});
    await plugin.postBuild({outDir, baseUrl: '/'} as never);
    const warnings = warn.mock.calls.flat().join(' ');
    const logged = log.mock.calls.flat().join(' ');
    log.mockRestore();
    warn.mockRestore();

    const written = parseSearchIndex(JSON.parse(fs.readFileSync(path.join(outDir, 'search-index.json'), 'utf8')));
    const wiki = written.pages.filter(([url]) => !url.startsWith('/download/'));
    expect(wiki.map(([url, lvl0, title]) => [url, lvl0, title])).toEqual([
      ['/wiki/geyser/port-forwarding/', 'Geyser', 'Opening the Bedrock port'],
    ]);
    const pageIndex = written.pages.findIndex(([url]) => url === '/wiki/geyser/port-forwarding/');
    expect(written.sections.filter(([owner]) => owner === pageIndex).map(([, anchor]) => anchor)).toEqual([
      '',
      'router',
      'check-from-outside',
      'docker',
    ]);
    // One record per download tab, and one per other project with its section open.
    expect(
      written.pages
        .filter(([url]) => url.startsWith('/download/'))
        .map(([url, , title, , , kind]) => [url, title, kind]),
    ).toEqual(
      expect.arrayContaining([
        ['/download/?project=geyser', 'Download Geyser', 'page'],
        ['/download/?project=floodgate', 'Download Floodgate', 'page'],
        ['/download/?project=other-projects&hydraulic=expanded', 'Download Hydraulic', 'page'],
      ]),
    );
    // The home page and the two utilities are read from their HTML; this fake build has none.
    expect(warnings).toContain('No built HTML for 10 pages');
    expect(logged).toMatch(/\[search-index\] \d+ pages, \d+ records: [\d.]+ KB \([\d.]+ KB gzip\)/);
  });

  it('adds the dev-server asset only to the client bundle in development', () => {
    const plugin = searchIndexPlugin(context(tmp));
    const configure = plugin.configureWebpack!.bind(plugin);
    const utils = {} as never;
    expect(configure({mode: 'production'} as never, false, utils, {} as never)).toEqual({});
    expect(configure({mode: 'development'} as never, true, utils, {} as never)).toEqual({});
    const dev = configure({mode: 'development'} as never, false, utils, {} as never) as {plugins: unknown[]};
    expect(dev.plugins).toHaveLength(1);
  });
});
