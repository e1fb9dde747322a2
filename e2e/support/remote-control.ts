import { CONTROL_URL_ENV } from './environment';

/** Stops and starts remote servers of the suite's topology (see global-setup.ts). */
export interface RemoteControl {
  stop(dir: string): Promise<void>;
  start(dir: string): Promise<void>;
}

export function createRemoteControl(): RemoteControl & { restartStopped(): Promise<void> } {
  const base = process.env[CONTROL_URL_ENV];
  const stopped = new Set<string>();
  const call = async (dir: string, action: 'stop' | 'start') => {
    if (!base)
      throw new Error(
        `${CONTROL_URL_ENV} is not set: run the suite through playwright.config.ts (global setup)`,
      );
    const response = await fetch(`${base}/remotes/${dir}/${action}`, { method: 'POST' });
    if (!response.ok)
      throw new Error(`${action} ${dir}: ${response.status} ${await response.text()}`);
  };
  return {
    async stop(dir) {
      stopped.add(dir);
      await call(dir, 'stop');
    },
    async start(dir) {
      await call(dir, 'start');
      stopped.delete(dir);
    },
    /** Teardown: a failed test must not leave the next one without its remote. */
    async restartStopped() {
      for (const dir of [...stopped]) await this.start(dir);
    },
  };
}
