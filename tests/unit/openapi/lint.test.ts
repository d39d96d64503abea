import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {expect, it} from 'vitest';

import {apiSpecs} from '../../../src/plugins/openapi/specs';
import {siteDir} from './support';

/**
 * CI check: Redocly's linter (recommended rules) accepts both descriptions without errors.
 * Same as `npx redocly lint openapi/global.yaml openapi/downloads.yaml`. Telemetry and the update
 * check are switched off: both would contact Redocly or npm from CI.
 */
it('redocly lint finds no errors in the API descriptions', () => {
  const cli = path.join(siteDir, 'node_modules', '.bin', 'redocly');
  const result = spawnSync(cli, ['lint', ...apiSpecs.map((spec) => spec.specPath), '--format=summary'], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1'},
    timeout: 60_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.error, output).toBeUndefined();
  expect(output).not.toMatch(/^error /m);
  expect(result.status, output).toBe(0);
  expect(output).toMatch(/valid/i);
}, 90_000);
