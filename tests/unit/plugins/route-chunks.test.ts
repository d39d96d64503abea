import {createRequire} from 'node:module';

import {describe, expect, it} from 'vitest';

import {
  START_CHUNKS_ID,
  chunkNamesOf,
  matchRouteKeys,
  parseRoutesModule,
  startChunkFiles,
  withStartChunks,
  type RouteNode,
} from '../../../src/plugins/startup/paint-first/route-chunks';

const require = createRequire(import.meta.url);

interface RouteConfig {
  path: string;
  component: string;
  exact?: boolean;
  modules?: Record<string, string>;
  routes?: RouteConfig[];
  sidebar?: string;
}

/** Docusaurus's own code generator for `routes.js`, `routesChunkNames.json` and the registry. */
const {generateRoutesCode} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRoutesCode: (routes: RouteConfig[]) => {
    routesConfig: string;
    routesChunkNames: Record<string, unknown>;
    registry: Record<string, string>;
  };
};

/** React Router's matcher, as Docusaurus's client uses it to load a page's chunks. */
const {matchRoutes} = require(
  require.resolve('react-router-config', {
    paths: [require.resolve('@docusaurus/core/package.json')],
  }),
) as {matchRoutes: (routes: unknown[], pathname: string) => {route: {path: string}}[]};

/** A route tree shaped like this site's: a docs plugin's nested layout routes, pages, the blog. */
const ROUTES: RouteConfig[] = [
  {path: '/blog/', component: '@theme/BlogListPage', exact: true, modules: {content: '@site/blog/a.md'}},
  {
    path: '/wiki',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/wiki',
        component: '@theme/DocVersionRoot',
        modules: {version: '@site/version.json'},
        routes: [
          {
            path: '/wiki',
            component: '@theme/DocRoot',
            routes: [
              {
                path: '/wiki/geyser/setup/',
                component: '@theme/DocItem',
                exact: true,
                modules: {content: '@site/wiki/geyser/setup.mdx'},
                sidebar: 'geyser',
              },
              {
                path: '/wiki/',
                component: '@theme/DocItem',
                exact: true,
                modules: {content: '@site/wiki/index.mdx'},
              },
            ],
          },
        ],
      },
    ],
  },
  {path: '/', component: '@site/src/pages/index.tsx', exact: true},
];

const generated = generateRoutesCode(ROUTES);

describe('parseRoutesModule', () => {
  it("reads the route tree and each route's key from the routes.js that Docusaurus generates", () => {
    const routes = parseRoutesModule(generated.routesConfig);
    const keys = (nodes: readonly RouteNode[]): string[] =>
      nodes.flatMap((node) => [...(node.key ? [node.key] : []), ...keys(node.routes ?? [])]);
    expect(keys(routes).sort()).toEqual(Object.keys(generated.routesChunkNames).sort());
    expect(routes.at(-1)).toEqual({path: '*', exact: false, key: undefined, routes: undefined});
    expect(routes[0]).toMatchObject({path: '/blog/', exact: true});
  });

  it('refuses a file that does not have the generated form', () => {
    expect(() => parseRoutesModule('module.exports = [];')).toThrow(/routes\.js/);
  });
});

describe('matchRouteKeys', () => {
  const routes = parseRoutesModule(generated.routesConfig);
  /** The same tree for React Router: each route's key stands in for its component. */
  const forRouter = (nodes: readonly RouteNode[]): unknown[] =>
    nodes.map((node) => ({
      path: node.path,
      exact: node.exact,
      key: node.key,
      routes: node.routes && forRouter(node.routes),
    }));

  for (const pathname of [
    '/wiki/geyser/setup/',
    '/wiki/geyser/setup',
    '/WIKI/geyser/setup/',
    '/wiki/',
    '/blog/',
    '/',
    '/missing/',
    '/wiki/missing/',
  ]) {
    it(`matches ${pathname} as React Router does`, () => {
      const expected = matchRoutes(forRouter(routes), pathname)
        .map((match) => (match.route as unknown as RouteNode).key)
        .filter((key): key is string => key !== undefined);
      expect(matchRouteKeys(routes, pathname)).toEqual(expected);
    });
  }

  it('gives a docs page its three layout routes and itself', () => {
    expect(matchRouteKeys(routes, '/wiki/geyser/setup/').map((key) => key.replace(/-[0-9a-f]+$/, ''))).toEqual([
      '/wiki',
      '/wiki',
      '/wiki',
      '/wiki/geyser/setup/',
    ]);
  });
});

describe('startChunkFiles', () => {
  it("lists the JavaScript files of every chunk group of the page's routes, each once", () => {
    const routes = parseRoutesModule(generated.routesConfig);
    const groupFiles = new Map<string, string[]>();
    for (const entry of Object.values(generated.routesChunkNames)) {
      for (const name of chunkNamesOf(entry)) {
        groupFiles.set(name, [`assets/js/shared.js`, `assets/js/${name}.js`, `assets/css/${name}.css`]);
      }
    }
    const files = startChunkFiles(routes, generated.routesChunkNames, groupFiles, '/wiki/geyser/setup/');
    expect(files[0]).toBe('assets/js/shared.js');
    expect(files.filter((file) => file === 'assets/js/shared.js')).toHaveLength(1);
    expect(files.every((file) => file.endsWith('.js'))).toBe(true);
    // DocsRoot, DocVersionRoot and its version module, DocRoot, DocItem and the page's content.
    expect(files).toHaveLength(1 + 6);
    expect(startChunkFiles(routes, generated.routesChunkNames, groupFiles, '/missing/')).toEqual([]);
  });
});

describe('chunkNamesOf', () => {
  it('collects the names in nested objects and arrays', () => {
    expect(chunkNamesOf({__comp: 'a', __context: {plugin: 'b'}, items: [{content: 'c'}, {content: 'd'}]})).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});

describe('withStartChunks', () => {
  it('adds the list as a JSON data block before </body>, once', () => {
    const html = '<html><body><p>text</p><script>start()</script></body></html>';
    const updated = withStartChunks(html, ['/assets/js/a.js']);
    expect(updated).toBe(
      `<html><body><p>text</p><script>start()</script><script type="application/json" id="${START_CHUNKS_ID}">["/assets/js/a.js"]</script></body></html>`,
    );
    expect(withStartChunks(updated, ['/assets/js/a.js'])).toBe(updated);
    expect(withStartChunks(html, [])).toBe(html);
    expect(withStartChunks('<p>no body end</p>', ['/a.js'])).toBe('<p>no body end</p>');
  });

  it('cannot end the element early, whatever the file names', () => {
    const updated = withStartChunks('<body></body>', ['/x</script><script>alert(1)</script>.js']);
    expect(updated.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json"[^>]*>(.*)<\/script>/.exec(updated)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(['/x</script><script>alert(1)</script>.js']);
  });
});
