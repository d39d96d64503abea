import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';

import {legacyRedirects, oldWikiSections} from '../../data/redirects';
import {apiSpecs} from '../openapi/specs';
import {headerRules, renderHeaders, type HostingConfig} from './headers';
import {collectScriptHashes, htmlFiles, pageRoutes} from './inline-scripts';
import {planRedirects, renderRedirects} from './redirects';

/**
 * Makes the build deployable as it is to Cloudflare Pages or Netlify: writes `build/_redirects`
 * (from src/data/redirects.ts) and `build/_headers` (from ./headers.ts, with the hashes of the
 * inline scripts that the build emitted). Hosts without these files (GitHub Pages) ignore them.
 */

const stringField = (fields: Record<string, unknown>, key: string): string => {
  const value = fields[key];
  if (typeof value !== 'string') {
    throw new Error(`hosting: customFields.${key} must be a URL string`);
  }
  return value;
};

/** `servers[].url` of every OpenAPI document the API explorer renders. */
async function apiExplorerServers(siteDir: string): Promise<string[]> {
  const servers: string[] = [];
  for (const spec of apiSpecs) {
    const document: unknown = parse(await fs.readFile(path.join(siteDir, spec.specPath), 'utf8'));
    const list = (document as {servers?: {url?: unknown}[]} | null)?.servers ?? [];
    for (const server of list) {
      if (typeof server.url === 'string') {
        servers.push(server.url);
      }
    }
  }
  return servers;
}

function algoliaAppId(context: LoadContext): string | undefined {
  const algolia = (context.siteConfig.themeConfig as {algolia?: {appId?: unknown}}).algolia;
  const appId = algolia?.appId;
  // 'local' is the placeholder of the built-in search (src/lib/search/mode.ts).
  return typeof appId === 'string' && appId !== 'local' ? appId : undefined;
}

export default function hostingPlugin(context: LoadContext): Plugin {
  return {
    name: 'geysermc-hosting',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]@docsearch[\\/]react[\\/]dist[\\/].*\.js$/,
              use: [{loader: path.join(__dirname, 'no-eval-probe-loader.cjs')}],
            },
          ],
        },
      };
    },
    async postBuild({outDir}) {
      if (process.env.SITE_HOST === 'github-pages') {
        // That host ignores both files, and the client redirect pages written at the same time
        // would look like pages to the redirect plan.
        return;
      }
      const files = await htmlFiles(outDir);
      const fields = context.siteConfig.customFields ?? {};
      const config: HostingConfig = {
        downloadsApiUrl: stringField(fields, 'downloadsApiUrl'),
        dumpServiceUrl: stringField(fields, 'dumpServiceUrl'),
        globalApiUrl: stringField(fields, 'globalApiUrl'),
        mclogsApiUrl: stringField(fields, 'mclogsApiUrl'),
        apiExplorerServers: await apiExplorerServers(context.siteDir),
        algoliaAppId: algoliaAppId(context),
        scriptHashes: await collectScriptHashes(outDir, files),
      };
      const {rules, skipped} = planRedirects({legacy: legacyRedirects, oldWikiSections, pages: pageRoutes(files)});
      for (const target of skipped) {
        console.info(`[hosting] no server redirect to ${target} yet: that page is not in this build`);
      }
      await fs.writeFile(path.join(outDir, '_redirects'), renderRedirects(rules), 'utf8');
      await fs.writeFile(path.join(outDir, '_headers'), renderHeaders(headerRules(config)), 'utf8');
    },
  };
}
