import type { IncomingMessage, Server as HttpServer } from 'node:http';

/** The header naming the node that answered (docs/deployment.md#api-nodes). */
export const NODE_HEADER = 'x-api-node';

/** The part of engine.io's server that makes session ids. */
interface SessionIdMaker {
  generateId(request: IncomingMessage): string | PromiseLike<string>;
}

/**
 * Names this process for the load balancer in front of several nodes: every answer carries
 * `X-Api-Node`, and every socket.io session id starts with `<nodeId>.`. socket.io's polling
 * transport is a series of requests that only the node holding the session can answer, so the
 * balancer sends a request naming `sid=<nodeId>.…` to that node, and every other request to any
 * node (docs/deployment.md#stickiness).
 */
export function identifyNode(server: HttpServer, sessions: SessionIdMaker, nodeId: string): void {
  server.prependListener('request', (_request, response) => {
    response.setHeader(NODE_HEADER, nodeId);
  });
  const generateId = sessions.generateId.bind(sessions);
  sessions.generateId = async (request) => `${nodeId}.${await generateId(request)}`;
}
