// `npm run check:upstream`: see src/lib/upstream/cli.ts and docs/design/upstream-drift.md.
import {runCli} from '../../src/lib/upstream/cli';

const started = performance.now();
const result = await runCli(process.argv.slice(2));
process.stdout.write(result.output);
if (!process.argv.includes('--json')) {
  process.stderr.write(`(checked in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}
process.exitCode = result.code;
