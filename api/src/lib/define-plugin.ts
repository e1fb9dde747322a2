import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Marks an infrastructure plugin as not encapsulated, so its decorators and hooks reach the
 * whole app (what the `fastify-plugin` package does, without one more dependency).
 */
export function definePlugin<Options extends object>(
  name: string,
  plugin: (app: FastifyInstance, options: Options) => Promise<void>,
): FastifyPluginAsync<Options> {
  const wrapped = plugin as FastifyPluginAsync<Options> & Record<symbol | string, unknown>;
  wrapped[Symbol.for('skip-override')] = true;
  wrapped[Symbol.for('fastify.display-name')] = name;
  return wrapped;
}
