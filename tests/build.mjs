#!/usr/bin/env node
/**
 * Builds the site for the tests and fails on any link warning. The framework can only *warn* about
 * broken Markdown links, so this wrapper turns such warnings into a failure.
 *
 * Service URLs point at the local test servers that Playwright starts (tests/servers/).
 */
import {spawn} from 'node:child_process';
import {downloadsOrigin, dumpOrigin, mclogsOrigin} from '../scripts/shared/ports.mjs';

const env = {
  ...process.env,
  DOWNLOADS_API_URL: process.env.DOWNLOADS_API_URL ?? downloadsOrigin,
  DUMP_SERVICE_URL: process.env.DUMP_SERVICE_URL ?? dumpOrigin,
  MCLOGS_API_URL: process.env.MCLOGS_API_URL ?? mclogsOrigin,
};

const started = Date.now();
const child = spawn('npx', ['docusaurus', 'build'], {env, stdio: ['ignore', 'pipe', 'pipe']});
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
}

child.on('close', (code) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const linkWarnings = output.split('\n').filter((line) => /warn/i.test(line) && /(link|anchor)/i.test(line));
  if (code !== 0) {
    console.error(`\nbuild: failed (exit ${code}) after ${seconds} s`);
    process.exit(code ?? 1);
  }
  if (linkWarnings.length > 0) {
    console.error('\nbuild: link warnings are errors here:\n' + linkWarnings.join('\n'));
    process.exit(1);
  }
  console.log(`\nbuild: done in ${seconds} s, no link warnings`);
});
