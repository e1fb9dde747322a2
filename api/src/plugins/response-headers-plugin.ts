import helmet from '@fastify/helmet';
import { definePlugin } from '../lib/define-plugin';

/**
 * Headers every response gets, through helmet with only the headers we mean on: no answer may
 * be framed (clickjacking; `X-Frame-Options` for browsers that ignore `frame-ancestors`), no
 * content sniffed, and the referrer never leaves the origin, as pages carry one-off tokens in
 * their URLs (reset and verification links). Helmet's `frame-ancestors 'none'` is the policy of
 * any answer that sets none; shell pages get their full policy from the static-shell plugin
 * (docs/shell.md#content-security-policy). API answers carry tokens and personal data, so no
 * cache may keep them.
 */
export const responseHeadersPlugin = definePlugin('response-headers', async (app) => {
  await app.register(helmet, {
    // only framing: what else an answer may load is the shell page's policy, and an api answer loads nothing
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // the rest of helmet's set is not ours to turn on unasked: cross-origin remotes, http demos
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
