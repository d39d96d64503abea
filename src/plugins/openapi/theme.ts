import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import docusaurusThemeOpenApi from 'docusaurus-theme-openapi-docs/lib/index';

import {swapImport} from '../shared/swap-import';

/** The theme's components that render an operation's parameters, request body and responses (./ServerRendered.tsx). */
const SERVER_RENDERED = [
  /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema)$/,
];

/** The theme's tab components that scroll their tab lists with nameless arrow buttons (./tab-arrows.js). */
export const TABS_WITH_ARROWS =
  /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ApiTabs|MimeTabs|SchemaTabs|DiscriminatorTabs|OperationTabs)[\\/]index\.js$/;

/**
 * docusaurus-theme-openapi-docs with four changes:
 * - no site-wide stylesheet. The stock theme registers its styles as a client module, and
 *   Docusaurus merges all CSS into the one file every page loads, which would put the
 *   request-panel styles and code-sample logos on every wiki page. The API pages link a separately
 *   compiled copy instead (./stylesheet.ts, ./ApiDocItem.tsx);
 * - two libraries that the explorer's request library (postman-collection) bundles but these
 *   pages never use, faker and iconv-lite, are replaced by stubs (./stubs/): that takes a large share
 *   of the JavaScript off every API page. The browser build only; see the stubs for why they
 *   are safe;
 * - an operation's parameters, request body and responses are in the page's HTML (./ServerRendered.tsx);
 * - the arrow buttons that scroll a long tab list have names (./tab-arrows.js).
 * Everything else (components, TypeScript theme path, bundler settings) is the stock theme's.
 */
export default function openApiTheme(): Plugin<void> {
  const {getClientModules: _siteWideStyles, configureWebpack, ...theme} = docusaurusThemeOpenApi();
  return {
    ...theme,
    configureWebpack(config, isServer, utils, ...rest) {
      const stock = configureWebpack?.(config, isServer, utils, ...rest) ?? {};
      const plugins = [
        ...(stock.plugins ?? []),
        swapImport(
          utils.currentBundler,
          /^@docusaurus\/BrowserOnly$/,
          SERVER_RENDERED,
          path.join(__dirname, 'ServerRendered.tsx'),
        ),
      ];
      const module = {
        ...stock.module,
        rules: [...(stock.module?.rules ?? []), {test: TABS_WITH_ARROWS, use: path.join(__dirname, 'tab-arrows.js')}],
      };
      if (isServer) {
        return {...stock, plugins, module};
      }
      return {
        ...stock,
        plugins,
        module,
        resolve: {
          ...stock.resolve,
          alias: {
            ...(stock.resolve?.alias as Record<string, string> | undefined),
            '@faker-js/faker/locale/en$': path.join(__dirname, 'stubs', 'faker.js'),
            'iconv-lite$': path.join(__dirname, 'stubs', 'iconv-lite.js'),
          },
        },
      };
    },
  };
}
