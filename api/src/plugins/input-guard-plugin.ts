import { malformedUrl } from '../lib/api-error';
import { assertSafeInput } from '../lib/request-validation';
import { definePlugin } from '../lib/define-plugin';

function hasWellFormedQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0) return true;
  try {
    decodeURIComponent(url.slice(start + 1));
    return true;
  } catch {
    return false;
  }
}

/**
 * The text rule and depth limit for every route (docs/api.md#text-rule): path parameters, query
 * and body are checked once they are parsed and before any handler runs, so a NUL character, an
 * unpaired surrogate or a body nested thousands deep is a 400, never a database error or a stack
 * overflow, whatever the route's own schema says.
 */
export const inputGuardPlugin = definePlugin('input-guard', async (app) => {
  app.addHook('preValidation', async (request) => {
    // the router refuses such a path; the query parser would keep the escape as text
    if (!hasWellFormedQuery(request.url)) throw malformedUrl();
    assertSafeInput('params', request.params);
    assertSafeInput('query', request.query);
    assertSafeInput('body', request.body);
  });
});
