import { definePlugin } from './define-plugin';

/**
 * Headers every response gets. API answers carry tokens and personal data, so no cache may
 * keep them; pages carry one-off tokens in their URLs (reset and verification links), so the
 * referrer never leaves the origin.
 */
export const responseHeadersPlugin = definePlugin('response-headers', async (app) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
