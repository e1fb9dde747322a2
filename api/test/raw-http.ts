import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { TEST_WAIT_MS } from './support/time-limits';

/** Starts `app` on a free loopback port (inject cannot reach Node's HTTP parser); returns it. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are (no client library to tidy them up) and reads the first answer. The
 * socket is closed after it, so a request that leaves bytes behind cannot hang the test.
 */
export function sendRaw(
  port: number,
  request: string | Buffer,
  timeoutMs = TEST_WAIT_MS,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`no complete answer within ${timeoutMs} ms: ${Buffer.concat(chunks).toString()}`),
      );
    }, timeoutMs);
    const finish = (closed = false) => {
      const parsed = parseResponse(Buffer.concat(chunks), closed);
      if (!parsed) return false;
      clearTimeout(timer);
      socket.destroy();
      resolve(parsed);
      return true;
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      finish();
    });
    socket.on('error', () => undefined); // a reset after the answer is fine; the timer reports a missing one
    socket.on('close', () => {
      if (!finish(true)) {
        clearTimeout(timer);
        reject(
          new Error(`connection closed without an answer: ${Buffer.concat(chunks).toString()}`),
        );
      }
    });
    socket.write(request);
  });
}

/**
 * One HTTP/1.1 answer, or undefined while incomplete: its body runs to Content-Length, or, when
 * there is none (a stream), to the end of the connection (send `Connection: close`).
 */
function parseResponse(data: Buffer, closed: boolean): RawResponse | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = data.subarray(end + 4);
  const declared = headers['content-length'];
  if (declared === undefined && !closed) return undefined;
  const length = declared === undefined ? body.length : Number(declared);
  if (body.length < length) return undefined;
  return {
    status: Number(statusLine?.split(' ')[1]),
    headers,
    body: body.subarray(0, length).toString('utf8'),
  };
}
