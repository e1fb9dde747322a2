import type { OrganizationSummary } from '@jobmatch/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ApiError, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { createCoalescer } from '../../lib/coalesce';
import {
  cacheableAnswer,
  requestKey,
  sendCacheable,
  type CacheableAnswer,
} from '../../lib/http-cache';
import {
  pageFixedList,
  parseExpand,
  listQueryEntries,
  readListRequest,
  SqlParams,
  type Page,
} from '../../lib/keyset-pagination';
import { apiDoc } from '../../openapi/route-docs';
import { idParamsSchema, parseInput } from '../../lib/request-validation';
import { MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS, searchTerms } from '../../lib/search-text';
import {
  findOrganizationBrand,
  findOrganizationSummaries,
} from '../organizations/organizations-module';
import { iconSvg, IMAGE_FILE, logoSvg, titleImageSvg } from './catalog-images';
import { CATEGORIES, categoryName, SKILLS_ATTRIBUTE } from './catalog-reference-data';
import { toProductJson, toProductListItemJson } from './product-json';
import {
  countViewableProducts,
  findProductById,
  isViewable,
  listViewableProducts,
  PRODUCT_LIST,
  type ProductListRow,
} from './products-repository';
import { parseStructuredFilters } from './search-filters';
import { findReplyWithinDays } from '../orders/orders-module';
import { attachmentsRoutes } from './attachments-routes';
import { companyProductsRoutes } from './company-products-routes';
import { personalCatalogRoutes } from './personal-catalog-routes';
import { productViewsRoutes } from './product-views-routes';
import { savedSearchesRoutes } from './saved-searches-routes';
import type { ObjectStorage } from './storage/object-storage';

const productsQuerySchema = {
  search: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`),
    ),
  ),
  view: v.optional(v.picklist(['card', 'full'], "view must be 'card' or 'full'")),
  filters: v.optional(
    v.union([
      v.pipe(v.string(), v.maxLength(2000)),
      v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(40)),
    ]),
  ),
};

/** `$expand` of `GET /products/{id}`. */
const productQuerySchema = v.object({ $expand: v.optional(v.pipe(v.string(), v.maxLength(500))) });
const imageParamsSchema = v.object({ file: v.pipe(v.string(), v.maxLength(200)) });
/** The options of a list held in code (categories, attributes). */
const fixedListQuerySchema = v.object(listQueryEntries);
const LIST_ERRORS = {
  400: ['invalid_filter_parameter', 'invalid_order_by_parameter', 'invalid_expand_parameter'],
} as const;

const PRODUCTS_DOC = apiDoc({
  summary: 'Search the published job postings',
  description:
    '`view=card` answers list items (docs/api.md#product-list-item), any other view whole postings. Full-text searches count against a per-IP limit.',
  access: 'public',
  query: v.object({ ...listQueryEntries, ...productsQuerySchema }),
  answers: { 200: { list: 'ProductListEntry' } },
  errors: { ...LIST_ERRORS, 429: ['api_error'] },
});
const PRODUCT_DOC = apiDoc({
  summary: 'One published job posting',
  access: 'public',
  params: idParamsSchema,
  query: productQuerySchema,
  answers: { 200: 'Product' },
  errors: { 400: ['invalid_expand_parameter'], 404: ['not_found'] },
});
const CATEGORIES_DOC = apiDoc({
  summary: 'The job types (categories)',
  access: 'public',
  query: fixedListQuerySchema,
  answers: { 200: { list: 'CatalogCategory' } },
  errors: LIST_ERRORS,
});
const ATTRIBUTES_DOC = apiDoc({
  summary: 'The product attributes (the skills attribute)',
  access: 'public',
  query: fixedListQuerySchema,
  answers: { 200: { list: 'CatalogAttribute' } },
  errors: LIST_ERRORS,
});
const IMAGE_DOC = apiDoc({
  summary: 'A generated image: a posting title image, an organization logo or icon',
  access: 'public',
  withoutFingerprint: true,
  params: imageParamsSchema,
  answers: { 200: null },
  answerMediaType: 'image/svg+xml',
  errors: { 404: ['not_found'] },
});

const IMAGE_CACHE = 'public, max-age=86400';

/** Full-text searches are the expensive listings, so only they count against the per-IP limit. */
const hasSearchTerm = (request: FastifyRequest) => {
  const { search } = request.query as { search?: unknown };
  return typeof search === 'string' && search.trim() !== '';
};

/**
 * `/api/catalog`: public job postings, categories, the skills attribute, generated images, the
 * companies' uploaded attachments and their own postings (docs/jobs.md).
 */
export async function catalogRoutes(
  app: FastifyInstance,
  {
    clock,
    searchCountCap,
    storage,
    uploadQuotaBytes,
  }: { clock: Clock; searchCountCap: number; storage: ObjectStorage; uploadQuotaBytes: number },
) {
  await attachmentsRoutes(app, { clock, storage, uploadQuotaBytes });
  await companyProductsRoutes(app, { clock });
  await personalCatalogRoutes(app, { clock });
  await savedSearchesRoutes(app, { clock });
  await productViewsRoutes(app, { clock });
  const searchLimit = { config: app.rateLimitConfig('search', hasSearchTerm) };

  /**
   * The public answers do not depend on the caller, so identical requests arriving together
   * share one computation and one serialized body (docs/api.md#caching-of-public-catalogue-answers).
   */
  const answers = createCoalescer<CacheableAnswer>();
  const sharedAnswer = (request: FastifyRequest, compute: () => Promise<unknown>) =>
    answers.run(requestKey(request), async () => cacheableAnswer(await compute()));

  async function listProducts(rawQuery: unknown) {
    const params = new SqlParams();
    const { query, list } = readListRequest(rawQuery, PRODUCT_LIST, params, productsQuerySchema);
    const terms = searchTerms(query.search ?? '');
    if (terms.length > MAX_SEARCH_TERMS)
      throw new ApiError(400, 'wrong_parameter', `search takes at most ${MAX_SEARCH_TERMS} words`, {
        target: 'search',
      });
    const filters = parseStructuredFilters(query.filters);
    const search = { now: clock(), list, params, filters, terms, countCap: searchCountCap };
    const answer = async <Row extends ProductListRow>(
      page: Page<Row>,
      toJson: (
        row: Row,
        expand: ReadonlySet<string>,
        organizations?: ReadonlyMap<string, OrganizationSummary>,
      ) => unknown,
    ) => {
      const organizations = await findOrganizationSummaries(
        app.db,
        list.expand,
        page.value.map((row) => row.organization_id),
      );
      return { ...page, value: page.value.map((row) => toJson(row, list.expand, organizations)) };
    };
    // a client that asks for cards gets list items; any other the whole postings, as before
    return query.view === 'card'
      ? answer(
          await listViewableProducts(app.db, { ...search, view: 'card' }),
          toProductListItemJson,
        )
      : answer(await listViewableProducts(app.db, { ...search, view: 'full' }), toProductJson);
  }

  async function findProduct(rawParams: unknown, rawQuery: unknown) {
    const { id } = parseInput(idParamsSchema, rawParams, 'params');
    const { $expand } = parseInput(productQuerySchema, rawQuery ?? {}, 'query');
    const expand = parseExpand($expand, PRODUCT_LIST.expandable);
    const now = clock();
    const row = await findProductById(app.db, id);
    // a posting outside its window is as absent as one that never existed (docs/positions.md#visibility-window)
    if (!row || !isViewable(row, now)) throw notFound('Product');
    const organizations = await findOrganizationSummaries(app.db, expand, [row.organization_id]);
    const [counts, replyDays] = await Promise.all([
      countViewableProducts(app.db, [row.organization_id], now),
      findReplyWithinDays(app.db, row.organization_id, now),
    ]);
    return {
      ...toProductJson(row, expand, organizations),
      organizationProductCount: counts.get(row.organization_id) ?? 0,
      responsiveness: replyDays === null ? null : { replyWithinDays: replyDays },
    };
  }

  app.get('/products', { ...searchLimit, schema: PRODUCTS_DOC }, async (request, reply) =>
    sendCacheable(request, reply, await sharedAnswer(request, () => listProducts(request.query))),
  );

  app.get('/products/:id', { schema: PRODUCT_DOC }, async (request, reply) =>
    sendCacheable(
      request,
      reply,
      await sharedAnswer(request, () => findProduct(request.params, request.query)),
    ),
  );

  app.get('/categories', { schema: CATEGORIES_DOC }, async (request, reply) =>
    sendCacheable(
      request,
      reply,
      cacheableAnswer(
        pageFixedList(request.query, {
          records: CATEGORIES,
          id: (category) => category.id,
          filterFields: {
            id: { type: 'string', get: (category) => category.id },
            name: { type: 'string', get: (category) => category.name },
          },
        }),
      ),
    ),
  );

  app.get('/attributes', { schema: ATTRIBUTES_DOC }, async (request, reply) =>
    sendCacheable(
      request,
      reply,
      cacheableAnswer(
        pageFixedList(request.query, {
          records: [SKILLS_ATTRIBUTE],
          id: (attribute) => attribute.id,
          filterFields: {
            id: { type: 'string', get: (attribute) => attribute.id },
            name: { type: 'string', get: (attribute) => attribute.name },
            type: { type: 'string', get: (attribute) => attribute.type },
          },
        }),
      ),
    ),
  );

  // <img> cannot send the fingerprint header, so images answer without it
  app.get(
    '/images/:file',
    { config: { skipFingerprint: true }, schema: IMAGE_DOC },
    async (request, reply) => {
      const { file } = parseInput(imageParamsSchema, request.params, 'params');
      const match = IMAGE_FILE.exec(file);
      if (!match) throw notFound('Image');
      const [, kind, id] = match as unknown as [string, string, string];
      let svg: string;
      if (kind === 'product') {
        const found = await findProductById(app.db, id);
        // as GET /products/:id: a posting outside its window has no image either (docs/positions.md#visibility-window)
        const product = found && isViewable(found, clock()) ? found : undefined;
        const brand = product && (await findOrganizationBrand(app.db, product.organization_id));
        if (!product || !brand) throw notFound('Image');
        svg = titleImageSvg({
          id,
          color: brand.color,
          label: categoryName(product.category_id) ?? '',
          company: brand.name,
        });
      } else {
        const brand = await findOrganizationBrand(app.db, id);
        if (!brand) throw notFound('Image');
        svg = kind === 'org-logo' ? logoSvg(brand) : iconSvg(brand);
      }
      return (
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', IMAGE_CACHE)
          // opened directly, an SVG is a document: it may not run anything
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg)
      );
    },
  );
}
