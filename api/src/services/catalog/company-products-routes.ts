import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isCompanyType, PUBLICATION_STATES } from '@jobmatch/shared/domain';
import {
  JOB_NAME_MAX_LENGTH,
  jobPostingFieldsSchema,
  jobPostingInputSchema,
  newJobStatusInputSchema,
  updateJobPostingInputSchema,
} from '@jobmatch/shared/schemas';
import { createJobPostingInputSchema } from '@jobmatch/shared/request-schemas';
import type { Queryable } from '../../db/database';
import { noPermission, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { customMethodPath } from '../../lib/custom-method';
import { listQueryEntries, readListRequest, SqlParams } from '../../lib/keyset-pagination';
import {
  idParamsSchema,
  idSchema,
  orgParamsSchema,
  parseInput,
} from '../../lib/request-validation';
import { newId } from '../../lib/secure-tokens';
import { apiDoc } from '../../openapi/route-docs';
import { signedIn } from '../../lib/request-auth';
import { closeOrdersOfArchivedProduct } from '../orders/orders-module';
import {
  findOrganizationSummaries,
  holdOrganizationStatus,
  organizationNotNormal,
  requireCompanyMember,
  requireCompanyWriter,
} from '../organizations/organizations-module';
import {
  assertPayStated,
  assertPublishable,
  assertStatusChange,
  checkPostingReferences,
  postingInputOf,
  productFieldsOf,
} from './job-postings';
import { countInterests, removeInterestsOfProduct } from './interests-repository';
import { toProductJson } from './product-json';
import {
  COMPANY_PRODUCT_LIST,
  findProductById,
  insertProducts,
  listOrganizationProducts,
  lockProductById,
  newProductOf,
  updateProduct,
  type NewProduct,
  type ProductRow,
} from './products-repository';

// A company's own job postings (docs/jobs.md#catalog-service-apicatalog): its list, whatever the
// status, writing, publishing and archiving.

/** A company answer always carries the category, the organization, the skills and the variant. */
const EXPANDED: ReadonlySet<string> = new Set([
  'category',
  'organization',
  'attributes',
  'variants',
]);

const productParams = v.object({ orgId: idSchema, productId: idSchema });

const COPY_SUFFIX = '（コピー）';
/** A copy's name: the original's with 「（コピー）」, cut to fit the name's limit. */
const copyNameOf = (name: string) =>
  `${[...name].slice(0, JOB_NAME_MAX_LENGTH - COPY_SUFFIX.length).join('')}${COPY_SUFFIX}`;
const stateQuery = {
  state: v.optional(
    v.picklist(PUBLICATION_STATES, `state must be one of ${PUBLICATION_STATES.join(', ')}`),
  ),
};

const LIST_DOC = apiDoc({
  summary: "The organization's job postings, whatever their status",
  access: 'company-member',
  params: orgParamsSchema,
  query: v.object({ ...listQueryEntries, ...stateQuery }),
  answers: { 200: { list: 'CompanyProduct' } },
  errors: {
    400: ['invalid_filter_parameter', 'invalid_order_by_parameter', 'invalid_expand_parameter'],
    404: ['not_found'],
  },
});
const CREATE_DOC = apiDoc({
  summary: 'Create a job posting (a draft, or published at once)',
  access: 'company-member',
  params: orgParamsSchema,
  body: createJobPostingInputSchema,
  answers: { 201: 'CompanyProduct' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal'] },
});
const DUPLICATE_DOC = apiDoc({
  summary: 'Copy a job posting into a new draft',
  access: 'company-member',
  params: productParams,
  answers: { 201: 'CompanyProduct' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal'] },
});
const GET_DOC = apiDoc({
  summary: "One of the organization's job postings",
  access: 'company-member',
  params: productParams,
  answers: { 200: 'CompanyProduct' },
  errors: { 404: ['not_found'] },
});
const PATCH_DOC = apiDoc({
  summary: 'Change, publish or archive a job posting',
  description: "Any active member of the posting's organization (docs/jobs.md#api).",
  access: 'company-member',
  params: idParamsSchema,
  body: updateJobPostingInputSchema,
  answers: { 200: 'CompanyProduct' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal', 'wrong_parameter'] },
});

/** The body's keys that are posting fields (`status` apart). */
const FIELD_KEYS = Object.keys(jobPostingFieldsSchema.entries);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a patch's `images` names exactly the stored ones. */
const sameImages = (given: unknown, stored: ReadonlyArray<{ url: string }>) =>
  Array.isArray(given) &&
  given.length === stored.length &&
  given.every(
    (image: unknown, i) =>
      isObject(image) && Object.keys(image).length === 1 && image.url === stored[i]?.url,
  );

/**
 * The patch without `images` when they are the stored ones sent back unchanged (the edit form
 * sends every field): no change, so kept as they are unchecked, even a generated one that no
 * upload could name (docs/jobs.md#api).
 */
function withoutStoredImages(body: unknown, stored: ReadonlyArray<{ url: string }>): unknown {
  if (!isObject(body) || !sameImages(body.images, stored)) return body;
  const { images: _unchanged, ...rest } = body;
  return rest;
}

export async function companyProductsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  // the company sees how many seekers saved each posting, never who (docs/matching.md#saved-postings-気になる)
  const productJson = async (db: Queryable, row: ProductRow) => ({
    ...toProductJson(
      row,
      EXPANDED,
      await findOrganizationSummaries(db, EXPANDED, [row.organization_id]),
    ),
    interestCount: (await countInterests(db, [row.id])).get(row.id) ?? 0,
  });

  /** The organization held `normal` while the transaction writes its postings (docs/jobs.md#api). */
  const holdNormal = async (tx: Queryable, organizationId: string) => {
    if ((await holdOrganizationStatus(tx, organizationId)) !== 'normal')
      throw organizationNotNormal();
  };

  /** Stores a new posting while its organization is held `normal`; answers its JSON. */
  const storeNewPosting = async (product: NewProduct) => {
    const row = await app.db.transaction(async (tx) => {
      await holdNormal(tx, product.organizationId);
      await insertProducts(tx, [product]);
      return findProductById(tx, product.id);
    });
    if (!row) throw new Error(`product ${product.id} not stored`);
    return productJson(app.db, row);
  };

  app.get(
    '/orgs/:orgId/products',
    { preHandler: app.authenticate, schema: LIST_DOC },
    async (request) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId);
      const params = new SqlParams();
      const { query, list } = readListRequest(
        request.query,
        COMPANY_PRODUCT_LIST,
        params,
        stateQuery,
      );
      const page = await listOrganizationProducts(app.db, {
        organizationId: orgId,
        state: query.state,
        now: clock(),
        list,
        params,
      });
      const organizations = await findOrganizationSummaries(app.db, EXPANDED, [orgId]);
      const interests = await countInterests(
        app.db,
        page.value.map((row) => row.id),
      );
      return {
        ...page,
        value: page.value.map((row) => ({
          ...toProductJson(row, EXPANDED, organizations),
          interestCount: interests.get(row.id) ?? 0,
        })),
      };
    },
  );

  app.post(
    '/orgs/:orgId/products',
    { preHandler: app.authenticate, schema: CREATE_DOC },
    async (request, reply) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      await requireCompanyWriter(app.db, request, orgId);
      const posting = parseInput(jobPostingInputSchema, request.body);
      const { status } = parseInput(newJobStatusInputSchema, request.body);
      await checkPostingReferences(app.db, orgId, posting);
      const now = clock();
      const fields = productFieldsOf(posting);
      if (status === 'ACTIVE') assertPublishable(fields, now);
      const product: NewProduct = {
        id: newId(),
        organizationId: orgId,
        variantId: newId(),
        status,
        publishedAt: status === 'ACTIVE' ? now : null,
        createdAt: now,
        ...fields,
      };
      return reply.code(201).send(await storeNewPosting(product));
    },
  );

  /**
   * `POST /orgs/{orgId}/products/{productId}:duplicate` (docs/company-desk.md#finding): a new
   * draft with the posting's fields, 「（コピー）」 after its name, no window and never published.
   */
  app.post(
    customMethodPath('/orgs/:orgId/products/:productId', 'duplicate'),
    { preHandler: app.authenticate, schema: DUPLICATE_DOC },
    async (request, reply) => {
      const { orgId, productId } = parseInput(productParams, request.params, 'params');
      await requireCompanyWriter(app.db, request, orgId);
      const stored = await findProductById(app.db, productId);
      if (stored?.organization_id !== orgId) throw notFound('Product');
      const now = clock();
      const copy: NewProduct = {
        ...newProductOf(stored),
        id: newId(),
        variantId: newId(),
        name: copyNameOf(stored.name),
        status: 'DRAFT',
        publicationSince: null,
        publicationUntil: null,
        publishedAt: null,
        createdAt: now,
      };
      return reply.code(201).send(await storeNewPosting(copy));
    },
  );

  app.get(
    '/orgs/:orgId/products/:productId',
    { preHandler: app.authenticate, schema: GET_DOC },
    async (request) => {
      const { orgId, productId } = parseInput(productParams, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId);
      const row = await findProductById(app.db, productId);
      // another organization's posting is as unknown as one that never existed
      if (row?.organization_id !== orgId) throw notFound('Product');
      return productJson(app.db, row);
    },
  );

  app.patch(
    '/products/:id',
    { preHandler: app.authenticate, schema: PATCH_DOC },
    async (request) => {
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      if (!isCompanyType(signedIn(request).user.typeId)) throw noPermission();
      const now = clock();

      const row = await app.db.transaction(async (tx) => {
        // the posting read once, locked until the change is stored; then who may change it
        const stored = await lockProductById(tx, id);
        if (!stored) throw notFound('Product');
        const orgId = stored.organization_id;
        await requireCompanyMember(tx, request, orgId);
        await holdNormal(tx, orgId);
        const body = withoutStoredImages(request.body, stored.images);
        const patch = parseInput(updateJobPostingInputSchema, body);
        const fields: Record<string, unknown> = isObject(body) ? body : {};
        const given = FIELD_KEYS.filter((key) => fields[key] !== undefined);
        const to = patch.status ?? stored.status;
        assertStatusChange(stored.status, to, given.length > 0);
        let next = newProductOf(stored);
        if (given.length > 0) {
          // the changes merged into the stored posting, checked whole (docs/jobs.md#api); the
          // window's two ends merge one by one; images not named keep what is stored, unchecked
          const keepImages = !given.includes('images');
          const current = postingInputOf(stored);
          const posting = parseInput(jobPostingInputSchema, {
            ...current,
            ...Object.fromEntries(given.map((key) => [key, fields[key]])),
            publication: {
              ...current.publication,
              ...(fields.publication as Record<string, unknown> | undefined),
            },
            ...(keepImages ? { images: [] } : {}),
            // a client that sets only the remote flag gets the work style it implies
            ...(given.includes('supportsRemoteWork') && !given.includes('workStyle')
              ? { workStyle: undefined }
              : {}),
          });
          await checkPostingReferences(tx, orgId, posting);
          next = {
            ...next,
            ...productFieldsOf(posting),
            images: keepImages ? stored.images : posting.images,
          };
        }
        // naming ACTIVE publishes (again): the end, if any, must lie ahead
        if (patch.status === 'ACTIVE') assertPublishable(next, now);
        else if (to === 'ACTIVE' && given.length > 0) assertPayStated(next);
        if (given.length === 0 && to === stored.status) return stored;
        const updated = await updateProduct(
          tx,
          {
            ...next,
            status: to,
            publishedAt: next.publishedAt ?? (to === 'ACTIVE' ? now : null),
          },
          now,
        );
        if (to === 'ARCHIVED' && stored.status !== 'ARCHIVED') {
          await closeOrdersOfArchivedProduct(tx, { productId: id, now, mailer: app.mailer });
          await removeInterestsOfProduct(tx, id);
        }
        return updated;
      });
      return productJson(app.db, row);
    },
  );
}
