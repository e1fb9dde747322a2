import type { Queryable } from '../../db/database';
import { CATEGORY_IDS, skillGroupOf } from './catalog-reference-data';
import { toProductJson, type ProductJson } from './product-json';
import {
  findProductById,
  findProductsByIds,
  isViewable,
  shareLockProduct,
  type ProductReferenceRow,
} from './products-repository';

// What other services, the seeders and the tests may use of the catalogue; the rest of this
// folder is its own (docs/api.md "Services").

export type { ProductJson } from './product-json';
export { countViewableProducts, findOrganizationProductIds } from './products-repository';

/** A posting another service refers to (an application names it). */
export interface ProductReference {
  id: string;
  organizationId: string;
  variantId: string;
  name: string;
  /** Job seekers may ask for a casual interview about it. */
  casualInterview: boolean;
}

/** The posting as another service refers to it, if it is viewable at `now`. */
const viewableReference = (
  row: ProductReferenceRow | undefined,
  now: Date,
): ProductReference | undefined =>
  row && isViewable(row, now)
    ? {
        id: row.id,
        organizationId: row.organization_id,
        variantId: row.variant_id,
        name: row.name,
        casualInterview: row.casual_interview,
      }
    : undefined;

/** The posting, if it is viewable at `now`; a hidden one is as absent as an unknown id. */
export const findViewableProduct = async (db: Queryable, id: string, now: Date) =>
  viewableReference(await findProductById(db, id), now);

/**
 * `findViewableProduct`, holding the posting so that archiving (or any edit) waits until the
 * caller's transaction ends: an application stored in that transaction is never left open on an
 * archived posting (docs/jobs.md#publication).
 */
export const lockViewableProduct = async (tx: Queryable, id: string, now: Date) =>
  viewableReference(await shareLockProduct(tx, id), now);

const WITH_CATEGORY: ReadonlySet<string> = new Set(['category']);

/** The product JSON (with its category) of those postings that are viewable at `now`, by id. */
export async function findViewableProductsJson(
  db: Queryable,
  ids: readonly string[],
  now: Date,
): Promise<Map<string, ProductJson>> {
  const rows = await findProductsByIds(db, ids);
  const viewable = [...rows.values()].filter((row) => isViewable(row, now));
  return new Map(viewable.map((row) => [row.id, toProductJson(row, WITH_CATEGORY)]));
}

/** Whether a job seeker's custom fields may name this category or skill. */
export const isCategoryId = (id: string) => CATEGORY_IDS.includes(id);
export const isSkillKey = (key: string) => skillGroupOf(key) !== undefined;

// for the demo and bulk seeders and the tests
export { CATEGORIES, SKILL_GROUPS, skillName, type CategoryId } from './catalog-reference-data';
export { imageUrl } from './catalog-images';
export { insertProducts, type NewProduct, type ProductStatus } from './products-repository';
// the app fills the words of postings written before word search (docs/api.md "Word search")
export { fillMissingSearchWords, salaryReachOf } from './products-repository';

// the app opens the attachments' store and lets the shell's policy reach it (docs/company.md#attachments-catalog-service-apicatalog)
export { createObjectStorage, uploadOriginOf, type ObjectStorage } from './storage/object-storage';

// the app schedules the saved searches' digest (docs/matching.md#jobs-that-run-once-per-period)
export { savedSearchDigestJob } from './saved-search-digest';

// the demo seed saves postings and searches as a seeker would (docs/matching.md)
export { saveInterest } from './interests-repository';
export { insertSavedSearch } from './saved-searches-repository';
// the app runs the upload housekeeping once an hour (docs/company.md#upload-limits)
export { uploadHousekeepingJob, UPLOAD_HOUSEKEEPING } from './upload-housekeeping-job';

// the company desk's figures read views and public postings (docs/company-desk.md#figures)
export { sumProductViews, listPublicPostings } from './posting-figures';
// the demo seed gives the demo company's postings a month of views
export { addProductViews } from './posting-figures';
