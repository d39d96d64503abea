import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {createProvidersJson} from '../../data/hosting-providers';
import {createVersionsDocument} from '../../data/versions';
import {EmitFilesPlugin} from '../shared/emit-files';

/**
 * Writes the machine-readable site data that GeyserMC software fetches from geysermc.org:
 * - `/data/providers.json`: hosting providers (read by the Discord bot's provider command);
 * - `/versions.json`: the newest supported Bedrock version (Geyser's update check, through
 *   api.geysermc.org/v2/versions/geyser).
 * Both come from src/data/, the same data the wiki pages render, so they cannot drift apart.
 * `docusaurus build` gets them in postBuild; `docusaurus start` serves them as emitted assets.
 */

const PLUGIN_NAME = 'geysermc-site-data';

/** Output path (relative to the site root) and file contents. */
export function siteDataFiles(siteUrl: string): Record<string, string> {
  const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
  return {
    'data/providers.json': json(createProvidersJson(siteUrl.replace(/\/+$/, ''))),
    'versions.json': json(createVersionsDocument()),
  };
}

export default function siteDataPlugin(context: LoadContext): Plugin {
  const files = siteDataFiles(context.siteConfig.url);
  return {
    name: PLUGIN_NAME,

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') {
        return {};
      }
      // The bundler's plugin type is not exported in a form both webpack and Rspack accept.
      return {plugins: [new EmitFilesPlugin(PLUGIN_NAME, () => files) as unknown as NonNullable<typeof config.plugins>[number]]};
    },

    async postBuild({outDir}) {
      await Promise.all(
        Object.entries(files).map(async ([file, content]) => {
          const target = path.join(outDir, file);
          await fs.mkdir(path.dirname(target), {recursive: true});
          await fs.writeFile(target, content, 'utf8');
        }),
      );
    },
  };
}
