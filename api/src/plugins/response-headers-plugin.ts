import { FRAME_ANCESTORS_NONE } from '../lib/content-security-policy';
import { definePlugin } from './define-plugin';

/**
 * Headers every response gets. API answers carry tokens and personal data, so no cache may
 * keep them; pages carry one-off tokens in their URLs (reset and verification links), so the
 * referrer never leaves the origin. No answer may be framed (clickjacking); X-Frame-Options says
 * so to browsers that ignore `frame-ancestors`. Shell pages get their full policy from the
 * static-shell plugin (docs/shell.md#content-security-policy).
 */
export const responseHeadersPlugin = definePlugin('response-headers', async (app) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', FRAME_ANCESTORS_NONE);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
