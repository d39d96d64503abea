import fs from 'node:fs/promises';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {createProvidersJson} from '../../data/hosting-providers';
import {createVersionsDocument, type latestBedrock, type latestJava} from '../../data/versions';
import {createMessagesDocument} from '../../lib/logs/messages-document';
import {EmitFilesPlugin} from '../shared/emit-files';

/**
 * Writes the machine-readable site data that GeyserMC software fetches from geysermc.org:
 * - `/data/providers.json`: hosting providers (read by the Discord bot's provider command);
 * - `/data/messages.json`: the catalogue of known console messages (src/data/messages.ts), for the
 *   Discord bot and other tools that answer logs;
 * - `/versions.json`: the newest supported Bedrock version (kept for programs that read it from this
 *   site; Geyser's own update check asks api.geysermc.org/v2/versions/geyser).
 * Both come from src/data/, the same data the wiki pages render, so they cannot drift apart.
 * `docusaurus build` gets them in postBuild; `docusaurus start` serves them as emitted assets.
 * The plugin also publishes the newest versions as global data for the announcement bar.
 */

const PLUGIN_NAME = 'geysermc-site-data';

/** What the announcement bar shows: the newest supported versions. */
export interface SiteDataGlobal {
  readonly bedrock: string;
  readonly java: string;
}

interface SiteDataContent {
  readonly files: Record<string, string>;
  readonly announcement: SiteDataGlobal;
}

/**
 * The newest content, shared across reloads. On `docusaurus start`, an edit to a file in src/data makes
 * Docusaurus reload this plugin's content (not the whole config), and the bundler's EmitFilesPlugin lives on:
 * it reads the files from here at each compilation.
 */
const latest = globalThis as typeof globalThis & {[PLUGIN_NAME]?: Record<string, string>};

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Output path (relative to the site root) and file contents. */
export function siteDataFiles(siteUrl: string): Record<string, string> {
  return {
    'data/providers.json': json(createProvidersJson(siteUrl.replace(/\/+$/, ''))),
    'data/messages.json': json(createMessagesDocument(siteUrl)),
    'versions.json': json(createVersionsDocument()),
  };
}

/** Reads src/data afresh (not from the module cache), so that edits show while `docusaurus start` runs. */
async function loadFresh(context: LoadContext): Promise<SiteDataContent> {
  const dataDir = path.join(context.siteDir, 'src', 'data');
  const providers = (await loadFreshModule(path.join(dataDir, 'hosting-providers.ts'))) as {
    createProvidersJson: typeof createProvidersJson;
  };
  const versions = (await loadFreshModule(path.join(dataDir, 'versions.ts'))) as {
    createVersionsDocument: typeof createVersionsDocument;
    latestBedrock: typeof latestBedrock;
    latestJava: typeof latestJava;
  };
  return {
    files: {
      'data/providers.json': json(providers.createProvidersJson(context.siteConfig.url.replace(/\/+$/, ''))),
      'data/messages.json': json(createMessagesDocument(context.siteConfig.url)),
      'versions.json': json(versions.createVersionsDocument()),
    },
    announcement: {bedrock: versions.latestBedrock.name, java: versions.latestJava},
  };
}

export default function siteDataPlugin(context: LoadContext): Plugin {
  const initial = siteDataFiles(context.siteConfig.url);
  latest[PLUGIN_NAME] = initial;
  const plugin: Plugin<SiteDataContent> = {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return [path.join(context.siteDir, 'src', 'data', '**', '*.ts')];
    },

    async loadContent() {
      const content = await loadFresh(context);
      latest[PLUGIN_NAME] = content.files;
      return content;
    },

    async contentLoaded({content, actions}) {
      actions.setGlobalData(content.announcement satisfies SiteDataGlobal);
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') {
        return {};
      }
      // The bundler's plugin type is not exported in a form both webpack and Rspack accept.
      return {
        plugins: [
          new EmitFilesPlugin(PLUGIN_NAME, () => latest[PLUGIN_NAME] ?? initial) as unknown as NonNullable<
            typeof config.plugins
          >[number],
        ],
      };
    },

    async postBuild({outDir, content}) {
      await Promise.all(
        Object.entries(content.files).map(async ([file, text]) => {
          const target = path.join(outDir, file);
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, text, 'utf8');
        }),
      );
    },
  };
  // Docusaurus types a plugin list as Plugin<unknown>; the content type is this plugin's own business.
  return plugin as unknown as Plugin;
}
