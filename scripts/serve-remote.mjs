#!/usr/bin/env node
// Serves one remote from its own origin, as a CDN would (docs/delivery.md): CORS for the shell's
// origin, precompressed files, long caching for content-hashed files and none for the entry
// files, and files published after start served without a restart. No answer may be framed
// (docs/shell.md#content-security-policy).
import http from 'node:http';
import { parseArgs } from 'node:util';
import { createOriginHandler } from './lib/static-origin.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    // loopback unless told otherwise, like the api (HOST)
    host: { type: 'string', default: 'localhost' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve-remote.mjs --dir <folder> --port <port> [--host <host>]');
  process.exit(2);
}

const serveFile = createOriginHandler(values.dir);

const server = http.createServer((req, res) => {
  res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
    res.end();
    return;
  }
  const notFound = () => {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Not found');
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
    res.end();
    return;
  }
  serveFile(req, res, notFound).catch((error) => {
    console.error(`serve-remote: ${req.url}: ${error.message}`);
    if (!res.headersSent) res.writeHead(500);
    res.end();
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
