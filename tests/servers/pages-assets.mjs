#!/usr/bin/env node
/**
 * The built site for the browser tests and the Lighthouse benchmark, served as Cloudflare Pages serves it
 * (scripts/serve/pages-server.mjs explains how, and where it differs from `wrangler pages dev`).
 *
 * With `CACHE_COMPRESSED=1` each file is compressed once and then served from memory, as a CDN serves it
 * from its cache: the Lighthouse benchmark uses this.
 *
 * Usage: PORT=3100 node tests/servers/pages-assets.mjs [directory]   (default: build)
 */
import path from 'node:path';

import {createPagesServer, listen} from '../../scripts/serve/pages-server.mjs';

const directory = path.resolve(process.argv[2] ?? 'build');
const server = await createPagesServer({directory, cacheCompressed: process.env.CACHE_COMPRESSED === '1'});
listen(server, {
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 3100),
  label: `Serving ${directory} as Cloudflare Pages does`,
});
