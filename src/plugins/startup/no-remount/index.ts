import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {importSwapPlugin} from '../../shared/swap-import';

/**
 * Theme components that rebuild themselves right after hydration, and why they no longer need to.
 * Each uses `useIsBrowser()` only as the `key` of what it renders, so the key turns from `false` to `true`
 * once the page has hydrated and React throws away the server's elements and builds them again:
 * - `CodeBlock` did it to recolour the tokens for a reader whose colour mode is not the default. But the
 *   colour mode the theme gives components during hydration is the server's (it applies the stored mode
 *   in an effect afterwards, to avoid hydration mismatches), and that later change re-renders the tokens in
 *   the other colours like any state change.
 * - `Tabs` (the theme's, and the API reference theme's copy, which replaces it on every page) did it for a
 *   tab the reader chose earlier (`groupId`, kept in localStorage) or in the URL (`queryString`). The tabs
 *   also start from the server's choice and apply the stored one in a layout effect after hydration, which
 *   updates the selected tab and the hidden panels like any state change.
 * Every page with code paid for the rebuild: every code block and tab group was rebuilt, a long script task
 * and a long style and layout task right after hydration.
 *
 * The hook is swapped for these two components only (nothing is ejected); `tests/e2e/code-blocks.spec.ts`
 * and `tests/e2e/tabs.spec.ts` check that nothing is rebuilt and that colours and chosen tabs still apply.
 */
const KEYED_BY_IS_BROWSER = [
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](CodeBlock|Tabs)$/,
  // The API reference's theme replaces `@theme/Tabs` site-wide with its own copy of the theme's tabs, and has
  // five more tab components built the same way (response codes, media types, schemas, operations).
  /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](Tabs|ApiTabs|MimeTabs|SchemaTabs|DiscriminatorTabs|OperationTabs)$/,
];

/**
 * The API reference's page component (`ApiItem`) asks `useIsBrowser()` which Redux store to build: an empty
 * one on the server, one with the operation's parameters in the browser, for the request builder. When the
 * answer changed after hydration, the page rendered its whole article again with a new store, parsing every
 * Markdown description a second time. Nothing the article
 * renders reads the store, so the browser's store is built from the first render on.
 *
 * Depends on @docusaurus/theme-classic's `theme/CodeBlock` and `theme/Tabs`, and the API theme's tab components and
 * `ApiItem`, each calling `useIsBrowser()`.
 * The upgrade guard, tests/unit/plugins/startup-upgrade.test.ts, fails when one of them changes.
 */
const BROWSER_STATE_FROM_THE_START = [/[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiItem$/];

export default function noRemount(): Plugin {
  return importSwapPlugin('no-remount', [
    {
      request: /^@docusaurus\/useIsBrowser$/,
      importers: KEYED_BY_IS_BROWSER,
      replacement: path.join(__dirname, 'serverKey.ts'),
    },
    {
      request: /^@docusaurus\/useIsBrowser$/,
      importers: BROWSER_STATE_FROM_THE_START,
      replacement: path.join(__dirname, 'inBrowser.ts'),
    },
  ]);
}
