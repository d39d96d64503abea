/**
 * An HTTP server that answers for a build the way Cloudflare Pages does. Every request goes through
 * wrangler's own Pages asset handler (`unstable_generateASSETSBinding`, the code `wrangler pages dev` binds
 * as `ASSETS`), so `_redirects`, `_headers`, trailing-slash redirects and the 404 page behave exactly as
 * there; and responses are gzip-compressed for the same content types as workerd compresses them.
 *
 * Used by `npm run serve:pages` (./pages.mjs), the browser tests and the Lighthouse benchmark
 * (tests/servers/pages-assets.mjs). Why not `wrangler pages dev` itself: its inspector proxy copies every
 * response body, base64-encoded, to wrangler's debug log and cannot be switched off, until workerd grows so
 * large that it stops answering. `npm run check:pages-server` compares this server with `wrangler pages
 * dev`, response by response.
 *
 * Where the two differ on purpose: paths that cannot name a file on disk. wrangler's handler looks each
 * path up in the build folder; for `/_headers/index.html` (a file taken for a folder), a NUL byte
 * (`%00`) or a path longer than the file system allows, the lookup throws and the handler answers 502
 * in plain text, without the site's headers and with the build folder's absolute path in the body. No
 * such path can be a file of the site, and Cloudflare Pages answers them with the 404 page, so this
 * server does too: the handler's own answer for a path that does not exist, headers included.
 */
import http from 'node:http';
import path from 'node:path';
import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import zlib from 'node:zlib';
import wrangler from 'wrangler';

/**
 * What workerd compresses when the client accepts gzip, read off `wrangler pages dev` with `npm run
 * check:pages-server`: HTML, CSS, JavaScript, JSON, XML, SVG, plain text and fonts, and responses without
 * a type (redirects); not Markdown or images. Cloudflare's edge uses a similar list.
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

/** A path no build contains, asked for in place of one the handler cannot look up (see above). */
export const NOT_FOUND_PROBE = '/.pages-server/no-such-file';

/** wrangler's log, without its chatter and without the lookups that fail by design (answered 404, above). */
const quiet = {
  debug() {},
  info() {},
  log() {},
  warn: console.warn,
  error(error) {
    if (!String(error?.message ?? error).startsWith('Could not serve static asset')) {
      console.error(error);
    }
  },
};

function acceptsGzip(request) {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

function requestHeaders(request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
  }
  return headers;
}

/**
 * The handler's answer for a request. Its 502 means that looking the path up on disk threw (its only
 * source of a 502); such a path is answered like any other path the build does not have.
 */
async function assetAnswer(assets, origin, request) {
  const init = {method: request.method, headers: requestHeaders(request), redirect: 'manual'};
  const answer = await assets(`${origin}${request.url}`, init);
  if (answer.status !== 502) {
    return answer;
  }
  await answer.body?.cancel();
  return assets(`${origin}${NOT_FOUND_PROBE}`, init);
}

/** Response headers as Node takes them; `content-length` goes when the body is compressed here. */
function responseHeaders(answer, gzip) {
  const out = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length' || !gzip) {
      out[name] = value;
    }
  });
  if (gzip) {
    out['content-encoding'] = 'gzip';
  }
  return out;
}

/**
 * Creates the server (not yet listening). `cacheCompressed` compresses each file once and then serves it
 * from memory, as a CDN serves it from its cache: the Lighthouse benchmark uses it, so that compressing on
 * the fly does not take CPU time from the browser it measures.
 */
export async function createPagesServer({directory, cacheCompressed = false}) {
  const assets = await wrangler.unstable_generateASSETSBinding({directory: path.resolve(directory), log: quiet});
  const compressedCache = cacheCompressed ? new Map() : undefined;

  async function handle(request, response) {
    if (request.url === '/__health') {
      response.writeHead(200, {'content-type': 'text/plain'}).end('ok');
      return;
    }
    const cacheable =
      compressedCache !== undefined &&
      request.method === 'GET' &&
      request.headers['if-none-match'] === undefined &&
      request.headers['if-modified-since'] === undefined &&
      acceptsGzip(request);
    const cached = cacheable ? compressedCache.get(request.url) : undefined;
    if (cached) {
      response.writeHead(cached.status, cached.headers).end(cached.body);
      return;
    }
    const answer = await assetAnswer(assets, `http://${request.headers.host ?? 'localhost'}`, request);
    const type = (answer.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    // Decided as workerd does, so HEAD answers say what GET would send and an empty redirect body is
    // gzipped too.
    const gzip = !answer.headers.has('content-encoding') && COMPRESSIBLE.has(type) && acceptsGzip(request);
    const headers = responseHeaders(answer, gzip);
    response.writeHead(answer.status, headers);
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
      compressedCache.set(request.url, {status: answer.status, headers, body: compressed});
      response.end(compressed);
      return;
    }
    await (gzip ? pipeline(body, zlib.createGzip(), response) : pipeline(body, response));
  }

  return http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (error?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
        // The browser went away mid-response (a navigation, a closed tab): nothing to answer or log.
        return;
      }
      // The details go to the log only: a response never shows the server's files or folders.
      console.error(`pages-server: ${request.method} ${request.url?.slice(0, 200)}:`, error);
      if (!response.headersSent) {
        response.writeHead(500, {'content-type': 'text/plain; charset=utf-8'});
      }
      response.end('Internal server error.\n');
    });
  });
}

/** Listens on `host:port` and closes cleanly on Ctrl+C or SIGTERM. */
export function listen(server, {host, port, label}) {
  server.listen(port, host, () => console.log(`${label} on http://${host}:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
