import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type Rule = {include?: unknown; exclude?: unknown};

/**
 * The REST API reference is a second docs instance inside `wiki/api/`. The main docs instance's MDX
 * rule includes all of `wiki/`, so without this both instances' MDX loaders would run on the API
 * pages in a chain (the second one then fails on the first one's JavaScript output). Excluding the
 * API folder from the main instance's rule keeps each page compiled exactly once.
 */
export default function isolateApiDocs(context: LoadContext): Plugin {
  const wikiDir = path.join(context.siteDir, 'wiki') + path.sep;
  const apiDir = path.join(context.siteDir, 'wiki', 'api') + path.sep;
  return {
    name: 'isolate-api-docs',
    configureWebpack(config) {
      for (const rule of (config.module?.rules ?? []) as Rule[]) {
        if (rule && Array.isArray(rule.include) && rule.include.length === 1 && rule.include[0] === wikiDir) {
          rule.exclude = [apiDir];
        }
      }
      return {};
    },
  };
}
