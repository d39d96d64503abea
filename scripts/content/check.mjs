#!/usr/bin/env node
/**
 * Checks every wiki page before the build: a title, a description of 60–160 characters, a place in a
 * sidebar (or in src/data/unlisted-pages.ts), and no "#" heading in the body that competes with the title.
 * Prints each problem with its file and what to do; exits 1 when there is any.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {checkPage, sidebarDocIds} = jiti(path.join(root, 'src/lib/content/page-rules.ts'));
const {unlistedPages} = jiti(path.join(root, 'src/data/unlisted-pages.ts'));
const sidebars = jiti(path.join(root, 'sidebars.ts'));

const generated = ['wiki/api/api.geysermc.org', 'wiki/api/downloads.geysermc.org'];
const files = fs
  .readdirSync(path.join(root, 'wiki'), {recursive: true})
  .map((file) => path.join('wiki', String(file)).split(path.sep).join('/'))
  .filter((file) => /\.mdx?$/.test(file))
  .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
  .filter((file) => !generated.some((dir) => file.startsWith(dir + '/')))
  .sort();

const options = {sidebarDocIds: sidebarDocIds(sidebars), unlisted: unlistedPages};
const problems = files.flatMap((file) =>
  checkPage({file, text: fs.readFileSync(path.join(root, file), 'utf8')}, options),
);
for (const problem of problems) {
  console.error(`${problem.file}: ${problem.message}`);
}
if (problems.length > 0) {
  console.error(`\ncontent: ${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} page(s)`);
  process.exit(1);
}
console.log(`content: ${files.length} wiki pages checked, no problems`);
