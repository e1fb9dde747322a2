import { loadShare, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SHELL_CONTAINER_NAME = 'shell';

type LoadEntryArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>[0];

/**
 * Remotes import `shell/<name>` for the shell's state singletons (shared/config/shell-singletons.json).
 * On the shell's own page the host already has those modules in its share scope, so this global
 * MF runtime plugin answers the remotes' request for the `shell` container itself, from the share
 * scope, instead of loading the host's remoteEntry.js (a second MF runtime, ~22 kB brotli). The
 * modules handed out are the shared singletons, so state is still one instance, and a new entry in
 * the registry needs nothing here. Elsewhere (a remote tested alone) the real remoteEntry.js works.
 */
export function createShellSelfPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'jobmatch-shell-self-remote',
    loadEntry({ remoteInfo }: LoadEntryArgs) {
      if (remoteInfo.name !== SHELL_CONTAINER_NAME) return undefined;
      const container = {
        init: async () => undefined,
        get: async (expose: string) => {
          const name = expose.replace(/^\.\//, '');
          const factory = await loadShare(`@jobmatch/shared/${name}`);
          if (!factory) throw new Error(`[shell] the shell exposes no "${expose}"`);
          return factory;
        },
      };
      return container as unknown as ReturnType<
        NonNullable<ModuleFederationRuntimePlugin['loadEntry']>
      >;
    },
  };
}
