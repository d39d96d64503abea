import fs from 'node:fs';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './scripts/shared/chromium.mjs';
import {downloadsPort, dumpPort, mclogsPort, siteOrigin, sitePort} from './scripts/shared/ports.mjs';

/**
 * End-to-end tests run against the production build (`npm run build:test`), served on 127.0.0.1 the way
 * Cloudflare Pages serves it (tests/servers/pages-assets.mjs),
 * with Debian's Chromium: this machine cannot download Playwright's own browsers.
 */
export {siteOrigin};

/**
 * A server from tests/servers/: the built site, and the stand-ins for GeyserMC's web services that the test
 * build points the site at.
 */
function localServer(file: string, port: number, env: Record<string, string> = {}) {
  const script = path.join(__dirname, 'tests', 'servers', file);
  if (!fs.existsSync(script)) {
    return [];
  }
  return [
    {
      command: `node ${script}`,
      env: {PORT: String(port), ...env},
      url: `http://127.0.0.1:${port}/__health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ];
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try is a bug to fix, not noise to hide.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['./tests/support/summary-reporter.ts']],
  use: {
    baseURL: siteOrigin,
    // No traces by default: recording one for every test, kept or not, made the suite about a third slower.
    // Debug a failing spec with `npx playwright test tests/e2e/x.spec.ts --trace=retain-on-failure`.
    trace: 'off',
    // The site follows the system colour scheme; the browsers state dark, so pages open in the site's default
    // mode unless a test says otherwise (tests/e2e/site-pieces.spec.ts covers light and no preference).
    colorScheme: 'dark',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: [
    ...localServer('downloads-api.mjs', downloadsPort),
    ...localServer('dump-service.mjs', dumpPort, {VIEWER_URL: `${siteOrigin}/utilities/dump-viewer/`}),
    ...localServer('mclogs-api.mjs', mclogsPort),
    // The build behind wrangler's own Cloudflare Pages asset handler, so `_redirects`, `_headers` and the
    // 404 page behave as under `wrangler pages dev` (tests/servers/pages-assets.mjs says why not wrangler
    // itself; `npm run check:pages-server` compares the two).
    ...localServer('pages-assets.mjs', sitePort),
  ],
});
