#!/usr/bin/env node
/**
 * `npm run serve:pages`: serves build/ the way Cloudflare Pages does (redirects, headers, the 404 page,
 * compression), on http://127.0.0.1:8788 or PORT, with the same server as the browser tests
 * (./pages-server.mjs). Run `npm run build` first.
 */
import fs from 'node:fs';

import {createPagesServer, listen} from './pages-server.mjs';

if (!fs.existsSync('build/index.html')) {
  console.error('No build/ found: run `npm run build` first.');
  process.exit(1);
}
const server = await createPagesServer({directory: 'build'});
listen(server, {
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 8788),
  label: 'Serving build/ as Cloudflare Pages does',
});
