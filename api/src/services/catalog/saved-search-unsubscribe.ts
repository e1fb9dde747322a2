import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../../lib/api-error';
import * as v from 'valibot';
import type { Clock } from '../../lib/clock';
import { parseInput } from '../../lib/request-validation';
import { switchSavedSearchOff, findSavedSearchById } from './saved-searches-repository';
import { apiDoc } from '../../openapi/route-docs';

// The one-click unsubscribe of a saved search's digest (RFC 8058; docs/matching.md#saved-searches-and-alerts).

export const UNSUBSCRIBE_PATH = '/api/catalog/saved-searches/unsubscribe';
const ONE_CLICK = 'One-Click';
/** Where a seeker manages (and can switch back on) the alerts; login asked there if needed. */
const SAVED_SEARCHES_PAGE = '/settings/saved-searches';

/** The signer of unsubscribe links: the search's id, signed with a key of its own purpose. */
const signerOf = (app: FastifyInstance) => app.linkSigner('saved-search-unsubscribe');

/** A search's unsubscribe URL; it never expires, as mailed unsubscribe links must keep working. */
export function unsubscribeUrlMaker(app: FastifyInstance, publicOrigin: string) {
  const signer = signerOf(app);
  return (searchId: string) =>
    `${publicOrigin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signer.sign(searchId))}`;
}

const querySchema = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(300))) });
const formSchema = v.object({ 'List-Unsubscribe': v.optional(v.string()) });

const SHOW_DOC = apiDoc({
  summary: "The unsubscribe page of a saved search's alert mail",
  description:
    'Changes nothing (mail scanners prefetch links). A refusal is a page for a browser that asks for HTML, else the JSON error.',
  access: 'public',
  withoutFingerprint: true,
  query: querySchema,
  answers: { 200: null },
  answerMediaType: 'text/html',
  errors: { 404: ['not_found'] },
});
const UNSUBSCRIBE_DOC = apiDoc({
  summary: "Switch a saved search's alert off (RFC 8058 one-click)",
  description:
    'The form body `List-Unsubscribe=One-Click`; the signed token of the link is the permission.',
  access: 'public',
  withoutFingerprint: true,
  query: querySchema,
  body: formSchema,
  bodyMediaType: 'application/x-www-form-urlencoded',
  answers: { 200: null },
  answerMediaType: 'text/html',
  errors: { 400: ['wrong_parameter'], 404: ['not_found'] },
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * A page of its own, apart from the shell: a form and no script, so the api's strict policy
 * (`default-src 'none'`) holds and mail scanners that fetch the link change nothing.
 */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(
      `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}｜JobMatch</title></head>` +
        `<body style="font-family: sans-serif; line-height: 1.6; color: #1C242D; background: #F6F8FA; max-width: 32rem; margin: 0 auto; padding: 1rem;">` +
        // the brand's mark and colours (shared/src/theme), so the page reads as ours, not a phishing look-alike
        `<p style="margin: 0 0 2rem; font-size: 1.25rem; font-weight: 700;"><a href="/" style="color: #1B5FAA; text-decoration: none;">JobMatch</a></p>` +
        `<h1 style="font-size: 1.25rem;">${escapeHtml(title)}</h1>${body}` +
        `<p style="margin-top: 2rem; font-size: 0.875rem;"><a href="${SAVED_SEARCHES_PAGE}" style="color: #1B5FAA;">保存した検索条件を管理する</a></p></body></html>`,
    );
}

/**
 * A refusal: a page for a person's browser (it asks for HTML), else the api's JSON error shape,
 * which mail clients posting the one-click body and other programs read.
 */
function refusal(
  request: FastifyRequest,
  reply: FastifyReply,
  error: ApiError,
  title: string,
  body: string,
) {
  if (!(request.headers.accept ?? '').includes('text/html')) throw error;
  return page(reply, error.statusCode, title, body);
}

const invalidLink = (request: FastifyRequest, reply: FastifyReply) =>
  refusal(
    request,
    reply,
    notFound('Saved search'),
    'リンクが無効です',
    '<p>このリンクは無効か、検索条件がすでに削除されています。</p>',
  );

/**
 * `GET` shows a button and changes nothing (scanners prefetch links); `POST` with the form body
 * `List-Unsubscribe=One-Click`, from a mail client or from that button, switches the alert off.
 * No login and no fingerprint: the signed token is the permission.
 */
export async function savedSearchUnsubscribeRoutes(
  app: FastifyInstance,
  { clock }: { clock: Clock },
) {
  const signer = signerOf(app);
  const searchIdOf = (query: unknown) => {
    const { token } = parseInput(querySchema, query ?? {}, 'query');
    return token ? signer.verify(token) : undefined;
  };

  await app.register(async (scope) => {
    // only this route reads forms; the rest of the api stays JSON-only
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const config = { skipFingerprint: true };

    scope.get(
      '/saved-searches/unsubscribe',
      { config, schema: SHOW_DOC },
      async (request, reply) => {
        const id = searchIdOf(request.query);
        const search = id && (await findSavedSearchById(app.db, id));
        if (!search) return invalidLink(request, reply);
        const action = escapeHtml(request.url);
        return page(
          reply,
          200,
          'メール配信の停止',
          `<p>保存した検索条件『${escapeHtml(search.name)}』の新着求人メールを停止します。</p>` +
            `<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="${ONE_CLICK}">` +
            '<button type="submit" style="min-height: 48px; padding: 0 1.5rem; border: 0; border-radius: 8px; background: #1B5FAA; color: #FFFFFF; font: inherit; font-weight: 700; cursor: pointer;">配信を停止する</button></form>',
        );
      },
    );

    scope.post(
      '/saved-searches/unsubscribe',
      { config, schema: UNSUBSCRIBE_DOC },
      async (request, reply) => {
        const id = searchIdOf(request.query);
        const form = parseInput(formSchema, request.body ?? {}, 'body');
        if (form['List-Unsubscribe'] !== ONE_CLICK)
          return refusal(
            request,
            reply,
            new ApiError(400, 'wrong_parameter', `the body must be List-Unsubscribe=${ONE_CLICK}`, {
              target: 'List-Unsubscribe',
            }),
            'リクエストが正しくありません',
            '<p>配信停止の操作をもう一度お試しください。</p>',
          );
        if (!id || !(await switchSavedSearchOff(app.db, id, clock())))
          return invalidLink(request, reply);
        return page(
          reply,
          200,
          '配信を停止しました',
          '<p>この検索条件の新着求人メールは今後お送りしません。検索条件そのものは残っており、設定画面からいつでも再開できます。</p>',
        );
      },
    );
  });
}
