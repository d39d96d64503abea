import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';

import siteDataPlugin, {siteDataFiles} from '../../../src/plugins/site-data';
import {hostingProviders, providerCategories} from '../../../src/data/hosting-providers';
import {latestBedrock, latestJava} from '../../../src/data/versions';

const context = {
  siteDir: path.resolve(__dirname, '..', '..', '..'),
  siteConfig: {url: 'https://geysermc.org'},
} as unknown as LoadContext;
let outDir: string | undefined;

afterEach(async () => {
  if (outDir) {
    await rm(outDir, {recursive: true, force: true});
    outDir = undefined;
  }
});

describe('site-data plugin', () => {
  it('writes /data/providers.json and /versions.json after the build', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'site-data-'));
    const plugin = siteDataPlugin(context) as Plugin;
    // loadContent reads src/data afresh (so that `npm start` follows edits); postBuild writes what it read.
    const content = await plugin.loadContent?.();
    const postBuild = plugin.postBuild as unknown as (props: {outDir: string; content: unknown}) => Promise<void>;
    await postBuild({outDir, content});

    const providers = JSON.parse(await readFile(path.join(outDir, 'data', 'providers.json'), 'utf8')) as Record<
      string,
      {name: string; url: string; description: string}[]
    >;
    expect(Object.keys(providers)).toEqual([...providerCategories]);
    for (const category of providerCategories) {
      expect(providers[category].map((entry) => entry.name)).toEqual(hostingProviders[category].map((p) => p.name));
    }

    const versions = JSON.parse(await readFile(path.join(outDir, 'versions.json'), 'utf8')) as {
      bedrock: {protocol: {id: number; name: string}};
    };
    expect(versions.bedrock.protocol).toEqual({id: latestBedrock.protocol, name: latestBedrock.name});
  });

  it('publishes the newest versions for the announcement bar', async () => {
    const plugin = siteDataPlugin(context) as Plugin;
    const content = await plugin.loadContent?.();
    let published: unknown;
    const contentLoaded = plugin.contentLoaded as unknown as (args: {
      content: unknown;
      actions: {setGlobalData: (data: unknown) => void};
    }) => Promise<void>;
    await contentLoaded({content, actions: {setGlobalData: (data) => (published = data)}});
    expect(published).toEqual({bedrock: latestBedrock.name, java: latestJava});
  });

  it('emits the same files as assets for the development server only', () => {
    const plugin = siteDataPlugin(context) as Plugin;
    const configure = plugin.configureWebpack as unknown as (
      config: {mode: string},
      isServer: boolean,
    ) => {plugins?: unknown[]};
    expect(configure({mode: 'production'}, false)).toEqual({});
    expect(configure({mode: 'development'}, true)).toEqual({});

    const result = configure({mode: 'development'}, false);
    expect(result.plugins).toHaveLength(1);
    const emitted: Record<string, string> = {};
    class RawSource {
      constructor(readonly value: string) {}
    }
    const compiler = {
      webpack: {sources: {RawSource}, Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: -2000}},
      hooks: {
        thisCompilation: {
          tap: (_name: string, callback: (compilation: unknown) => void) =>
            callback({
              hooks: {processAssets: {tap: (_options: unknown, run: () => void) => run()}},
              emitAsset: (file: string, source: RawSource) => {
                emitted[file] = source.value;
              },
            }),
        },
      },
    };
    (result.plugins?.[0] as {apply(compiler: unknown): void}).apply(compiler);
    expect(emitted).toEqual(siteDataFiles('https://geysermc.org'));
  });
});
