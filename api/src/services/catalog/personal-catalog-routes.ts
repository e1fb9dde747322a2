import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { matchProfileOf } from '@jobmatch/shared/catalog';
import type {
  Interest,
  InterestIds,
  Paginated,
  RecommendedProduct,
  UserCustomFields,
} from '@jobmatch/shared/contracts';
import { ApiError, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { listQueryEntries, readListRequest, SqlParams } from '../../lib/keyset-pagination';
import { idSchema, parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS, searchTerms } from '../../lib/search-text';
import { findOrganizationSummaries } from '../organizations/organizations-module';
import {
  findInterest,
  interestJsonOf,
  INTEREST_LIST,
  listInterestIds,
  listInterests,
  removeInterest,
  saveInterest,
} from './interests-repository';
import { toProductListItemJson } from './product-json';
import { findProductById, isViewable } from './products-repository';
import { listRecommendations, RECOMMENDATION_LIST } from './recommendations';
import { parseStructuredFilters } from './search-filters';
import { ownSeekerList } from './seeker-access';

// The seeker's own side of the catalogue (docs/matching.md): recommendations and saved postings.
// Every answer is personal, so none goes through the public answers' cache.

const userParams = v.object({ userId: idSchema });
const interestParams = v.object({ userId: idSchema, productId: idSchema });

/** Personal lists always carry what a card shows. */
const CARD_EXPANSIONS: ReadonlySet<string> = new Set([
  'organization',
  'category',
  'attributes',
  'variants',
]);

const recommendationsQuery = {
  search: v.optional(v.pipe(v.string(), v.maxLength(MAX_SEARCH_LENGTH))),
  filters: v.optional(
    v.union([
      v.pipe(v.string(), v.maxLength(2000)),
      v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(40)),
    ]),
  ),
};

const LIST_ERRORS = {
  400: ['invalid_filter_parameter', 'invalid_order_by_parameter', 'invalid_expand_parameter'],
  404: ['not_found'],
} as const;

const RECOMMENDATIONS_DOC = apiDoc({
  summary: "The postings that match the job seeker's profile, best first",
  access: 'job-seeker',
  params: userParams,
  query: v.object({ ...listQueryEntries, ...recommendationsQuery }),
  answers: { 200: { list: 'RecommendedProduct' } },
  errors: { ...LIST_ERRORS, 409: ['profile_incomplete'] },
});
const INTERESTS_DOC = apiDoc({
  summary: "The job seeker's saved postings (気になる)",
  access: 'job-seeker',
  params: userParams,
  query: v.object(listQueryEntries),
  answers: { 200: { list: 'Interest' } },
  errors: LIST_ERRORS,
});
const INTEREST_IDS_DOC = apiDoc({
  summary: 'The ids of every saved posting',
  access: 'job-seeker',
  params: userParams,
  answers: { 200: 'InterestIds' },
  errors: { 404: ['not_found'] },
});
const SAVE_INTEREST_DOC = apiDoc({
  summary: 'Save a posting',
  description: 'Saving again answers the first save.',
  access: 'job-seeker',
  params: interestParams,
  answers: { 200: 'InterestMark' },
  errors: { 404: ['not_found'], 409: ['limit_exceeded'] },
});
const REMOVE_INTEREST_DOC = apiDoc({
  summary: 'Forget a saved posting',
  access: 'job-seeker',
  params: interestParams,
  answers: { 204: null },
  errors: { 404: ['not_found'] },
});

export async function personalCatalogRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const authenticated = (schema: ReturnType<typeof apiDoc>) => ({
    preHandler: app.authenticate,
    schema,
  });

  /** The postings' organizations, for the cards' company lines. */
  const organizationsOf = (rows: ReadonlyArray<{ organization_id: string }>) =>
    findOrganizationSummaries(
      app.db,
      CARD_EXPANSIONS,
      rows.map((row) => row.organization_id),
    );

  app.get('/users/:userId/recommendations', authenticated(RECOMMENDATIONS_DOC), async (request) => {
    const { userId } = parseInput(userParams, request.params, 'params');
    const auth = ownSeekerList(request, userId);
    const { query, list } = readListRequest(
      request.query,
      RECOMMENDATION_LIST,
      new SqlParams(),
      recommendationsQuery,
    );
    const terms = searchTerms(query.search ?? '');
    if (terms.length > MAX_SEARCH_TERMS)
      throw new ApiError(400, 'wrong_parameter', `search takes at most ${MAX_SEARCH_TERMS} words`, {
        target: 'search',
      });
    const profile = matchProfileOf({
      addressLine1: auth.user.addressLine1,
      customFields: auth.user.customFields as UserCustomFields,
    });
    // an empty profile has nothing to match: the page asks for it instead of a meaningless score
    if (!profile)
      throw new ApiError(409, 'profile_incomplete', 'The profile names no job type nor skill', {
        target: 'customFields',
      });
    const page = await listRecommendations(app.db, {
      userId,
      profile,
      now: clock(),
      list,
      terms,
      filters: parseStructuredFilters(query.filters),
    });
    const organizations = await organizationsOf(page.value);
    return {
      ...page,
      value: page.value.map(
        (row): RecommendedProduct => ({
          ...toProductListItemJson(row, CARD_EXPANSIONS, organizations),
          matchScore: row.match.score,
          matchReasons: row.match.reasons,
        }),
      ),
    } satisfies Paginated<RecommendedProduct>;
  });

  app.get('/users/:userId/interests', authenticated(INTERESTS_DOC), async (request) => {
    const { userId } = parseInput(userParams, request.params, 'params');
    ownSeekerList(request, userId);
    const params = new SqlParams();
    const { list } = readListRequest(request.query, INTEREST_LIST, params);
    const page = await listInterests(app.db, userId, list, params);
    const organizations = await organizationsOf(page.value);
    const now = clock();
    return {
      ...page,
      value: page.value.map(
        (row): Interest =>
          interestJsonOf(row, toProductListItemJson(row, CARD_EXPANSIONS, organizations), now),
      ),
    } satisfies Paginated<Interest>;
  });

  app.get('/users/:userId/interest-ids', authenticated(INTEREST_IDS_DOC), async (request) => {
    const { userId } = parseInput(userParams, request.params, 'params');
    ownSeekerList(request, userId);
    return { value: await listInterestIds(app.db, userId) } satisfies InterestIds;
  });

  app.put(
    '/users/:userId/interests/:productId',
    authenticated(SAVE_INTEREST_DOC),
    async (request) => {
      const { userId, productId } = parseInput(interestParams, request.params, 'params');
      ownSeekerList(request, userId);
      // saving again answers the first save, even after the posting's window ended
      const saved = await findInterest(app.db, userId, productId);
      if (saved) return saved;
      const now = clock();
      const product = await findProductById(app.db, productId);
      if (!product || !isViewable(product, now)) throw notFound('Product');
      return saveInterest(app.db, { userId, productId, now });
    },
  );

  app.delete(
    '/users/:userId/interests/:productId',
    authenticated(REMOVE_INTEREST_DOC),
    async (request, reply) => {
      const { userId, productId } = parseInput(interestParams, request.params, 'params');
      ownSeekerList(request, userId);
      await removeInterest(app.db, userId, productId);
      return reply.code(204).send();
    },
  );
}
