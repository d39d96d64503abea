#!/usr/bin/env node
/**
 * Checks every outbound link of a built site (the weekly "External links" workflow). Internal links are
 * checked by the build itself; this script only looks at http(s) links to other hosts.
 *
 *   node scripts/links/check-external.mjs build [--report external-links.md]
 *
 * It prints the dead links with the pages that use them and writes them as a Markdown table. It exits 0
 * even when links are dead (the workflow reports, it does not block), and 2 when it cannot run at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {Parser} from 'htmlparser2';

/** Hosts whose links are ours or never meant to be fetched (local services in examples). */
const SKIP_HOSTS = new Set(['localhost', '127.0.0.1', 'geysermc.org', 'www.geysermc.org']);
const TIMEOUT_MS = 15_000;
const CONCURRENCY = 8;

/** Every http(s) link to another host in one HTML document. */
export function outboundLinks(html) {
  const links = new Set();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'a' || !attributes.href) {
        return;
      }
      let url;
      try {
        url = new URL(attributes.href);
      } catch {
        return;
      }
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !SKIP_HOSTS.has(url.hostname)) {
        url.hash = '';
        links.add(url.href);
      }
    },
  });
  parser.write(html);
  parser.end();
  return [...links];
}

function htmlFiles(dir) {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

async function status(url) {
  for (const method of ['HEAD', 'GET']) {
    try {
      const response = await fetch(url, {method, redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS)});
      // Some sites refuse HEAD or bots (405, 403, 429); only a GET that fails too counts.
      if (response.ok || (method === 'GET' && [401, 403, 429].includes(response.status))) {
        return {ok: true, status: response.status};
      }
      if (method === 'GET') {
        return {ok: false, status: String(response.status)};
      }
    } catch (error) {
      if (method === 'GET') {
        return {ok: false, status: error instanceof Error ? error.name : 'error'};
      }
    }
  }
  return {ok: false, status: 'unknown'};
}

async function main(argv) {
  const [dir = 'build', ...rest] = argv;
  const reportIndex = rest.indexOf('--report');
  const reportFile = reportIndex >= 0 ? rest[reportIndex + 1] : undefined;
  if (!fs.existsSync(dir)) {
    console.error(`check-external: ${dir} does not exist; run npm run build first.`);
    process.exit(2);
  }
  const pagesByLink = new Map();
  for (const file of htmlFiles(dir)) {
    const page =
      '/' +
      path
        .relative(dir, file)
        .replace(/index\.html$/, '')
        .split(path.sep)
        .join('/');
    for (const link of outboundLinks(fs.readFileSync(file, 'utf8'))) {
      pagesByLink.set(link, [...(pagesByLink.get(link) ?? []), page]);
    }
  }
  const links = [...pagesByLink.keys()].sort();
  const dead = [];
  for (let i = 0; i < links.length; i += CONCURRENCY) {
    const batch = links.slice(i, i + CONCURRENCY);
    const results = await Promise.all(batch.map(status));
    results.forEach((result, j) => {
      if (!result.ok) {
        dead.push({url: batch[j], status: result.status, pages: pagesByLink.get(batch[j])});
      }
    });
  }
  const lines = [`# External links`, '', `${links.length} outbound links checked, ${dead.length} dead.`, ''];
  if (dead.length > 0) {
    lines.push('| Link | Status | Used on |', '| --- | --- | --- |');
    for (const {url, status: code, pages} of dead) {
      lines.push(`| ${url} | ${code} | ${[...new Set(pages)].slice(0, 5).join(', ')} |`);
    }
  }
  const report = lines.join('\n') + '\n';
  console.log(report);
  if (reportFile) {
    fs.writeFileSync(reportFile, report);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv.slice(2));
}
