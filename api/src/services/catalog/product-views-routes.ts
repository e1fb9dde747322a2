import type { FastifyInstance } from 'fastify';
import { isJobSeekerType } from '@jobmatch/shared/domain';
import type { Clock } from '../../lib/clock';
import { customMethodPath } from '../../lib/custom-method';
import { idParamsSchema, parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { bearerToken } from '../../lib/request-auth';
import { countProductView } from './posting-figures';

/**
 * `POST /api/catalog/products/{id}:view`: the posting page counts one detail view
 * (docs/company-desk.md#figures). Only a number per posting and day is kept: no user, no cookie,
 * no address. Company staff and administrators looking at postings are not their audience and
 * are not counted; an unknown or hidden posting counts nothing and answers the same.
 */
const VIEW_DOC = apiDoc({
  summary: 'Count one view of a posting page',
  description:
    'Anonymous; a token, when sent, must be valid. Views by company staff and administrators, and of unknown postings, count nothing and answer the same.',
  access: 'optional',
  params: idParamsSchema,
  answers: { 204: null },
});

export async function productViewsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  // no per-address rate limit either: it would keep the address for its window; and the
  // request log (which writes the caller's address at info level) skips it
  app.post(
    customMethodPath('/products/:id', 'view'),
    { logLevel: 'warn', schema: VIEW_DOC },
    async (request, reply) => {
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      // the view is anonymous, so a token is optional; one that is sent must be valid
      if (bearerToken(request)) await app.authenticate(request, reply);
      const typeId = request.auth?.user.typeId;
      if (typeId === undefined || isJobSeekerType(typeId))
        await countProductView(app.db, id, clock());
      return reply.code(204).send();
    },
  );
}
