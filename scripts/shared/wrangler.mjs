/**
 * How this repository runs `wrangler pages dev` on a build: the same runtime (workerd) as Cloudflare Pages,
 * applying `_redirects` and `_headers`, answering unknown paths with the 404 page and compressing responses.
 * `npm run check:pages-server` runs it to compare it with scripts/serve/pages-server.mjs, which `npm run
 * serve:pages`, the browser tests and the Lighthouse benchmark use. No imports: Playwright loads this file
 * through its own transform.
 */

/** Date of the workerd that `wrangler` 4.86.0 installs (1.20260426.1); it must not be newer than that. */
export const WORKERD_COMPATIBILITY_DATE = '2026-04-26';

/** The shell command that serves `build/` (relative to the working directory) on 127.0.0.1:port. */
export function wranglerCommand(port) {
  return [
    'npx wrangler pages dev build',
    `--ip 127.0.0.1 --port ${port} --inspector-port ${port + 20_000}`,
    `--compatibility-date ${WORKERD_COMPATIBILITY_DATE} --log-level warn`,
  ].join(' ');
}

/** Environment for that command: no metrics, and wrangler's logs and settings in the ignored `.wrangler/` folder of `root`. */
export function wranglerEnv(root) {
  return {
    WRANGLER_SEND_METRICS: 'false',
    XDG_CONFIG_HOME: `${root}/.wrangler/config`,
    WRANGLER_LOG_PATH: `${root}/.wrangler/logs`,
  };
}
