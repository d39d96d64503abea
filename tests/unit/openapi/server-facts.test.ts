import {describe, expect, it} from 'vitest';

import {deref, isObject, loadSpecs, operationsOf, type JsonObject} from './support';

/**
 * Facts that were wrong once and were re-checked against the servers' source (global_api router.ex,
 * skin_controller.ex, versions_controller.ex, news_item.ex, mix.exs) and the clients that call them
 * (Geyser VersionCheckUtils and NewsHandler, Floodgate NewsChecker).
 */

const specs = loadSpecs();
const global = specs.find(({spec}) => spec.id === 'global')!.document;
const downloads = specs.find(({spec}) => spec.id === 'downloads')!.document;

function operation(document: JsonObject, id: string): {path: string; operation: JsonObject} {
  const found = operationsOf(document).find((entry) => entry.operation.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}

function okSchema(document: JsonObject, op: JsonObject): JsonObject {
  const responses = op.responses as JsonObject;
  const content = deref(document, responses['200']).content as JsonObject;
  return deref(document, (content['application/json'] as JsonObject).schema);
}

describe('Global API facts', () => {
  it('states the version the service reports', () => {
    expect((global.info as JsonObject).version).toBe('1.0.2');
  });

  it('sends the render operations to cdn.geysermc.org and everything else to api.geysermc.org', () => {
    for (const entry of operationsOf(global)) {
      const servers = entry.operation.servers as JsonObject[] | undefined;
      if (entry.path.startsWith('/render/')) {
        expect(
          servers?.map((server) => server.url),
          entry.where,
        ).toEqual(['https://cdn.geysermc.org']);
      } else {
        expect(servers, entry.where).toBeUndefined();
      }
    }
    expect((global.servers as JsonObject[])[0].url).toBe('https://api.geysermc.org');
  });

  it('pages recent skins with ?page=N and has no /recent/{page} path', () => {
    expect(Object.keys(global.paths as JsonObject).filter((apiPath) => apiPath.includes('/recent/'))).toEqual([]);
    const {path: apiPath, operation: op} = operation(global, 'getRecentSkins');
    expect(apiPath).toBe('/v2/skin/bedrock/recent');
    const page = (op.parameters as JsonObject[])
      .map((parameter) => deref(global, parameter))
      .find((p) => p.name === 'page');
    expect(page).toMatchObject({in: 'query', required: false, schema: {minimum: 1, maximum: 10}});
  });

  it('documents the version check with the two fields Geyser reads', () => {
    const {path: apiPath, operation: op} = operation(global, 'getProjectVersion');
    expect(apiPath).toBe('/v2/versions/{project}');
    const schema = okSchema(global, op);
    const bedrock = (schema.properties as JsonObject).bedrock as JsonObject;
    const protocol = (bedrock.properties as JsonObject).protocol as JsonObject;
    expect(protocol.required).toEqual(['id', 'name']);
    expect((protocol.properties as JsonObject).id).toMatchObject({type: 'integer'});
    expect((protocol.properties as JsonObject).name).toMatchObject({type: 'string'});
  });

  it('documents the news feed as a list of the items Geyser and Floodgate read', () => {
    const {path: apiPath, operation: op} = operation(global, 'getProjectNews');
    expect(apiPath).toBe('/v2/news/{project}');
    const schema = okSchema(global, op);
    expect(schema.type).toBe('array');
    const item = deref(global, schema.items);
    expect(item.required).toEqual(['id', 'active', 'type', 'data', 'message', 'actions', 'url']);
  });

  it('documents the batch gamertag lookup as a POST of at most 600 XUIDs with both answer shapes', () => {
    const {path: apiPath, operation: op} = operation(global, 'getGamertagsBatch');
    expect(apiPath).toBe('/v2/xbox/batch/gamertag');
    expect(operationsOf(global).find((entry) => entry.operation === op)?.method).toBe('post');
    const content = deref(global, op.requestBody).content as JsonObject;
    const request = deref(global, (content['application/json'] as JsonObject).schema);
    expect((request.properties as JsonObject).xuids).toMatchObject({type: 'array', maxItems: 600});
    const answers = (okSchema(global, op).oneOf as JsonObject[]).map((schema) => deref(global, schema).title);
    expect(answers).toEqual(['Complete', 'Partial']);
  });

  it('names both 503 messages, rate limited and not set up, where the rate limits are explained', () => {
    const description = (global.info as JsonObject).description as string;
    const rateLimits = description.slice(description.indexOf('## Rate limits'));
    expect(rateLimits).toContain('unable to handle request: too much traffic');
    expect(rateLimits).toContain(
      'Unable to find user in our cache. Please try specifying their Floodgate UUID instead',
    );
  });

  it('says that Geyser uploads skins and Floodgate only receives them', () => {
    const text = JSON.stringify(global);
    expect(text).not.toMatch(/Floodgate uses to upload/);
    expect(text).toMatch(/Floodgate on the Java server connects to the same socket only to receive/);
  });
});

describe('Downloads API facts', () => {
  it('lists floodgatedb among the example projects', () => {
    const op = operation(downloads, 'listProjects').operation;
    const content = ((op.responses as JsonObject)['200'] as JsonObject).content as JsonObject;
    const example = (content['application/json'] as JsonObject).example;
    expect(isObject(example) && Array.isArray(example.projects) ? example.projects : []).toContain('floodgatedb');
  });
});
