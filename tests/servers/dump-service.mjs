#!/usr/bin/env node
/**
 * A stand-in for GeyserMC's dump service (https://dump.geysermc.org, the GeyserDump project) for
 * end-to-end tests. Plain Node, loopback only. It answers like the real service:
 *
 *   GET /raw/<id>, GET /v1/raw/<id>   the stored dump text, 200; an unknown id: 404 with an empty body
 *   GET /<id>                         302 to the viewer (`VIEWER_URL`, default http://127.0.0.1:3000/utilities/dump-viewer/) + #<id>
 *   any other path                    404 {"error": "Endpoint not found."} (ids must be [A-Za-z0-9]{32})
 *   GET /health                       204, like the real service; GET /__health 200 for Playwright
 *
 * Ids and files come from tests/fixtures/dumps/manifest.json. The real dump is read from
 * shared/real-world/geyser-dumps/ (never copied into the repository). Special ids:
 *   slow            answers after SLOW_MS (default 60 s), beyond the viewer's timeout
 *   invalidJson     200 with a body that is not JSON
 *   notDump         200 with JSON that is not a dump
 *   serviceMessage  200 with the hastebin-era {"message": …} body
 *   serverError     500
 * and the ids under "generated" with hostile dumps made by tests/fixtures/dumps/generate.mjs.
 * `GET /__requests` lists the paths requested so far (`DELETE /__requests` clears it).
 *
 * Usage: PORT=4011 node tests/servers/dump-service.mjs
 */
import http from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {generatedDumps} from '../fixtures/dumps/generate.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', 'fixtures', 'dumps');
const manifest = JSON.parse(readFileSync(join(fixtures, 'manifest.json'), 'utf8'));

const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 4011);
const SLOW_MS = Number(process.env.SLOW_MS ?? 60_000);
const VIEWER_URL = process.env.VIEWER_URL ?? 'http://127.0.0.1:3000/utilities/dump-viewer/';

/** shared/ sits beside the checkout (../shared from the repository root); private copies elsewhere use the absolute path. */
function realDumpFolder() {
  const candidates = [
    process.env.GEYSER_REAL_DUMPS,
    resolve(here, '..', '..', '..', 'shared', 'real-world', 'geyser-dumps'),
    '/work/shared/real-world/geyser-dumps',
  ].filter(Boolean);
  return candidates.find((folder) => existsSync(folder));
}

function loadStore() {
  const store = new Map();
  for (const [id, {file}] of Object.entries(manifest.dumps)) {
    store.set(id, readFileSync(join(fixtures, file)));
  }
  const realFolder = realDumpFolder();
  if (realFolder) {
    for (const [id, {file}] of Object.entries(manifest.real)) {
      const path = join(realFolder, file);
      if (existsSync(path)) {
        store.set(id, readFileSync(path));
      }
    }
  }
  return store;
}

const store = loadStore();
const special = manifest.special;
const specialBodies = {
  [special.invalidJson]: readFileSync(join(fixtures, manifest.files.invalidJson)),
  [special.notDump]: readFileSync(join(fixtures, manifest.files.notDump)),
  [special.serviceMessage]: readFileSync(join(fixtures, manifest.files.serviceMessage)),
};
/** Hostile dumps (10,000-level config, 200,000 JVM flags…) made on first request, never stored in the repository. */
const generated = generatedDumps(manifest);
const generatedCache = new Map();
function generatedBody(id) {
  const make = generated.get(id);
  if (!make) return undefined;
  if (!generatedCache.has(id)) generatedCache.set(id, Buffer.from(make()));
  return generatedCache.get(id);
}
const requests = [];

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type',
};

function send(res, status, body, contentType = 'application/json') {
  res.writeHead(status, {'Content-Type': contentType, 'Cache-Control': 'no-store', ...CORS});
  res.end(body);
}

function serveDump(req, res, id) {
  if (id === special.slow) {
    const timer = setTimeout(() => send(res, 200, store.values().next().value), SLOW_MS);
    req.on('close', () => clearTimeout(timer));
    return;
  }
  if (id === special.serverError) {
    send(
      res,
      500,
      JSON.stringify({timestamp: new Date().toISOString(), status: 500, error: 'Internal Server Error', path: req.url}),
    );
    return;
  }
  const body = specialBodies[id] ?? store.get(id) ?? generatedBody(id);
  if (!body) {
    // The real service answers an unknown id with 404 and no body at all.
    res.writeHead(404, {...CORS, 'Content-Length': '0'});
    res.end();
    return;
  }
  send(res, 200, body, id === special.invalidJson ? 'text/plain' : 'application/json');
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${HOST}:${PORT}`);
  const path = url.pathname;
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    res.end();
    return;
  }
  if (path === '/__health') {
    send(res, 200, JSON.stringify({status: 'ok', dumps: store.size}));
    return;
  }
  if (path === '/__requests') {
    if (req.method === 'DELETE') {
      requests.length = 0;
    }
    send(res, 200, JSON.stringify({requests}));
    return;
  }
  requests.push(path);
  if (path === '/health') {
    res.writeHead(204, CORS);
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, JSON.stringify({error: 'Method not allowed.'}));
    return;
  }
  const raw = /^\/(?:v1\/)?raw\/([A-Za-z0-9]{32})$/.exec(path);
  if (raw) {
    serveDump(req, res, raw[1]);
    return;
  }
  const redirect = /^\/([A-Za-z0-9]{32})$/.exec(path);
  if (redirect) {
    res.writeHead(302, {Location: `${VIEWER_URL}#${redirect[1]}`, ...CORS});
    res.end();
    return;
  }
  send(res, 404, JSON.stringify({error: 'Endpoint not found.'}));
});

server.listen(PORT, HOST, () => {
  console.log(`Dump service test server on http://${HOST}:${PORT} (${store.size} dumps)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.closeAllConnections?.();
    server.close(() => process.exit(0));
  });
}
