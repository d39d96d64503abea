import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {rspack, type Configuration, type RspackPluginInstance} from '@rspack/core';
import type {ConfigureWebpackUtils, Plugin} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';

import compileHints, {COMPILE_HINT} from '../../../src/plugins/startup/compile-hints';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
afterAll(() => fs.rmSync(work, {recursive: true, force: true}));

fs.writeFileSync(
  path.join(work, 'entry.js'),
  '/* a comment the minifier removes */\nexport function start() { return import("./later.js").then((m) => m.run()); }\nstart();\n',
);
fs.writeFileSync(path.join(work, 'later.js'), 'export function run() { return "later"; }\n');

/** The plugins the site's plugin adds for the client (or the server) bundle. */
function pluginsOf(isServer: boolean): RspackPluginInstance[] {
  const plugin = compileHints() as Plugin & {configureWebpack: NonNullable<Plugin['configureWebpack']>};
  const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as ConfigureWebpackUtils;
  const result = plugin.configureWebpack({}, isServer, utils, undefined) as {plugins?: RspackPluginInstance[]};
  return result.plugins ?? [];
}

/** Builds the two-file fixture like the site's client bundle (minified, runtime chunk, hashed names). */
async function build(plugins: RspackPluginInstance[], out: string): Promise<Record<string, string>> {
  const config: Configuration = {
    mode: 'production',
    context: work,
    entry: {main: './entry.js'},
    output: {
      path: path.join(work, out),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    optimization: {runtimeChunk: {name: (entry: {name: string}) => `runtime~${entry.name}`}},
    plugins,
  };
  await new Promise<void>((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error || stats?.hasErrors()) {
        reject(error ?? new Error(stats?.toString()));
      } else {
        resolve();
      }
    });
  });
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(path.join(work, out))) {
    files[name] = fs.readFileSync(path.join(work, out, name), 'utf8');
  }
  return files;
}

describe('compile hints', () => {
  it('adds nothing to the server bundle', () => {
    expect(pluginsOf(true)).toEqual([]);
  });

  it('puts the hint on the first line of the entry chunks only, after minification, and names the files after it', async () => {
    const hinted = await build(pluginsOf(false), 'hinted');
    const plain = await build([], 'plain');

    const entryFiles = Object.keys(hinted).filter((name) => /^(runtime~)?main\./.test(name));
    expect(entryFiles).toHaveLength(2);
    for (const name of entryFiles) {
      expect(hinted[name].startsWith(`${COMPILE_HINT}\n`), name).toBe(true);
      expect(hinted[name]).not.toContain('a comment the minifier removes');
    }
    const later = Object.keys(hinted).filter((name) => !entryFiles.includes(name) && name.endsWith('.js'));
    expect(later).toHaveLength(1);
    expect(hinted[later[0]]).not.toContain(COMPILE_HINT);

    // The hint is part of what the file names are hashed from, so a changed file gets a new name.
    const plainEntry = Object.keys(plain).filter((name) => /^(runtime~)?main\./.test(name));
    expect(plainEntry.sort()).not.toEqual(entryFiles.sort());
    expect(Object.keys(plain)).toContain(later[0]);
  }, 60_000);
});
