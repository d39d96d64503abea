/**
 * The REST API reference: one entry per OpenAPI description in `openapi/`. The generator, the `api`
 * sidebar and the tests all read this list, so adding an API means adding one entry here.
 *
 * Paths are relative to the site root. `outputDir` is generated on every build and must stay out
 * of git; nothing else may live in it, because files the generator did not write are removed.
 */
export interface ApiSpec {
  /** Key in the openapi-docs plugin config; `docusaurus gen-api-docs <id>` uses it. */
  readonly id: string;
  readonly specPath: string;
  /** Inside `API_DOCS_PATH`; its name is the URL segment, e.g. `/wiki/api/api.geysermc.org/`. */
  readonly outputDir: string;
}

/** The docs instance that serves the reference (see `docusaurus.config.ts`). */
export const API_DOCS_PLUGIN_ID = 'api';
export const API_DOCS_PATH = 'wiki/api';
export const API_ROUTE_BASE_PATH = 'wiki/api';

export const apiSpecs: readonly ApiSpec[] = [
  {id: 'global', specPath: 'openapi/global.yaml', outputDir: `${API_DOCS_PATH}/api.geysermc.org`},
  {id: 'downloads', specPath: 'openapi/downloads.yaml', outputDir: `${API_DOCS_PATH}/downloads.geysermc.org`},
];

/**
 * Where the build publishes an API's OpenAPI file (`/openapi/global.yaml`), so that tools such as
 * code generators and API clients can download it; the REST APIs page links it.
 */
export function specDownloadPath(spec: ApiSpec): string {
  return `/openapi/${spec.specPath.slice(spec.specPath.lastIndexOf('/') + 1)}`;
}

/** The host an API answers on, as its reference pages name it (`api.geysermc.org`). */
export function specHost(spec: ApiSpec): string {
  return spec.outputDir.slice(spec.outputDir.lastIndexOf('/') + 1);
}
