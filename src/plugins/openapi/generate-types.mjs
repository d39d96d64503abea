#!/usr/bin/env node
/**
 * Writes src/lib/downloads/openapi-types.ts, the TypeScript types of the Downloads API's schemas, from
 * openapi/downloads.yaml with openapi-typescript; src/lib/downloads/types.ts names the ones the site reads.
 * Only `components.schemas` is kept: the site reads payloads by their schema and never types a request by
 * its path, status or header, so the generator's `paths` and `operations` interfaces and the other
 * components would be code nothing uses.
 *
 *   node src/plugins/openapi/generate-types.mjs           regenerate the file
 *   node src/plugins/openapi/generate-types.mjs --check   exit 1 if the file is out of date
 *
 * tests/unit/openapi runs the check, so the download page's types cannot drift from the description.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import openapiTS, {astToString} from 'openapi-typescript';
import ts from 'typescript';

export const SPEC_PATH = 'openapi/downloads.yaml';
export const TYPES_PATH = 'src/lib/downloads/openapi-types.ts';

const HEADER = `/**
 * Types of the GeyserMC Downloads API's schemas, generated from ${SPEC_PATH} by openapi-typescript.
 * Do not edit: change the description, then run
 *   node src/plugins/openapi/generate-types.mjs
 * (tests/unit/openapi fails while this file is out of date).
 */

`;

/** The `components` interface with its `schemas` member alone. */
function schemasOnly(components) {
  const members = components.members.filter((member) => member.name?.text === 'schemas');
  return ts.factory.updateInterfaceDeclaration(
    components,
    components.modifiers,
    components.name,
    components.typeParameters,
    components.heritageClauses,
    members,
  );
}

/** The complete file content for the description at `siteDir`. */
export async function renderDownloadsTypes(siteDir) {
  const specUrl = pathToFileURL(path.join(siteDir, SPEC_PATH));
  const ast = await openapiTS(specUrl, {exportType: false, alphabetize: false});
  const components = ast.filter((node) => node.name?.text === 'components').map(schemasOnly);
  if (components.length === 0 || components[0].members.length === 0) {
    throw new Error(`openapi-typescript produced no schemas for ${SPEC_PATH}`);
  }
  return HEADER + astToString(components);
}

async function main() {
  const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const target = path.join(siteDir, TYPES_PATH);
  const content = await renderDownloadsTypes(siteDir);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    if (current !== content) {
      console.error(`${TYPES_PATH} is out of date; run: node src/plugins/openapi/generate-types.mjs`);
      process.exit(1);
    }
    console.log(`${TYPES_PATH} is up to date`);
    return;
  }
  fs.writeFileSync(target, content);
  console.log(`wrote ${TYPES_PATH}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
