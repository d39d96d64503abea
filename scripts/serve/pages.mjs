#!/usr/bin/env node
/**
 * `npm run serve:pages`: serves build/ the way Cloudflare Pages does (redirects, headers, the 404 page,
 * compression), on http://127.0.0.1:8788 or PORT. Run `npm run build` first.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';

import {wranglerCommand, wranglerEnv} from '../../tests/support/wrangler.mjs';

if (!fs.existsSync('build/index.html')) {
  console.error('No build/ found: run `npm run build` first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8788);
const child = spawn(wranglerCommand(port), {
  shell: true,
  stdio: 'inherit',
  env: {...process.env, ...wranglerEnv(process.cwd())},
});
child.on('exit', (code) => process.exit(code ?? 0));
