import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from '../features/composition/remote-loader';

/** The MF runtime the host's build already carries (the plugin aliases this import to it). */
export const federationRuntime: FederationRuntime = {
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote(id),
};
