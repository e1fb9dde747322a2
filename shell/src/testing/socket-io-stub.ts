// socket.io-client for the shell's tests (jest.config.cjs maps the package here): a socket that
// never connects, so a signed-in shell opens no network connection and schedules no retries.
// The chat singleton's own behaviour is tested in shared/src/chat with a fake server.
export function io() {
  const socket = {
    connected: false,
    active: false,
    on: () => socket,
    emit: () => socket,
    timeout: () => ({ emit: () => socket }),
    connect: () => socket,
    disconnect: () => socket,
  };
  return socket;
}
