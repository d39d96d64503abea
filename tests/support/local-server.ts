import {spawn} from 'node:child_process';

import {freePort} from '../../scripts/shared/ports.mjs';

/** One of the stand-ins in tests/servers/, running on a loopback port for one test file. */
export interface LocalServer {
  readonly base: string;
  stop(): Promise<void>;
}

/**
 * Starts `script` (a stand-in from tests/servers/) on a free loopback port and resolves once it prints
 * `readyText`; rejects if it exits first or is not ready within ten seconds.
 */
export async function startLocalServer(
  script: string,
  readyText: string,
  env: Readonly<Record<string, string>> = {},
): Promise<LocalServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: {...process.env, ...env, PORT: String(port), HOST: '127.0.0.1'},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
