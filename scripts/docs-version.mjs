#!/usr/bin/env node
/**
 * `npm run docs:version -- <name>`: freezes the wiki as it is now under `/wiki/<name>/` (for example
 * before a release changes the config format). Runs Docusaurus' `docs:version`, then removes the copy
 * of the generated REST API pages: they belong to the separate `api` docs instance and are rebuilt
 * from openapi/*.yaml, so a frozen wiki must not carry them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const name = process.argv[2];
if (!name || !/^[\w.-]+$/.test(name)) {
  console.error('usage: npm run docs:version -- <name>   (letters, digits, dots and dashes, e.g. 2.8)');
  process.exit(2);
}
const result = spawnSync('npx', ['docusaurus', 'docs:version', name], {stdio: 'inherit'});
if (result.status !== 0) {
  process.exit(result.status ?? 1);
}
fs.rmSync(path.join('versioned_docs', `version-${name}`, 'api'), {recursive: true, force: true});
console.log(
  `Frozen the wiki as "${name}": versioned_docs/version-${name}/, served at /wiki/${name}/. Commit it with versions.json.`,
);
