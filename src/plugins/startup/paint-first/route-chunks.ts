/**
 * Which script files a page needs before it can hydrate, worked out at build time from what Docusaurus
 * generated: the route tree (`routes.js`), the chunk names of each route (`routesChunkNames.json`) and the
 * files of each named chunk group (the client bundler's stats). Pure functions; ./plugin.ts does the file work.
 */

/** A node of the route tree as `routes.js` declares it, with the key that `routesChunkNames.json` uses. */
export interface RouteNode {
  path: string;
  exact?: boolean;
  /** `path-hash`, the key of the route in `routesChunkNames.json`; absent for the catch-all `*` route. */
  key?: string;
  routes?: RouteNode[];
}

/** The opening of every `routes.js` that Docusaurus 3 generates; anything else is refused. */
const ROUTES_MODULE_HEAD =
  /^import React from 'react';\s*import ComponentCreator from '@docusaurus\/ComponentCreator';\s*export default /;

/**
 * The route tree of a build, from the source of the `routes.js` that Docusaurus generated. The file is an ES
 * module of plain object literals that call `ComponentCreator(path, hash)`; it is evaluated with a
 * `ComponentCreator` that returns the route's key instead of a component. Throws when the file does not have the
 * generated form, so that a Docusaurus upgrade that changes it fails the build rather than the pages.
 */
export function parseRoutesModule(source: string): RouteNode[] {
  const head = ROUTES_MODULE_HEAD.exec(source);
  if (!head) {
    throw new Error(
      'routes.js does not start as Docusaurus 3 generates it; src/plugins/startup/paint-first needs an update',
    );
  }
  const body = `return ${source.slice(head[0].length)}`;
  const componentCreator = (path: string, hash?: string) => ({key: hash === undefined ? undefined : `${path}-${hash}`});
  // The build's own generated file, not outside input.
  const evaluate = new Function('ComponentCreator', body) as (creator: typeof componentCreator) => unknown;
  return toNodes(evaluate(componentCreator));
}

function toNodes(value: unknown): RouteNode[] {
  if (!Array.isArray(value)) {
    throw new Error('routes.js does not export an array of routes');
  }
  return value.map((item: unknown) => {
    const route = item as {path?: unknown; exact?: unknown; component?: {key?: unknown}; routes?: unknown};
    if (typeof route.path !== 'string') {
      throw new Error('a route in routes.js has no path');
    }
    return {
      path: route.path,
      exact: route.exact === true,
      key: typeof route.component?.key === 'string' ? route.component.key : undefined,
      routes: route.routes === undefined ? undefined : toNodes(route.routes),
    };
  });
}

/**
 * Whether a route matches a path as React Router 5 matches it (the matching that Docusaurus's client uses to
 * load a page's chunks): an exact route matches the path, with or without a trailing slash; another route
 * matches it and the paths under it; `*` matches everything. Case-insensitive, like the router's default.
 */
function routeMatches(route: RouteNode, pathname: string): boolean {
  if (route.path === '*') {
    return true;
  }
  const strip = (value: string) => value.replace(/\/+$/, '').toLowerCase();
  const routePath = strip(route.path);
  const target = strip(pathname);
  if (route.exact) {
    return routePath === target;
  }
  return target === routePath || target.startsWith(`${routePath}/`);
}

/** The routes a path renders, outermost first: at each level the first match, as `matchRoutes` picks them. */
export function matchRouteKeys(routes: readonly RouteNode[], pathname: string): string[] {
  const route = routes.find((candidate) => routeMatches(candidate, pathname));
  if (!route) {
    return [];
  }
  return [...(route.key ? [route.key] : []), ...(route.routes ? matchRouteKeys(route.routes, pathname) : [])];
}

/** Every chunk name in a route's entry of `routesChunkNames.json` (nested objects and arrays included). */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (Array.isArray(value)) {
    return value.flatMap(chunkNamesOf);
  }
  if (value !== null && typeof value === 'object') {
    return Object.values(value).flatMap(chunkNamesOf);
  }
  return [];
}

/**
 * The script files (paths from the site's root, `assets/js/…`) that a page's routes load before the page
 * hydrates, each once, in route order. `groupFiles` maps a chunk name to its chunk group's files.
 */
export function startChunkFiles(
  routes: readonly RouteNode[],
  routesChunkNames: Readonly<Record<string, unknown>>,
  groupFiles: ReadonlyMap<string, readonly string[]>,
  pathname: string,
): string[] {
  const files = new Set<string>();
  for (const key of matchRouteKeys(routes, pathname)) {
    for (const name of chunkNamesOf(routesChunkNames[key])) {
      for (const file of groupFiles.get(name) ?? []) {
        if (file.endsWith('.js')) {
          files.add(file);
        }
      }
    }
  }
  return [...files];
}

/** The `id` of the JSON list of a page's route chunks, which START_SCRIPTS reads. */
export const START_CHUNKS_ID = '__start-chunks';

/**
 * A page's HTML with the list of its route chunks (URLs) added before `</body>`, as a JSON data block: not a
 * script the browser runs (no Content-Security-Policy hash needed) and not a request made before the paint.
 * `<` is escaped so that no URL can end the element. Returns the HTML unchanged when it has no `</body>` or
 * already has a list.
 */
export function withStartChunks(html: string, urls: readonly string[]): string {
  const end = html.lastIndexOf('</body>');
  if (end === -1 || urls.length === 0 || html.includes(`id="${START_CHUNKS_ID}"`)) {
    return html;
  }
  const json = JSON.stringify(urls).replace(/</g, '\\u003c');
  return `${html.slice(0, end)}<script type="application/json" id="${START_CHUNKS_ID}">${json}</script>${html.slice(end)}`;
}
