/**
 * The smallest static server that serves Docusaurus's `page/index.html` layout, for the in-browser
 * benchmarks (`bench:dump`, `bench:config:browser`): no redirects, headers or compression, so the
 * figures measure the page's own work.
 */
import {createReadStream, existsSync, statSync} from 'node:fs';
import http from 'node:http';
import {extname, join, normalize} from 'node:path';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** Serves `root` on 127.0.0.1:port; resolves with the server once it listens. */
export async function serveStatic(root, port) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream'});
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return server;
}
