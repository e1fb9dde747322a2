import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isCompanyType, PUBLICATION_STATES } from '@jobmatch/shared/domain';
import {
  jobPostingFieldsSchema,
  jobPostingInputSchema,
  newJobStatusInputSchema,
  updateJobPostingInputSchema,
} from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { noPermission, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { readListRequest, SqlParams } from '../../lib/keyset-pagination';
import { idParamsSchema, idSchema, parseInput } from '../../lib/request-validation';
import { newId } from '../../lib/secure-tokens';
import { signedIn } from '../../plugins/auth-plugin';
import { closeApplicationsOfArchivedProduct } from '../orders/orders-module';
import {
  findOrganizationSummaries,
  holdOrganizationStatus,
  organizationNotNormal,
  requireCompanyMember,
} from '../organizations/organizations-module';
import {
  assertPublishable,
  assertStatusChange,
  checkPostingReferences,
  postingInputOf,
  productFieldsOf,
} from './job-postings';
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

const orgParams = v.object({ orgId: idSchema });
const productParams = v.object({ orgId: idSchema, productId: idSchema });
const stateQuery = {
  state: v.optional(
    v.picklist(PUBLICATION_STATES, `state must be one of ${PUBLICATION_STATES.join(', ')}`),
  ),
};

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

export async function companyProductsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const productJson = async (db: Queryable, row: ProductRow) =>
    toProductJson(
      row,
      EXPANDED,
      await findOrganizationSummaries(db, EXPANDED, [row.organization_id]),
    );

  /** An active member of a `normal` organization (docs/jobs.md#api). */
  const requireWriter = async (request: FastifyRequest, organizationId: string) => {
    const { membership } = await requireCompanyMember(app.db, request, organizationId);
    if (membership.organizationStatus !== 'normal') throw organizationNotNormal();
  };

  app.get('/orgs/:orgId/products', { preHandler: app.authenticate }, async (request) => {
    const { orgId } = parseInput(orgParams, request.params, 'params');
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
    return { ...page, value: page.value.map((row) => toProductJson(row, EXPANDED, organizations)) };
  });

  app.post('/orgs/:orgId/products', { preHandler: app.authenticate }, async (request, reply) => {
    const { orgId } = parseInput(orgParams, request.params, 'params');
    await requireWriter(request, orgId);
    const posting = parseInput(jobPostingInputSchema, request.body);
    const { status } = parseInput(newJobStatusInputSchema, request.body);
    await checkPostingReferences(app.db, orgId, posting);
    const now = clock();
    const fields = productFieldsOf(posting);
    if (status === 'ACTIVE') assertPublishable(fields.publicationUntil, now);
    const product: NewProduct = {
      id: newId(),
      organizationId: orgId,
      variantId: newId(),
      status,
      publishedAt: status === 'ACTIVE' ? now : null,
      createdAt: now,
      ...fields,
    };
    const row = await app.db.transaction(async (tx) => {
      if ((await holdOrganizationStatus(tx, orgId)) !== 'normal') throw organizationNotNormal();
      await insertProducts(tx, [product]);
      return findProductById(tx, product.id);
    });
    if (!row) throw new Error(`product ${product.id} not stored`);
    return reply.code(201).send(await productJson(app.db, row));
  });

  app.get('/orgs/:orgId/products/:productId', { preHandler: app.authenticate }, async (request) => {
    const { orgId, productId } = parseInput(productParams, request.params, 'params');
    await requireCompanyMember(app.db, request, orgId);
    const row = await findProductById(app.db, productId);
    // another organization's posting is as unknown as one that never existed
    if (row?.organization_id !== orgId) throw notFound('Product');
    return productJson(app.db, row);
  });

  app.patch('/products/:id', { preHandler: app.authenticate }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    if (!isCompanyType(signedIn(request).user.typeId)) throw noPermission();
    const found = await findProductById(app.db, id);
    if (!found) throw notFound('Product');
    const orgId = found.organization_id;
    await requireWriter(request, orgId);
    const body: unknown = request.body;
    const raw: Record<string, unknown> = isObject(body) ? { ...body } : {};
    // the images as stored come back unchanged from the edit form: kept as they are, even a
    // generated one that no upload could name
    if (sameImages(raw.images, found.images)) delete raw.images;
    const patch = parseInput(updateJobPostingInputSchema, isObject(body) ? raw : body);
    const given = FIELD_KEYS.filter((key) => raw[key] !== undefined);
    const now = clock();

    const row = await app.db.transaction(async (tx) => {
      if ((await holdOrganizationStatus(tx, orgId)) !== 'normal') throw organizationNotNormal();
      const stored = await lockProductById(tx, id);
      if (stored?.organization_id !== orgId) throw notFound('Product');
      const to = patch.status ?? stored.status;
      assertStatusChange(stored.status, to, given.length > 0);
      let next = newProductOf(stored);
      if (given.length > 0) {
        // the changes merged into the stored posting, checked whole (docs/jobs.md#api); the
        // window's two ends merge one by one, and images not named keep what is stored
        const current = postingInputOf(stored);
        const merged = {
          ...current,
          ...Object.fromEntries(given.map((key) => [key, raw[key]])),
          publication: {
            ...current.publication,
            ...(raw.publication as Record<string, unknown> | undefined),
          },
          images: given.includes('images') ? raw.images : [],
        };
        const posting = parseInput(jobPostingInputSchema, merged);
        await checkPostingReferences(tx, orgId, {
          ...posting,
          images: given.includes('images') ? posting.images : [],
        });
        next = {
          ...next,
          ...productFieldsOf(posting),
          images: given.includes('images') ? posting.images : stored.images,
        };
      }
      // naming ACTIVE publishes (again): the end, if any, must lie ahead
      if (patch.status === 'ACTIVE') assertPublishable(next.publicationUntil, now);
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
      if (to === 'ARCHIVED' && stored.status !== 'ARCHIVED')
        await closeApplicationsOfArchivedProduct(tx, id, now);
      return updated;
    });
    return productJson(app.db, row);
  });
}
