import { createServer, type Server, type Socket } from 'node:net';

export interface FakeSmtpServer {
  url: string;
  /** The raw messages accepted (a refused one is not kept). */
  messages: string[];
  /** Greets the connections held so far and every later one (see `hold`). */
  release(): void;
  /** While on, every message is refused with a temporary failure (451) at the end of DATA. */
  setRefusing(refusing: boolean): void;
  close: () => Promise<void>;
}

/**
 * Just enough SMTP to accept mail from nodemailer on loopback and keep the raw messages.
 * With `hold`, connections are not greeted until `release()`: the client waits on the server.
 */
export async function startFakeSmtpServer(
  options: { hold?: boolean } = {},
): Promise<FakeSmtpServer> {
  const messages: string[] = [];
  let held: Socket[] | undefined = options.hold ? [] : undefined;
  let refusing = false;
  const sockets = new Set<Socket>();
  const greet = (socket: Socket) => socket.write('220 fake-smtp ready\r\n');
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    if (held) held.push(socket);
    else greet(socket);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (refusing) {
            socket.write('451 try again later\r\n');
            continue;
          }
          messages.push(message);
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const command = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO'))
          socket.write('250 fake-smtp\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    release() {
      const waiting = held ?? [];
      held = undefined;
      waiting.forEach(greet);
    },
    setRefusing(value) {
      refusing = value;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
