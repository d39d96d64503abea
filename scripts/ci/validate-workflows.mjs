#!/usr/bin/env node
/**
 * Validates every workflow under .github/workflows against GitHub's schema (@action-validator/cli), since
 * they cannot run on this project's machines. Exits 1 with the validator's findings on the first bad file.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join('.github', 'workflows');
const files = fs
  .readdirSync(dir)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
let failed = 0;
for (const file of files) {
  const result = spawnSync('npx', ['--no-install', 'action-validator', path.join(dir, file)], {encoding: 'utf8'});
  if (result.status !== 0) {
    failed++;
    console.error(`${path.join(dir, file)}: not a valid workflow\n${result.stdout}${result.stderr}`);
  }
}
if (failed > 0) {
  process.exit(1);
}
console.log(`workflows: ${files.length} files valid (${files.join(', ')})`);
