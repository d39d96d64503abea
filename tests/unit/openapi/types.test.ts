import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';

import {renderDownloadsTypes, TYPES_PATH} from '../../../src/plugins/openapi/generate-types.mjs';
import type {components} from '../../../src/lib/downloads/openapi-types';
import type {BuildResponse} from '../../../src/lib/downloads/types';
import {siteDir} from './support';

it('src/lib/downloads/openapi-types.ts is generated from the current openapi/downloads.yaml', async () => {
  const expected = await renderDownloadsTypes(siteDir);
  const actual = fs.readFileSync(path.join(siteDir, TYPES_PATH), 'utf8');
  // On failure, regenerate with: node src/plugins/openapi/generate-types.mjs
  expect(actual === expected, `${TYPES_PATH} is stale`).toBe(true);
}, 30_000);

it('exposes the build payload the download page reads', () => {
  const build: BuildResponse = {
    project_id: 'geyser',
    project_name: 'Geyser',
    version: '2.11.1',
    build: 1112,
    time: '2026-08-07T18:24:12.000Z',
    channel: 'default',
    promoted: false,
    changes: [{commit: '6e70ba277aa4b03ac414cb2c86ffcc485780073c', summary: 'Fix', message: 'Fix'}],
    downloads: {spigot: {name: 'Geyser-Spigot.jar', sha256: 'a'.repeat(64)}},
  };
  const channel: components['schemas']['BuildChannel'] = build.channel;
  expect(channel).toBe('default');
});
