#!/usr/bin/env node
/**
 * Checks that the Pages server (scripts/serve/pages-server.mjs: `npm run serve:pages`, the browser tests)
 * answers like `wrangler pages dev`: it starts both on the build, requests every file of the build, every
 * redirect source in `_redirects`, each page without its trailing slash and a few unknown paths, with and
 * without gzip, and compares status, headers and the decoded body. Where wrangler answers 502 (a path its
 * file lookup cannot handle, such as `/_headers`), the Pages server must give wrangler's answer for a path
 * that does not exist.
 *
 *   npm run build:test && npm run check:pages-server
 *
 * Prints the number of requests compared and every difference; exits 1 when there is one.
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {NOT_FOUND_PROBE} from '../serve/pages-server.mjs';
import {wranglerCommand, wranglerEnv} from '../shared/wrangler.mjs';

const root = process.cwd();
const build = path.join(root, 'build');
const WRANGLER_PORT = Number(process.env.WRANGLER_PORT ?? 3500);
const NODE_PORT = Number(process.env.NODE_PORT ?? 3501);
/** Headers that differ by nature (time, connection handling, chunking). */
const IGNORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

if (!fs.existsSync(path.join(build, 'index.html'))) {
  console.error('No build/index.html: run "npm run build:test" first.');
  process.exit(2);
}

// Each server in its own process group, so stopping it also stops what `npx` started under it.
const children = [
  spawn(wranglerCommand(WRANGLER_PORT), {
    shell: true,
    detached: true,
    stdio: 'ignore',
    env: {...process.env, ...wranglerEnv(root)},
  }),
  spawn(process.execPath, ['tests/servers/pages-assets.mjs'], {
    detached: true,
    stdio: 'ignore',
    env: {...process.env, PORT: String(NODE_PORT)},
  }),
];
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stop);

async function ready(origin) {
  for (let i = 0; i < 120; i += 1) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${origin} did not start`);
}

function files(dir, prefix = '') {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const rel = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? files(path.join(dir, entry.name), rel) : [rel];
  });
}

function paths() {
  const found = new Set([
    '/',
    '/does-not-exist',
    '/does/not/exist/',
    '/wiki/nope/',
    '/_headers',
    '/_redirects',
    '/wiki/%00',
    '/versions.json/',
    `/${'a/'.repeat(3000)}`,
  ]);
  for (const file of files(build)) {
    found.add(file);
    if (file.endsWith('/index.html')) {
      const page = file.slice(0, -'index.html'.length);
      found.add(page);
      if (page !== '/') {
        found.add(page.slice(0, -1));
      }
    }
  }
  for (const line of fs.readFileSync(path.join(build, '_redirects'), 'utf8').split('\n')) {
    const source = line.trim().split(/\s+/)[0];
    if (source && !source.startsWith('#')) {
      found.add(source.replace('*', 'anything'));
    }
  }
  return [...found].sort();
}

async function answer(origin, url, init) {
  const response = await fetch(`${origin}${url}`, {...init, redirect: 'manual'});
  const raw = Buffer.from(await response.arrayBuffer());
  // fetch() decodes gzip itself; the header still says what was sent.
  const headers = {};
  response.headers.forEach((value, name) => {
    if (!IGNORED.has(name)) {
      headers[name] = value;
    }
  });
  return {status: response.status, headers, body: createHash('sha256').update(raw).digest('hex').slice(0, 16)};
}

try {
  await Promise.all([ready(`http://127.0.0.1:${WRANGLER_PORT}`), ready(`http://127.0.0.1:${NODE_PORT}`)]);
  const differences = [];
  let compared = 0;
  const list = paths();
  const variants = [
    {name: 'gzip', init: {headers: {'accept-encoding': 'gzip, deflate, br'}}},
    {name: 'identity', init: {headers: {'accept-encoding': 'identity'}}},
    {name: 'HEAD', init: {method: 'HEAD', headers: {'accept-encoding': 'gzip'}}},
  ];
  for (const url of list) {
    for (const {name, init} of url.startsWith('/assets/') && !url.endsWith('.js') ? variants.slice(0, 1) : variants) {
      let [a, b] = await Promise.all([
        answer(`http://127.0.0.1:${WRANGLER_PORT}`, url, init),
        answer(`http://127.0.0.1:${NODE_PORT}`, url, init),
      ]);
      if (a.status === 502) {
        a = await answer(`http://127.0.0.1:${WRANGLER_PORT}`, NOT_FOUND_PROBE, init);
      }
      compared += 1;
      const diff = [];
      if (a.status !== b.status) {
        diff.push(`status ${a.status} ≠ ${b.status}`);
      }
      for (const header of new Set([...Object.keys(a.headers), ...Object.keys(b.headers)])) {
        if (a.headers[header] !== b.headers[header]) {
          diff.push(`${header}: ${a.headers[header] ?? '(none)'} ≠ ${b.headers[header] ?? '(none)'}`);
        }
      }
      if (a.body !== b.body) {
        diff.push('body differs');
      }
      if (diff.length > 0) {
        differences.push(`${name} ${url}\n    ${diff.join('\n    ')}`);
      }
    }
  }
  console.log(`pages server: ${compared} requests compared (${list.length} paths), ${differences.length} differences`);
  for (const difference of differences.slice(0, Number(process.env.SHOW ?? 50))) {
    console.log(`  ${difference}`);
  }
  process.exitCode = differences.length === 0 ? 0 : 1;
} finally {
  stop();
}
