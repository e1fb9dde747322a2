import { createServer } from 'node:http';
import { identifyNode, NODE_HEADER } from '../node-identity';

test('every answer names the node, and its session ids start with the node id and a dot', async () => {
  const server = createServer((_request, response) => response.end('ok'));
  const sessions: Parameters<typeof identifyNode>[1] = { generateId: () => 'abc_DEF-123' };
  identifyNode(server, sessions, 'node2');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/anything`);
    expect(response.headers.get(NODE_HEADER)).toBe('node2');
    expect(await sessions.generateId({} as never)).toBe('node2.abc_DEF-123');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
