import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

import {API_DOCS_PATH, API_ROUTE_BASE_PATH, apiSpecs, type ApiSpec} from './specs';

/**
 * Reads the OpenAPI descriptions and derives what the generator makes of them: one page per
 * operation and one overview per API. The ids follow docusaurus-plugin-openapi-docs' rules
 * (kebab-cased operationId, kebab-cased info title); tests/unit/openapi checks that they match the
 * plugin's own output.
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiOperation {
  readonly method: HttpMethod;
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  /** The first tag; the sidebar group. */
  readonly tag: string;
  readonly deprecated: boolean;
  readonly parameterNames: readonly string[];
  readonly statusCodes: readonly string[];
  /** Doc id inside the `api` docs instance, e.g. `api.geysermc.org/get-health`. */
  readonly docId: string;
  /** Site path with trailing slash, e.g. `/wiki/api/api.geysermc.org/get-health/`. */
  readonly route: string;
}

export interface ApiTag {
  readonly name: string;
  readonly description: string;
}

export interface ApiReference {
  readonly spec: ApiSpec;
  readonly title: string;
  readonly serverUrl: string;
  readonly overviewDocId: string;
  readonly overviewRoute: string;
  readonly tags: readonly ApiTag[];
  readonly operations: readonly ApiOperation[];
}

/** Same result as lodash's `kebabCase` for ASCII identifiers and titles (the plugin uses lodash). */
export function kebabCase(value: string): string {
  const words = value.match(/[A-Z]{2,}(?=[A-Z][a-z]+|[0-9]|[^A-Za-z0-9]|$)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}

/** The plugin names the overview page after the API title: `Global API` becomes `global-api`. */
export function overviewIdFor(title: string): string {
  return kebabCase(title.replace(' ', '-').toLowerCase());
}

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new Error(`${where} must be a non-empty string`);
  }
  return value;
}

export function readOpenApiDocument(siteDir: string, spec: ApiSpec): UnknownRecord {
  const file = path.join(siteDir, spec.specPath);
  const document: unknown = parse(fs.readFileSync(file, 'utf8'));
  if (!isRecord(document)) {
    throw new Error(`${spec.specPath} is not an OpenAPI document`);
  }
  return document;
}

export function loadApiReference(siteDir: string, spec: ApiSpec): ApiReference {
  const document = readOpenApiDocument(siteDir, spec);
  const where = spec.specPath;
  const info = isRecord(document.info) ? document.info : {};
  const title = requireString(info.title, `${where}: info.title`);
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const serverUrl = requireString(isRecord(servers[0]) ? servers[0].url : undefined, `${where}: servers[0].url`);
  const subdir = path.posix.relative(API_DOCS_PATH, spec.outputDir);
  const route = (id: string): string => `/${API_ROUTE_BASE_PATH}/${subdir}/${id}/`;

  const tags: ApiTag[] = (Array.isArray(document.tags) ? document.tags : []).map((tag, index) => {
    const record = isRecord(tag) ? tag : {};
    return {
      name: requireString(record.name, `${where}: tags[${index}].name`),
      description: typeof record.description === 'string' ? record.description : '',
    };
  });

  const operations: ApiOperation[] = [];
  const paths = isRecord(document.paths) ? document.paths : {};
  for (const [apiPath, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const at = `${where}: ${method.toUpperCase()} ${apiPath}`;
      const operationId = requireString(operation.operationId, `${at}: operationId`);
      const operationTags = Array.isArray(operation.tags) ? operation.tags : [];
      const parameters = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ];
      const id = kebabCase(operationId);
      operations.push({
        method,
        path: apiPath,
        operationId,
        summary: requireString(operation.summary, `${at}: summary`),
        tag: requireString(operationTags[0], `${at}: tags[0]`),
        deprecated: operation.deprecated === true,
        parameterNames: parameters.map((parameter) => parameterName(document, parameter, at)),
        statusCodes: Object.keys(isRecord(operation.responses) ? operation.responses : {}),
        docId: `${subdir}/${id}`,
        route: route(id),
      });
    }
  }

  const overviewId = overviewIdFor(title);
  return {
    spec,
    title,
    serverUrl,
    overviewDocId: `${subdir}/${overviewId}`,
    overviewRoute: route(overviewId),
    tags,
    operations,
  };
}

function parameterName(document: UnknownRecord, parameter: unknown, at: string): string {
  let resolved: unknown = parameter;
  if (isRecord(parameter) && typeof parameter.$ref === 'string') {
    const match = /^#\/components\/parameters\/(.+)$/.exec(parameter.$ref);
    const components = isRecord(document.components) ? document.components : {};
    const shared = isRecord(components.parameters) ? components.parameters : {};
    resolved = match ? shared[match[1]] : undefined;
  }
  return requireString(isRecord(resolved) ? resolved.name : undefined, `${at}: parameter name`);
}

export function loadApiReferences(siteDir: string): ApiReference[] {
  return apiSpecs.map((spec) => loadApiReference(siteDir, spec));
}
