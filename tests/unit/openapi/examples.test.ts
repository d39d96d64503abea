import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';

import {deref, isObject, loadSpecs, operationsOf, type Json, type JsonObject} from './support';

/**
 * Every example in the descriptions (request bodies, responses, parameters, headers) must validate against the
 * schema it illustrates, so the reference never shows a payload the schema rejects.
 */

interface ExampleCase {
  where: string;
  schema: Json;
  value: Json;
}

function examplesOf(document: JsonObject, holder: JsonObject, where: string, schema: Json | undefined): ExampleCase[] {
  if (schema === undefined) return [];
  const cases: ExampleCase[] = [];
  if (holder.example !== undefined) cases.push({where: `${where} example`, schema, value: holder.example});
  if (isObject(holder.examples)) {
    for (const [name, example] of Object.entries(holder.examples)) {
      const resolved = deref(document, example);
      if (resolved.value !== undefined)
        cases.push({where: `${where} example "${name}"`, schema, value: resolved.value});
    }
  }
  return cases;
}

function collectCases(document: JsonObject): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const {where, operation, pathItem} of operationsOf(document)) {
    const parameters = [
      ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
      ...(Array.isArray(operation.parameters) ? operation.parameters : []),
    ];
    for (const parameter of parameters) {
      const resolved = deref(document, parameter);
      cases.push(...examplesOf(document, resolved, `${where} parameter ${String(resolved.name)}`, resolved.schema));
    }
    const body = operation.requestBody === undefined ? {} : deref(document, operation.requestBody);
    const bodyContent = isObject(body.content) ? body.content : {};
    for (const [mediaType, media] of Object.entries(bodyContent)) {
      if (isObject(media)) {
        cases.push(...examplesOf(document, media, `${where} request body ${mediaType}`, media.schema));
      }
    }
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      const resolved = deref(document, response);
      const content = isObject(resolved.content) ? resolved.content : {};
      for (const [mediaType, media] of Object.entries(content)) {
        if (isObject(media)) {
          cases.push(...examplesOf(document, media, `${where} ${status} ${mediaType}`, media.schema));
        }
      }
      const headers = isObject(resolved.headers) ? resolved.headers : {};
      for (const [name, header] of Object.entries(headers)) {
        const resolvedHeader = deref(document, header);
        cases.push(...examplesOf(document, resolvedHeader, `${where} ${status} header ${name}`, resolvedHeader.schema));
      }
    }
  }
  const schemas =
    isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (isObject(schema) && Array.isArray(schema.examples)) {
      for (const value of schema.examples) cases.push({where: `schema ${name} examples`, schema, value});
    }
  }
  return cases;
}

/** Compiles schemas of one description; `#/components/schemas/X` refs point into the document. */
function compilerFor(document: JsonObject, id: string): (schema: Json) => ValidateFunction {
  const ajv = new Ajv2020({strict: true, allErrors: true});
  addFormats(ajv);
  const base = `https://geysermc.org/openapi/${id}.json`;
  const rewrite = (value: Json): Json =>
    JSON.parse(JSON.stringify(value).replace(/"#\/components\/schemas\//g, `"${base}#/$defs/`)) as Json;
  const components = isObject(document.components) ? document.components : {};
  ajv.addSchema({$id: base, $defs: rewrite(components.schemas ?? {})} as JsonObject);
  const cache = new Map<string, ValidateFunction>();
  return (schema) => {
    const key = JSON.stringify(schema);
    let validate = cache.get(key);
    if (!validate) {
      validate = ajv.compile(rewrite(schema) as JsonObject);
      cache.set(key, validate);
    }
    return validate;
  };
}

describe.each(loadSpecs())('examples in $spec.specPath', ({spec, document}) => {
  const compile = compilerFor(document, spec.id);
  const cases = collectCases(document);

  it('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it.each(cases.map((entry) => [entry.where, entry] as const))('%s matches its schema', (_where, entry) => {
    const validate = compile(entry.schema);
    const valid = validate(entry.value);
    expect(validate.errors ?? [], JSON.stringify(entry.value).slice(0, 200)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('gives an example for every JSON response, success and error alike', () => {
    const missing: string[] = [];
    for (const {where, operation} of operationsOf(document)) {
      const responses = isObject(operation.responses) ? operation.responses : {};
      for (const [status, response] of Object.entries(responses)) {
        const content = deref(document, response).content;
        const json = isObject(content) ? content['application/json'] : undefined;
        if (isObject(json) && json.example === undefined && json.examples === undefined) {
          missing.push(`${where} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('rejects a payload that breaks the schema (the check is not vacuous)', () => {
    const schemas = (document.components as JsonObject).schemas as JsonObject;
    const errorSchema = {$ref: '#/components/schemas/Error'};
    expect(Object.keys(schemas)).toContain('Error');
    expect(compile(errorSchema)({unexpected: 1})).toBe(false);
  });
});
