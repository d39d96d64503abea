#!/usr/bin/env node
/**
 * Writes src/lib/downloads/openapi-types.ts, the TypeScript types of the Downloads API, from
 * openapi/downloads.yaml with openapi-typescript, plus short aliases for the schemas.
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

export const SPEC_PATH = 'openapi/downloads.yaml';
export const TYPES_PATH = 'src/lib/downloads/openapi-types.ts';

const HEADER = `/**
 * Types of the GeyserMC Downloads API, generated from ${SPEC_PATH} by openapi-typescript.
 * Do not edit: change the description, then run
 *   node src/plugins/openapi/generate-types.mjs
 * (tests/unit/openapi fails while this file is out of date).
 */

`;

/** Schema aliases: `BuildResponse` rather than `components['schemas']['BuildResponse']`. */
function aliases(schemaNames) {
  const rename = {Error: 'ErrorResponse'};
  const lines = schemaNames.map((name) => `export type ${rename[name] ?? name} = components['schemas']['${name}'];`);
  return `\n// Short names for the schemas.\n${lines.join('\n')}\n`;
}

/** The complete file content for the description at `siteDir`. */
export async function renderDownloadsTypes(siteDir) {
  const specUrl = pathToFileURL(path.join(siteDir, SPEC_PATH));
  const ast = await openapiTS(specUrl, {exportType: false, alphabetize: false});
  const body = astToString(ast);
  const names = schemaNamesOf(body);
  if (names.length === 0) {
    throw new Error(`openapi-typescript produced no schemas for ${SPEC_PATH}`);
  }
  return HEADER + body + aliases(names);
}

/** Names of `components.schemas`, in source order, read from the generated interface. */
function schemaNamesOf(body) {
  const start = body.indexOf('export interface components {');
  if (start === -1) return [];
  const schemasStart = body.indexOf('    schemas: {', start);
  const schemasEnd = body.indexOf('\n    };', schemasStart);
  const block = body.slice(schemasStart, schemasEnd);
  return [...block.matchAll(/^ {8}(\w+): /gm)].map((match) => match[1]);
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
