#!/usr/bin/env node
// Serves one built remote from its own origin, as a CDN would: precompressed files, CORS for
// the shell's origin, long caching for content-hashed files and none for the entry files. No
// answer may be framed (docs/shell.md#content-security-policy).
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '0.0.0.0' },
    dev: { type: 'boolean', default: false },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve-remote.mjs --dir <dist> --port <port> [--host <host>] [--dev]');
  process.exit(2);
}

const entryFiles = new Set([
  '/mf-manifest.json',
  '/remoteEntry.js',
  '/mf-stats.json',
  '/index.html',
]);
const serve = sirv(path.resolve(values.dir), {
  dev: values.dev,
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader(
      'Cache-Control',
      entryFiles.has(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
  },
});

const server = http.createServer((req, res) => {
  res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    });
    res.end();
    return;
  }
  serve(req, res, () => {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
    });
    res.end('Not found');
  });
});

// Fail loudly instead of moving to another port: the shell's remotes.json names this one.
server.on('error', (error) => {
  console.error(`serve-remote: cannot listen on ${values.port}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(values.port), values.host, () => {
  console.log(`serving ${values.dir} on http://localhost:${values.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
