import {readFileSync, rmSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {isMainThread} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {generateApiPages, specsFingerprint} from './generate';
import {apiSpecs, specDownloadPath} from './specs';
import {compileThemeStylesheet} from './stylesheet';
import {EmitFilesPlugin} from '../shared/emit-files';

/**
 * The REST API reference (wiki/api/<host>/):
 * - generates the pages from openapi/*.yaml whenever Docusaurus loads the site (`build`,
 *   `start`), with docusaurus-plugin-openapi-docs' generator, so they are never stale and never
 *   committed. Plugin constructors all finish before any plugin loads content, so the `api` docs
 *   instance always finds fresh pages. Under `docusaurus start`, editing a description regenerates
 *   the pages that changed. They are intermediates of the run, removed when Docusaurus exits, so that
 *   wiki/ holds only what people write and checks that read it (the prose check) see no generated text.
 * - serves the API explorer's stylesheet as its own file, linked only from the API pages; its
 *   path reaches ./ApiDocItem.tsx through this plugin's global data.
 * - publishes each openapi/*.yaml unchanged at `specDownloadPath` (`/openapi/global.yaml`), for tools
 *   that read an API description from a URL.
 */
export const PLUGIN_NAME = 'geysermc-openapi-reference';

export interface OpenApiReferenceGlobalData {
  /** Site-relative path of the API explorer's stylesheet. */
  stylesheet: string;
}

/** The OpenAPI files as the site serves them: output path (relative to the site root) and contents. */
function specFiles(siteDir: string): Record<string, string> {
  return Object.fromEntries(
    apiSpecs.map((spec) => [specDownloadPath(spec).slice(1), readFileSync(path.join(siteDir, spec.specPath), 'utf8')]),
  );
}

let removalRegistered = false;

/** Removes the generated pages as the process ends (once, however often the dev server reloads plugins). */
function removeGeneratedPagesOnExit(siteDir: string): void {
  if (removalRegistered || !isMainThread) return;
  removalRegistered = true;
  process.once('exit', () => {
    for (const spec of apiSpecs) {
      rmSync(path.join(siteDir, spec.outputDir), {recursive: true, force: true});
    }
  });
}

export default async function openApiReference(context: LoadContext): Promise<Plugin> {
  const started = Date.now();
  const first = await generateApiPages(context);
  removeGeneratedPagesOnExit(context.siteDir);
  let fingerprint = specsFingerprint(context.siteDir);
  const stylesheet = compileThemeStylesheet();
  console.log(
    `[openapi] API reference generated in ${Date.now() - started} ms (${first.written.length} files written, ${first.removed.length} removed)`,
  );

  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return apiSpecs.map((spec) => path.join(context.siteDir, spec.specPath));
    },

    async loadContent() {
      const current = specsFingerprint(context.siteDir);
      if (current !== fingerprint) {
        await generateApiPages(context);
        fingerprint = current;
      }
    },

    async contentLoaded({actions}) {
      actions.setGlobalData({stylesheet: stylesheet.file} satisfies OpenApiReferenceGlobalData);
    },

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') {
        return {};
      }
      // The bundler's plugin type is not exported in a form both webpack and Rspack accept.
      const plugin = new EmitFilesPlugin(PLUGIN_NAME, () => ({
        [stylesheet.file]: stylesheet.css,
        ...specFiles(context.siteDir),
      }));
      return {plugins: [plugin as unknown as NonNullable<typeof config.plugins>[number]]};
    },

    async postBuild({outDir}) {
      const files = {[stylesheet.file]: stylesheet.css, ...specFiles(context.siteDir)};
      for (const [file, text] of Object.entries(files)) {
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, text, 'utf8');
      }
    },
  };
}
