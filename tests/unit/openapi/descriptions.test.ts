import {describe, expect, it} from 'vitest';

import {loadApiReferences} from '../../../src/plugins/openapi/operations';
import {deref, isObject, loadSpecs, operationsOf, siteDir, type JsonObject} from './support';

/**
 * The rules the issue sets for every operation (stable id, summary, tag, typed and constrained
 * parameters, documented responses) and the rules the generated pages depend on.
 */

/** Operation ids are part of page URLs (`/wiki/api/<host>/<kebab-id>/`): renaming one breaks links. */
const STABLE_OPERATION_IDS: Record<string, string[]> = {
  global: [
    'getHealth',
    'getLinkByXuid',
    'getLinkByXuidLegacy',
    'getLinksByJavaUuid',
    'getLinksByJavaUuidLegacy',
    'getSkinByXuid',
    'getRecentSkins',
    'renderSkinFront',
    'getRawSkinTexture',
    'getStats',
    'getStatsLegacy',
    'getProjectVersion',
    'getProjectNews',
    'getNewsLegacy',
    'getOpenApiDocument',
    'getBedrockOrJavaProfile',
    'getGamertagByXuid',
    'getGamertagByXuidLegacy',
    'getGamertagsBatch',
    'getXuidByGamertag',
    'getXuidByGamertagLegacy',
  ],
  downloads: [
    'listProjects',
    'getProject',
    'getVersion',
    'listBuilds',
    'getLatestBuild',
    'getBuild',
    'downloadLatestBuild',
    'downloadBuild',
  ],
};

const references = loadApiReferences(siteDir);
const allRoutes = new Set(references.flatMap((ref) => [ref.overviewRoute, ...ref.operations.map((op) => op.route)]));

function constrained(schema: JsonObject): boolean {
  return ['pattern', 'enum', 'const', 'minimum', 'maximum', 'minLength', 'maxLength', 'format'].some(
    (keyword) => schema[keyword] !== undefined,
  );
}

/** The first line becomes the page's meta description and a plain-text summary. */
function firstLine(text: string): string {
  return text.split('\n')[0];
}

describe.each(loadSpecs())('$spec.specPath', ({spec, document}) => {
  const operations = operationsOf(document);
  const tagNames = ((document.tags ?? []) as JsonObject[]).map((tag) => tag.name);

  it('keeps the stable operation ids', () => {
    expect(operations.map(({operation}) => operation.operationId).sort()).toEqual(
      [...STABLE_OPERATION_IDS[spec.id]].sort(),
    );
  });

  it('has a base URL on geysermc.org and declares that no authentication is needed', () => {
    const servers = document.servers as JsonObject[];
    expect(servers).toHaveLength(1);
    expect(servers[0].url).toMatch(/^https:\/\/[a-z]+\.geysermc\.org$/);
    expect(document.security).toEqual([]);
  });

  it('gives the overview a meta description and describes every tag', () => {
    const description = (document.info as JsonObject).description as string;
    expect(firstLine(description).length).toBeGreaterThanOrEqual(60);
    expect(firstLine(description).length).toBeLessThanOrEqual(160);
    for (const tag of document.tags as JsonObject[]) {
      expect(String(tag.description).length, String(tag.name)).toBeGreaterThan(20);
    }
  });

  it.each(operations.map((entry) => [entry.where, entry] as const))('%s is fully described', (_where, entry) => {
    const {operation, pathItem} = entry;
    expect(operation.summary).toEqual(expect.any(String));
    expect(String(operation.summary).length).toBeLessThanOrEqual(60);
    expect(operation.tags).toHaveLength(1);
    expect(tagNames).toContain((operation.tags as string[])[0]);

    const description = String(operation.description ?? '');
    const meta = firstLine(description);
    expect(meta.length, 'first line of the description (meta description)').toBeGreaterThanOrEqual(50);
    expect(meta.length).toBeLessThanOrEqual(170);
    expect(meta, 'meta descriptions are plain text').not.toMatch(/[`*[\]<>{}]/);
    expect(description.split('\n').length, 'a description explains when to use the operation').toBeGreaterThan(2);

    const parameters = [
      ...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []),
      ...(Array.isArray(operation.parameters) ? operation.parameters : []),
    ].map((parameter) => deref(document, parameter));
    const pathNames = [...entry.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    expect(
      parameters
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort(),
    ).toEqual(pathNames.sort());
    for (const parameter of parameters) {
      expect(String(parameter.description ?? '').length, `${String(parameter.name)} description`).toBeGreaterThan(10);
      const schema = deref(document, parameter.schema);
      expect(schema.type, `${String(parameter.name)} type`).toEqual(expect.any(String));
      expect(constrained(schema), `${String(parameter.name)} has a constraint`).toBe(true);
      expect(
        parameter.example !== undefined || parameter.examples !== undefined,
        `${String(parameter.name)} example`,
      ).toBe(true);
    }

    const responses = isObject(operation.responses) ? operation.responses : {};
    expect(Object.keys(responses).length).toBeGreaterThan(0);
    for (const [status, response] of Object.entries(responses)) {
      expect(status).toMatch(/^[1-5][0-9]{2}$/);
      expect(String(deref(document, response).description ?? '').length, `${status} description`).toBeGreaterThan(10);
    }
  });

  it('links only to pages of the reference', () => {
    const links = [...JSON.stringify(document).matchAll(/\]\((\/wiki\/api\/[^)]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !allRoutes.has(link))).toEqual([]);
  });
});

it('derives a page for each operation with unique routes', () => {
  const routes = references.flatMap((ref) => ref.operations.map((op) => op.route));
  expect(new Set(routes).size).toBe(routes.length);
  expect(references.map((ref) => ref.overviewRoute)).toEqual([
    '/wiki/api/api.geysermc.org/global-api/',
    '/wiki/api/downloads.geysermc.org/downloads-api/',
  ]);
});
