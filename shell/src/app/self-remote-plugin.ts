import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
/**
 * The shell's exposes, keyed as in webpack.config.cjs, loading what they re-export. A dynamic
 * import keeps every export: a static `import * as` namespace only carries what the shell itself
 * uses (a remote asking for `compareVersions` would get undefined).
 */
const SELF_EXPOSES: Record<string, () => Promise<unknown>> = {
  './session': () => import('@jobmatch/shared/session'),
  './toast': () => import('@jobmatch/shared/toast'),
};

export const SHELL_CONTAINER_NAME = 'shell';

type LoadEntryArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>[0];

/**
 * Remotes import `shell/session` and `shell/toast`. On the shell's own page the host already has
 * those modules, so this global MF runtime plugin answers the remotes' request for the `shell`
 * container itself, instead of loading the host's remoteEntry.js (a second MF runtime, ~22 kB
 * brotli). The modules handed out are the shared singletons, so state is still one instance.
 * Elsewhere (a remote tested alone) the real remoteEntry.js still works.
 */
export function createShellSelfPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'jobmatch-shell-self-remote',
    loadEntry({ remoteInfo }: LoadEntryArgs) {
      if (remoteInfo.name !== SHELL_CONTAINER_NAME) return undefined;
      const container = {
        init: async () => undefined,
        get: async (expose: string) => {
          const load = SELF_EXPOSES[expose];
          if (!load) throw new Error(`[shell] the shell exposes no "${expose}"`);
          const exposed = await load();
          return () => exposed;
        },
      };
      return container as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
    },
  };
}
