#!/usr/bin/env node
/**
 * A stand-in for mclo.gs's API (https://api.mclo.gs) for end-to-end tests of the log checker. Plain
 * Node, loopback only. `GET /1/raw/<id>` answers with the log as text/plain, like the real API:
 *
 *   problems   a Paper log with known problems (tests/fixtures/logs/paper-problems.log)
 *   clean      a clean Paper start-up (tests/fixtures/logs/paper-clean.log)
 *   slow       never answers within the checker's time limit (SLOW_MS, default 60 s)
 *   html       200 with a web page, as a proxy or a bot check answers
 *   anything else: 404 {"success": false, "error": "Log not found."}
 *
 * Every answer carries `Access-Control-Allow-Origin: *`, as mclo.gs does. `GET /__health` is for Playwright.
 *
 * Usage: PORT=4012 node tests/servers/mclogs-api.mjs
 */
import http from 'node:http';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const logs = join(here, '..', 'fixtures', 'logs');
const PORT = Number(process.env.PORT ?? 4012);
const SLOW_MS = Number(process.env.SLOW_MS ?? 60_000);

const fixtures = {
  problems: readFileSync(join(logs, 'paper-problems.log'), 'utf8'),
  clean: readFileSync(join(logs, 'paper-clean.log'), 'utf8'),
};

const server = http.createServer((request, response) => {
  const headers = {'Access-Control-Allow-Origin': '*'};
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path === '/__health') {
    response.writeHead(200, headers).end('ok');
    return;
  }
  const match = /^\/1\/raw\/([A-Za-z0-9]+)$/.exec(path);
  const id = match?.[1];
  if (id === 'slow') {
    setTimeout(() => response.writeHead(200, {...headers, 'Content-Type': 'text/plain'}).end('late'), SLOW_MS);
    return;
  }
  if (id === 'html') {
    response
      .writeHead(200, {...headers, 'Content-Type': 'text/html'})
      .end('<!DOCTYPE html><html><body><script>alert(1)</script>Checking your browser</body></html>');
    return;
  }
  if (id && id in fixtures) {
    response.writeHead(200, {...headers, 'Content-Type': 'text/plain; charset=utf-8'}).end(fixtures[id]);
    return;
  }
  response
    .writeHead(404, {...headers, 'Content-Type': 'application/json'})
    .end(JSON.stringify({success: false, error: 'Log not found.'}));
});

server.listen(PORT, '127.0.0.1', () => {
  console.log(`mclo.gs stand-in on http://127.0.0.1:${PORT}`);
});
