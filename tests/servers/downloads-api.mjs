#!/usr/bin/env node
/**
 * A stand-in for the GeyserMC Downloads API (https://download.geysermc.org) for end-to-end tests.
 * Plain Node, loopback only. Responses come from tests/fixtures/downloads/ and follow the API's
 * shapes (BuildResponse, BuildsResponse, ProjectResponse).
 *
 * Scenarios change what the build metadata endpoints do; file downloads always work, so tests can
 * check that download buttons keep working while live build info fails:
 *   success    the newest build; `latest` in a path answers with 302 redirects (to the concrete
 *              version, then to the numbered build), as the real API does
 *   empty      the version has no builds: `builds: []`, and `builds/latest` answers 404
 *   error      HTTP 500 with a JSON error body
 *   timeout    accepts the request and never answers (until the client gives up)
 *   malformed  HTTP 200 with a body that is not JSON
 * Switch with `POST /__scenario` and a JSON body `{"scenario": "error", "delayMs": 0}`;
 * `GET /__scenario` shows the current one, `GET /__requests` the paths requested since the last
 * switch. `delayMs` delays every metadata answer (to look at loading states). With `"hold": true`
 * metadata requests wait until `POST /__release`, which answers them all and ends the hold: a test
 * can let the page wait as long as it likes (with a fake clock, minutes in an instant) and then
 * answer. `GET /__held` counts the requests waiting. `GET /health` (or `/__health`) answers 200 for
 * readiness checks.
 *
 * Usage: PORT=4010 node tests/servers/downloads-api.mjs
 */
import http from 'node:http';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = join(here, '..', 'fixtures', 'downloads');
const latestBuilds = JSON.parse(readFileSync(join(fixtures, 'latest-builds.json'), 'utf8'));
const emptyBuildList = JSON.parse(readFileSync(join(fixtures, 'empty-build-list.json'), 'utf8'));
const malformedBody = readFileSync(join(fixtures, 'malformed.json'), 'utf8');

export const SCENARIOS = ['success', 'empty', 'error', 'timeout', 'malformed'];

const HOST = process.env.HOST ?? '127.0.0.1';
const PORT = Number(process.env.PORT ?? 4010);
/** A hung request is closed after this long, so the server never keeps sockets forever. */
const HANG_LIMIT_MS = 60_000;

const state = {scenario: 'success', delayMs: 0, hold: false, held: [], requests: []};

/** Answers every held request and ends the hold. */
function release() {
  state.hold = false;
  for (const answer of state.held.splice(0)) {
    answer();
  }
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type',
  'Access-Control-Expose-Headers': 'Content-Disposition, ETag',
};

function send(res, status, body, headers = {}) {
  const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...CORS,
    ...headers,
  });
  res.end(payload);
}

function readBody(req) {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
      if (data.length > 10_000) {
        req.destroy();
      }
    });
    req.on('end', () => resolve(data));
  });
}

function buildsList(project) {
  const latest = latestBuilds[project];
  const {project_id, project_name, version, ...build} = latest;
  if (state.scenario === 'empty') {
    return {...emptyBuildList, project_id, project_name, version};
  }
  return {project_id, project_name, version, builds: [build]};
}

/** Applies the scenario to a metadata request. Returns true when the scenario answered. */
function applyFailureScenario(req, res) {
  switch (state.scenario) {
    case 'error':
      send(res, 500, {error: 'An internal error occurred (simulated by the test server).'});
      return true;
    case 'malformed':
      send(res, 200, malformedBody);
      return true;
    case 'timeout': {
      const timer = setTimeout(() => res.destroy(), HANG_LIMIT_MS);
      req.on('close', () => clearTimeout(timer));
      return true;
    }
    default:
      return false;
  }
}

function fileDownload(res, project, build, download) {
  const file = build.downloads[download];
  if (!file) {
    send(res, 404, {error: 'Download not found.'});
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'application/java-archive',
    'Content-Disposition': `attachment; filename="${file.name}"`,
    'Cache-Control': 'no-store',
    ...CORS,
  });
  res.end(`Test fixture standing in for ${file.name} (${project} build ${build.build}).\n`);
}

async function handleMetadata(req, res, respond) {
  if (state.hold) {
    await new Promise((resolve) => state.held.push(resolve));
  }
  if (state.delayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, state.delayMs));
  }
  if (!applyFailureScenario(req, res)) {
    respond();
  }
}

/** Switches the scenario (`POST /__scenario`). */
async function switchScenario(req, res, url) {
  let body = {};
  try {
    body = JSON.parse((await readBody(req)) || '{}');
  } catch {
    send(res, 400, {error: 'The body must be JSON.'});
    return;
  }
  const scenario = body.scenario ?? url.searchParams.get('name');
  if (!SCENARIOS.includes(scenario)) {
    send(res, 400, {error: `The scenario must be one of ${SCENARIOS.join(', ')}.`});
    return;
  }
  release();
  state.scenario = scenario;
  state.delayMs = Math.max(0, Math.min(Number(body.delayMs ?? 0) || 0, 30_000));
  state.hold = body.hold === true;
  state.requests = [];
  send(res, 200, {scenario: state.scenario, delayMs: state.delayMs, hold: state.hold});
}

/** The endpoints tests use to steer and watch the server. Returns false for any other path. */
async function handleControl(req, res, url, path) {
  if (path === '/__scenario' && req.method === 'POST') {
    await switchScenario(req, res, url);
  } else if (path === '/__scenario') {
    send(res, 200, {scenario: state.scenario, delayMs: state.delayMs, hold: state.hold});
  } else if (path === '/__release' && req.method === 'POST') {
    release();
    send(res, 200, {released: true});
  } else if (path === '/__held') {
    send(res, 200, {held: state.held.length});
  } else if (path === '/__requests') {
    send(res, 200, {requests: state.requests});
  } else if (path === '/health' || path === '/__health') {
    send(res, 200, {status: 'ok'});
  } else {
    return false;
  }
  return true;
}

/** Build metadata, as the scenario says: the version, its builds, one build. */
function answerBuilds(res, {path, project, version, buildId, latest, redirect}) {
  // Like the real API: `latest` as the version redirects to the concrete version first.
  if (version === 'latest') {
    redirect(path.replace(`/versions/latest`, `/versions/${latest.version}`));
    return;
  }
  if (buildId === undefined) {
    if (path.endsWith('/builds')) {
      send(res, 200, buildsList(project));
    } else {
      send(res, 200, {
        project_id: latest.project_id,
        project_name: latest.project_name,
        version: latest.version,
        builds: state.scenario === 'empty' ? [] : [latest.build],
      });
    }
    return;
  }
  if (state.scenario === 'empty') {
    send(res, 404, {error: 'Build not found.'});
    return;
  }
  if (buildId === 'latest') {
    redirect(`/v2/projects/${project}/versions/${latest.version}/builds/${latest.build}`);
    return;
  }
  send(res, 200, latest);
}

const API_PATH =
  /^\/v2\/projects\/([a-z]+)(?:\/versions\/([^/]+)(?:\/builds(?:\/([^/]+)(?:\/downloads\/([A-Za-z0-9._-]+))?)?)?)?$/;

/** Why the path names nothing the API has, or null when it does. */
function notFound(latest, version, buildId) {
  if (!latest) {
    return 'Project not found.';
  }
  if (version && version !== 'latest' && version !== latest.version) {
    return 'Version not found.';
  }
  if (buildId && buildId !== 'latest' && Number(buildId) !== latest.build) {
    return 'Build not found.';
  }
  return null;
}

async function handle(req, res) {
  const url = new URL(req.url ?? '/', `http://${HOST}:${PORT}`);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (req.method === 'OPTIONS') {
    send(res, 204, '');
    return;
  }
  if (await handleControl(req, res, url, path)) {
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, {error: 'Method not allowed.'});
    return;
  }
  state.requests.push(path);
  if (path === '/v2/projects') {
    send(res, 200, {projects: Object.keys(latestBuilds)});
    return;
  }
  const match = path.match(API_PATH);
  if (!match) {
    send(res, 404, {error: 'Endpoint not found.'});
    return;
  }
  const [, project, version, buildId, download] = match;
  const latest = latestBuilds[project];
  const missing = notFound(latest, version, buildId);
  if (missing) {
    send(res, 404, {error: missing});
    return;
  }
  const redirect = (location) => {
    res.writeHead(302, {Location: location, 'Cache-Control': 'no-store', ...CORS});
    res.end();
  };
  if (download) {
    // Files always work, whatever the scenario: download buttons must not depend on live data.
    if (version === 'latest' || buildId === 'latest') {
      redirect(`/v2/projects/${project}/versions/${latest.version}/builds/${latest.build}/downloads/${download}`);
    } else {
      fileDownload(res, project, latest, download);
    }
    return;
  }
  if (!version) {
    send(res, 200, {project_id: latest.project_id, project_name: latest.project_name, versions: [latest.version]});
    return;
  }
  await handleMetadata(req, res, () => answerBuilds(res, {path, project, version, buildId, latest, redirect}));
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) {
      send(res, 500, {error: 'The test server failed; see its log.'});
    }
  });
});

server.listen(PORT, HOST, () => {
  console.log(`Downloads API test server on http://${HOST}:${PORT} (scenario: ${state.scenario})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
