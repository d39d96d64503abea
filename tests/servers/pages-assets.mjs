#!/usr/bin/env node
/**
 * Serves a build the way `wrangler pages dev` does, for the browser tests: every request goes through
 * wrangler's own Pages asset handler (`unstable_generateASSETSBinding`, the same code `wrangler pages
 * dev` binds as `ASSETS`), so `_redirects`, `_headers`, trailing-slash redirects and the 404 page behave
 * exactly as they do there; and responses are gzip-compressed for the same content types as workerd
 * compresses them.
 *
 * Why not `wrangler pages dev` itself: its inspector proxy copies every response body, base64-encoded,
 * to wrangler's debug log and cannot be switched off. Over one run of the browser suite that is some
 * 150 MB of log and a workerd process that grows past 1 GB, until it stops answering
 * ("Network connection lost", then connection refused). The Lighthouse benchmark uses this server too (with
 * `CACHE_COMPRESSED=1`, below); `npm run serve:pages` still uses wrangler, and `npm run check:pages-server`
 * compares the two, response by response.
 *
 * With `CACHE_COMPRESSED=1` each file is compressed once and then served from memory, as a CDN serves it from its
 * cache: the Lighthouse benchmark uses this, so that compressing on the fly does not take CPU time from the
 * browser it measures.
 *
 * Usage: PORT=3100 node tests/servers/pages-assets.mjs [directory]   (default: build)
 */
import http from 'node:http';
import path from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import zlib from 'node:zlib';
import wrangler from 'wrangler';

const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 3100);
const directory = path.resolve(process.argv[2] ?? 'build');

/**
 * What workerd compresses when the client accepts gzip, read off `wrangler pages dev` 4.86 with
 * `npm run check:pages-server`: HTML, CSS, JavaScript, JSON, XML, SVG, plain text and fonts, and
 * responses without a type (redirects); not Markdown or images. Cloudflare's edge uses a similar list.
 */
const COMPRESSIBLE = new Set([
  '',
  'text/html',
  'text/css',
  'text/plain',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/ld+json',
  'application/manifest+json',
  'application/xml',
  'application/rss+xml',
  'application/atom+xml',
  'application/wasm',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'font/ttf',
  'font/otf',
  'application/vnd.ms-fontobject',
]);

/** Compressed `GET` answers by URL, kept with `CACHE_COMPRESSED=1` (see above). */
const compressedCache = process.env.CACHE_COMPRESSED === '1' ? new Map() : undefined;

const quiet = {debug() {}, info() {}, log() {}, warn: console.warn, error: console.error};
const assets = await wrangler.unstable_generateASSETSBinding({directory, log: quiet});

const server = http.createServer(async (request, response) => {
  try {
    if (request.url === '/__health') {
      response.writeHead(200, {'content-type': 'text/plain'}).end('ok');
      return;
    }
    const cacheable =
      compressedCache !== undefined &&
      request.method === 'GET' &&
      request.headers['if-none-match'] === undefined &&
      request.headers['if-modified-since'] === undefined &&
      /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const cached = cacheable ? compressedCache.get(request.url) : undefined;
    if (cached) {
      response.writeHead(cached.status, cached.headers).end(cached.body);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) {
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
    }
    const answer = await assets(`http://${request.headers.host ?? `${HOST}:${PORT}`}${request.url}`, {
      method: request.method,
      headers,
      redirect: 'manual',
    });
    const type = (answer.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    // Decided as workerd does, so HEAD answers say what GET would send and an empty redirect body is
    // gzipped too.
    const gzip =
      !answer.headers.has('content-encoding') &&
      COMPRESSIBLE.has(type) &&
      /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const out = {};
    answer.headers.forEach((value, name) => {
      if (name !== 'content-length' || !gzip) {
        out[name] = value;
      }
    });
    if (gzip) {
      out['content-encoding'] = 'gzip';
    }
    response.writeHead(answer.status, out);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const body = answer.body === null ? Readable.from([]) : Readable.fromWeb(answer.body);
    if (cacheable && gzip && answer.status === 200) {
      const chunks = [];
      for await (const chunk of body) {
        chunks.push(chunk);
      }
      const compressed = zlib.gzipSync(Buffer.concat(chunks));
      compressedCache.set(request.url, {status: answer.status, headers: out, body: compressed});
      response.end(compressed);
      return;
    }
    await (gzip ? pipeline(body, zlib.createGzip(), response) : pipeline(body, response));
  } catch (error) {
    if (!response.headersSent) {
      response.writeHead(502, {'content-type': 'text/plain'});
    }
    response.end(`pages-assets: ${error instanceof Error ? error.message : String(error)}`);
  }
});

server.listen(PORT, HOST, () => {
  console.log(`Serving ${directory} as Cloudflare Pages does on http://${HOST}:${PORT}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
