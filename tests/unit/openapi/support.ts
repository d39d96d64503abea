import path from 'node:path';

import {readOpenApiDocument} from '../../../src/plugins/openapi/operations';
import {apiSpecs, type ApiSpec} from '../../../src/plugins/openapi/specs';

export const siteDir = path.resolve(__dirname, '..', '..', '..');

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface LoadedSpec {
  spec: ApiSpec;
  document: JsonObject;
}

export function loadSpecs(): LoadedSpec[] {
  return apiSpecs.map((spec) => ({spec, document: readOpenApiDocument(siteDir, spec) as JsonObject}));
}

/** Follows a local `$ref` (`#/components/...`) until it reaches an object without one. */
export function deref(document: JsonObject, value: Json | undefined): JsonObject {
  let current: Json | undefined = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth += 1) {
    if (depth > 10) throw new Error(`$ref loop at ${current.$ref}`);
    const pointer = current.$ref;
    if (!pointer.startsWith('#/')) throw new Error(`only local $refs are used here, found ${pointer}`);
    current = pointer
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json | undefined>((node, key) => (isObject(node) ? node[key] : undefined), document);
    if (current === undefined) throw new Error(`unresolved $ref ${pointer}`);
  }
  if (!isObject(current)) throw new Error('expected an object');
  return current;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface OperationEntry {
  where: string;
  method: string;
  path: string;
  operation: JsonObject;
  pathItem: JsonObject;
}

export function operationsOf(document: JsonObject): OperationEntry[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([apiPath, pathItem]) =>
    isObject(pathItem)
      ? HTTP_METHODS.filter((method) => isObject(pathItem[method])).map((method) => ({
          where: `${method.toUpperCase()} ${apiPath}`,
          method,
          path: apiPath,
          operation: pathItem[method] as JsonObject,
          pathItem,
        }))
      : [],
  );
}
