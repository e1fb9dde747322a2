import { createLinkSigner, type LinkSigner } from '../lib/signed-links';
import { definePlugin } from '../lib/define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** A signer of links for one purpose, keyed from the token secret (lib/signed-links.ts). */
    linkSigner: (purpose: string) => LinkSigner;
  }
}

/** The services sign login-free links through this, never seeing the token secret itself. */
export const signedLinksPlugin = definePlugin<{ secret: string }>(
  'signed-links',
  async (app, { secret }) => {
    app.decorate('linkSigner', (purpose: string) => createLinkSigner(secret, purpose));
  },
);
