/**
 * The ports the browser tests use, in one place. Each can be moved with an environment variable, so two
 * checkouts (or a running `npm start` on 3000) never share a server: the tests never reuse one they did not start.
 */
import net from 'node:net';

const port = (name, fallback) => Number(process.env[name] ?? fallback);

/** The built site under test. Not 3000, so a running `npm start` is never mistaken for it. */
export const sitePort = port('SITE_PORT', 3100);
/** tests/servers/downloads-api.mjs, the local Downloads API. */
export const downloadsPort = port('DOWNLOADS_PORT', 4010);
/** tests/servers/dump-service.mjs, the local dump service. */
export const dumpPort = port('DUMP_PORT', 4011);
/** tests/servers/mclogs-api.mjs, the local stand-in for mclo.gs's API. */
export const mclogsPort = port('MCLOGS_PORT', 4012);

export const siteOrigin = `http://127.0.0.1:${sitePort}`;
export const downloadsOrigin = `http://127.0.0.1:${downloadsPort}`;
export const dumpOrigin = `http://127.0.0.1:${dumpPort}`;
export const mclogsOrigin = `http://127.0.0.1:${mclogsPort}`;

/** A port nothing listens on now, for a server a test starts for itself. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
