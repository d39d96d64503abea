import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';

import {parseBuildResponse, parseBuildsResponse, PayloadError} from '../../../src/lib/downloads/validate';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../fixtures/downloads/${name}`, import.meta.url)), 'utf8'));

const latestBuilds = fixture('latest-builds.json') as Record<string, unknown>;
const emptyList = fixture('empty-build-list.json');
const specPath = fileURLToPath(new URL('../../../openapi/downloads.yaml', import.meta.url));

describe('Downloads API payload checks', () => {
  it('accepts every fixture build', () => {
    for (const [project, build] of Object.entries(latestBuilds)) {
      expect(parseBuildResponse(build).project_id).toBe(project);
    }
    expect(parseBuildsResponse(emptyList).builds).toEqual([]);
  });

  it('rejects a body of the wrong shape, naming the field', () => {
    const geyser = latestBuilds.geyser as Record<string, unknown>;
    const broken = {...geyser, downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256: 'not-a-hash'}}};
    expect(() => parseBuildResponse(broken)).toThrow(PayloadError);
    expect(() => parseBuildResponse(broken)).toThrow('response.downloads.spigot.sha256');
    expect(() => parseBuildResponse({...geyser, channel: 'nightly'})).toThrow('response.channel');
    expect(() => parseBuildResponse({...geyser, time: 'yesterday'})).toThrow('response.time');
    expect(() => parseBuildResponse([])).toThrow('response should be an object');
    expect(() => parseBuildsResponse({project_id: 'geyser'})).toThrow('response.builds');
  });

  it('lower-cases checksums so they compare with sha256sum output', () => {
    const geyser = latestBuilds.geyser as {downloads: Record<string, {name: string; sha256: string}>};
    const upper = {
      ...geyser,
      downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256: geyser.downloads.spigot.sha256.toUpperCase()}},
    };
    expect(parseBuildResponse(upper).downloads.spigot.sha256).toBe(geyser.downloads.spigot.sha256);
  });
});

describe.runIf(existsSync(specPath))('fixtures against openapi/downloads.yaml', () => {
  type Spec = {components: {schemas: Record<string, unknown>}};
  const spec = existsSync(specPath) ? (parseYaml(readFileSync(specPath, 'utf8')) as Spec) : undefined;
  const ajv = new Ajv({strict: false, allErrors: true});
  addFormats(ajv);

  const validatorFor = (schemaName: string) => {
    const schemas = spec?.components.schemas ?? {};
    return ajv.compile({
      $ref: `#/components/schemas/${schemaName}`,
      components: {schemas},
    });
  };

  it('every latest-build fixture is a BuildResponse', () => {
    const validate = validatorFor('BuildResponse');
    for (const build of Object.values(latestBuilds)) {
      expect(validate(build), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('the empty build list is a BuildsResponse', () => {
    const validate = validatorFor('BuildsResponse');
    expect(validate(emptyList), JSON.stringify(validate.errors)).toBe(true);
  });
});
