import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {parse} from 'yaml';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {generateApiPages, syncDirectory} from '../../../src/plugins/openapi/generate';
import {kebabCase, loadApiReferences, overviewIdFor} from '../../../src/plugins/openapi/operations';
import {apiReferenceSidebarItems} from '../../../src/plugins/openapi/sidebar';
import {API_DOCS_PATH, apiSpecs} from '../../../src/plugins/openapi/specs';
import {siteDir} from './support';

/**
 * The pages are generated on every build (not committed). These tests run the real generator on a
 * scratch copy of the descriptions and check what the docs instance and the sidebar rely on.
 */

let scratch: string;
let context: LoadContext;

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file} has no front matter`);
  return parse(match[1]) as Record<string, unknown>;
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-pages-test-'));
  for (const spec of apiSpecs) {
    fs.mkdirSync(path.dirname(path.join(scratch, spec.specPath)), {recursive: true});
    fs.copyFileSync(path.join(siteDir, spec.specPath), path.join(scratch, spec.specPath));
  }
  context = {
    siteDir: scratch,
    siteConfig: {
      presets: [],
      plugins: [['@docusaurus/plugin-content-docs', {id: 'api', path: API_DOCS_PATH, routeBasePath: 'wiki/api'}]],
    },
  } as unknown as LoadContext;
  await generateApiPages(context);
}, 120_000);

afterAll(() => {
  fs.rmSync(scratch, {recursive: true, force: true});
});

const references = loadApiReferences(siteDir);

describe.each(references)('pages of $title', (reference) => {
  const outputDir = (): string => path.join(scratch, reference.spec.outputDir);

  it('has an overview page with a title and a meta description', () => {
    const file = path.join(outputDir(), `${overviewIdFor(reference.title)}.info.mdx`);
    const meta = frontMatter(file);
    expect(meta.title).toBe(reference.title);
    expect(String(meta.description).length).toBeGreaterThan(50);
  });

  it.each(reference.operations.map((operation) => [operation.operationId, operation] as const))(
    '%s has its page',
    (_id, operation) => {
      const file = path.join(outputDir(), `${path.posix.basename(operation.docId)}.api.mdx`);
      const meta = frontMatter(file);
      expect(meta.id).toBe(path.posix.basename(operation.docId));
      expect(meta.title).toBe(operation.summary);
      expect(String(meta.description).length).toBeGreaterThan(50);
      expect(meta.info_path).toBe(`wiki/api/${reference.overviewDocId}`);
      const body = fs.readFileSync(file, 'utf8');
      expect(body).toContain(`method={"${operation.method}"}`);
      expect(body).toContain(`path={${JSON.stringify(operation.path)}}`);
    },
  );

  it('produces no pages besides the overview and the operations (and their data files)', () => {
    const pages = fs.readdirSync(outputDir()).filter((file) => file.endsWith('.mdx'));
    expect(pages.sort()).toEqual(
      [
        `${overviewIdFor(reference.title)}.info.mdx`,
        ...reference.operations.map((operation) => `${path.posix.basename(operation.docId)}.api.mdx`),
      ].sort(),
    );
  });
});

it('regenerating unchanged descriptions rewrites nothing (no reload loop in `docusaurus start`)', async () => {
  const result = await generateApiPages(context);
  expect(result).toEqual({written: [], removed: []});
}, 120_000);

it('removes pages of operations that no longer exist', async () => {
  const stale = path.join(scratch, apiSpecs[0].outputDir, 'removed-operation.api.mdx');
  fs.writeFileSync(stale, '---\nid: removed-operation\n---\n');
  const result = await generateApiPages(context);
  expect(result.removed).toEqual([path.join(apiSpecs[0].outputDir, 'removed-operation.api.mdx')]);
  expect(fs.existsSync(stale)).toBe(false);
}, 120_000);

it('the sidebar lists every generated page, grouped by tag', () => {
  const items = apiReferenceSidebarItems(siteDir);
  const docIds =
    JSON.stringify(items)
      .match(/"id":"[^"]+"/g)
      ?.map((entry) => entry.slice(6, -1)) ?? [];
  const pages = apiSpecs.flatMap((spec) =>
    fs
      .readdirSync(path.join(scratch, spec.outputDir))
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => `${path.posix.relative(API_DOCS_PATH, spec.outputDir)}/${file.replace(/\.(api|info)\.mdx$/, '')}`),
  );
  expect([...docIds].sort()).toEqual([...pages].sort());
  expect(items.map((item) => (typeof item === 'object' && 'label' in item ? item.label : item))).toEqual([
    'Global API',
    'Downloads API',
  ]);
});

it('kebab-cases ids exactly like lodash, which the generator uses', () => {
  // lodash comes with the generator (no type declarations installed).
  const lodashKebab = createRequire(__filename)('lodash/kebabCase') as (value: string) => string;
  const samples = [
    ...references.flatMap((reference) => reference.operations.map((operation) => operation.operationId)),
    'getV2Thing',
    'HTTPServerError',
    'global-api',
    'downloads-api',
  ];
  for (const sample of samples) expect(kebabCase(sample), sample).toBe(lodashKebab(sample));
});

it('syncDirectory copies new files and leaves identical ones alone', () => {
  const source = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-src-'));
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-dst-'));
  try {
    fs.writeFileSync(path.join(source, 'same.txt'), 'same');
    fs.writeFileSync(path.join(target, 'same.txt'), 'same');
    fs.writeFileSync(path.join(source, 'new.txt'), 'new');
    fs.writeFileSync(path.join(target, 'old.txt'), 'old');
    expect(syncDirectory(source, target)).toEqual({written: ['new.txt'], removed: ['old.txt']});
    expect(fs.readdirSync(target).sort()).toEqual(['new.txt', 'same.txt']);
  } finally {
    fs.rmSync(source, {recursive: true, force: true});
    fs.rmSync(target, {recursive: true, force: true});
  }
});

it('kebabCase keeps the overview ids the issue asks for', () => {
  expect(overviewIdFor('Global API')).toBe('global-api');
  expect(overviewIdFor('Downloads API')).toBe('downloads-api');
});

it('the plugin removes the generated pages when the process that loaded it exits', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-exit-test-'));
  try {
    for (const spec of apiSpecs) {
      fs.mkdirSync(path.dirname(path.join(site, spec.specPath)), {recursive: true});
      fs.copyFileSync(path.join(siteDir, spec.specPath), path.join(site, spec.specPath));
    }
    // A Node process that loads the plugin as Docusaurus does, reports what it generated, and exits.
    const script = `
      const fs = require('node:fs');
      const path = require('node:path');
      const jiti = require('jiti')(${JSON.stringify(path.join(siteDir, 'package.json'))}, {interopDefault: true});
      const plugin = jiti(${JSON.stringify(path.join(siteDir, 'src/plugins/openapi/index.ts'))});
      const site = ${JSON.stringify(site)};
      const context = {siteDir: site, siteConfig: {presets: [], plugins: [['@docusaurus/plugin-content-docs', {id: 'api', path: 'wiki/api', routeBasePath: 'wiki/api'}]]}};
      plugin(context).then(() => {
        const dirs = ${JSON.stringify(apiSpecs.map((spec) => spec.outputDir))};
        console.log(JSON.stringify(dirs.map((dir) => fs.readdirSync(path.join(site, dir)).length)));
      });
    `;
    const output = execFileSync(process.execPath, ['-e', script], {cwd: siteDir, encoding: 'utf8'});
    const counts = JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as number[];
    expect(counts).toHaveLength(apiSpecs.length);
    for (const count of counts) expect(count).toBeGreaterThan(1);
    for (const spec of apiSpecs) expect(fs.existsSync(path.join(site, spec.outputDir)), spec.outputDir).toBe(false);
    expect(fs.existsSync(path.join(site, apiSpecs[0].specPath))).toBe(true);
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
}, 120_000);
