import type { JobStatus } from '@jobmatch/shared/contracts';
import {
  missingForPublication,
  type JobPosting,
  type JobPostingInput,
} from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { ApiError, wrongParameter } from '../../lib/api-error';
import { isoTime } from '../../lib/iso-time';
import { findAttachmentByObjectId } from './attachments-repository';
import { CATEGORY_IDS, skillGroupOf } from './catalog-reference-data';
import type { NewProduct, ProductRow } from './products-repository';
import { fileUrl } from './storage/object-ids';

// A company's job posting between its body (`jobPostingInputSchema`) and its row
// (docs/jobs.md#fields): the checks the schema cannot make, and the publication rules.

const FILES_PREFIX = fileUrl('');

/** The stored posting in the body's shape, for a `PATCH` to merge its changes into. */
export const postingInputOf = (row: ProductRow): JobPostingInput => ({
  name: row.name,
  categoryId: row.category_id,
  description: row.description,
  positionRequirements: row.position_requirements,
  workCompensation: row.work_compensation,
  compensationType: row.compensation_type,
  compensationAmount: row.compensation_amount,
  compensationAmountMax: row.compensation_amount_max,
  employmentType: row.employment_type,
  annualSalaryMin: row.annual_salary_min,
  annualSalaryMax: row.annual_salary_max,
  workStyle: row.work_style,
  casualInterview: row.casual_interview,
  contractMonths: row.contract_months,
  workStartTime: row.work_start_time,
  workEndTime: row.work_end_time,
  addressLine1: row.address_line1,
  addressLine2: row.address_line2,
  locationNotes: row.location_notes,
  supportsRemoteWork: row.supports_remote_work,
  skills: row.skills,
  images: row.images,
  publication: {
    since: isoTime(row.publication_since),
    until: isoTime(row.publication_until),
  },
});

/**
 * Where a posting's work is done: its `workStyle`, else (a client that only knows the remote
 * flag) hybrid when remote work is possible.
 */
const workStyleOf = (posting: JobPosting) =>
  posting.workStyle ?? (posting.supportsRemoteWork ? 'hybrid' : 'office');

/** The posting's fields as a row stores them. */
export const productFieldsOf = (posting: JobPosting) =>
  ({
    name: posting.name,
    categoryId: posting.categoryId,
    description: posting.description,
    positionRequirements: posting.positionRequirements,
    workCompensation: posting.workCompensation,
    compensationType: posting.compensationType,
    compensationAmount: posting.compensationAmount,
    compensationAmountMax: posting.compensationAmountMax,
    employmentType: posting.employmentType,
    annualSalaryMin: posting.annualSalaryMin,
    annualSalaryMax: posting.annualSalaryMax,
    workStyle: workStyleOf(posting),
    casualInterview: posting.casualInterview,
    contractMonths: posting.contractMonths,
    workStartTime: posting.workStartTime,
    workEndTime: posting.workEndTime,
    addressLine1: posting.addressLine1,
    addressLine2: posting.addressLine2,
    locationNotes: posting.locationNotes,
    supportsRemoteWork: workStyleOf(posting) !== 'office',
    skills: posting.skills,
    images: posting.images,
    publicationSince: posting.publication.since ? new Date(posting.publication.since) : null,
    publicationUntil: posting.publication.until ? new Date(posting.publication.until) : null,
  }) satisfies Partial<NewProduct>;

/**
 * What the schema cannot check (docs/jobs.md#rules): the category and the skills exist, and the
 * title image is a registered public `title_image` attachment of the organization.
 */
export async function checkPostingReferences(
  db: Queryable,
  organizationId: string,
  posting: Pick<JobPosting, 'categoryId' | 'skills' | 'images'>,
): Promise<void> {
  if (!CATEGORY_IDS.includes(posting.categoryId))
    throw wrongParameter('categoryId', `職種 '${posting.categoryId}' は存在しません`);
  const unknown = posting.skills.filter((key) => skillGroupOf(key) === undefined);
  if (unknown.length > 0)
    throw wrongParameter('skills', `スキル '${unknown.join("', '")}' は存在しません`);
  for (const image of posting.images) {
    const objectId = image.url.startsWith(FILES_PREFIX) ? image.url.slice(FILES_PREFIX.length) : '';
    const attachment = objectId ? await findAttachmentByObjectId(db, objectId) : undefined;
    if (
      attachment?.organization_id !== organizationId ||
      attachment.type !== 'title_image' ||
      !attachment.is_public
    )
      throw wrongParameter('images', 'タイトル画像はアップロードした画像を指定してください');
  }
}

/**
 * Publishing needs an end, if any, in the future, and a 年収 range for a 正社員 or 契約社員
 * posting (docs/jobs.md#rules).
 */
export function assertPublishable(
  posting: Pick<
    NewProduct,
    'publicationUntil' | 'employmentType' | 'annualSalaryMin' | 'annualSalaryMax'
  >,
  now: Date,
): void {
  const { publicationUntil } = posting;
  if (publicationUntil && publicationUntil.getTime() <= now.getTime())
    throw wrongParameter('publication.until', '掲載終了日時が過去のため公開できません');
  assertPayStated(posting);
}

/** A public posting keeps what publishing needed: an edit cannot take its 年収 range away. */
export function assertPayStated(
  posting: Pick<NewProduct, 'employmentType' | 'annualSalaryMin' | 'annualSalaryMax'>,
): void {
  const missing = missingForPublication(posting);
  if (missing) throw wrongParameter(missing.field, missing.message);
}

/** DRAFT ↔ ACTIVE, either → ARCHIVED, ARCHIVED → DRAFT (docs/jobs.md#publication). */
const JOB_STATUS_TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  DRAFT: ['ACTIVE', 'ARCHIVED'],
  ACTIVE: ['DRAFT', 'ARCHIVED'],
  ARCHIVED: ['DRAFT'],
};

const refusedStatus = (message: string) =>
  new ApiError(409, 'wrong_parameter', message, { target: 'status' });

/** Refuses a status change the table does not allow, and any edit of an archived posting. */
export function assertStatusChange(from: JobStatus, to: JobStatus, changesFields: boolean): void {
  if (from === 'ARCHIVED' && changesFields)
    throw refusedStatus('アーカイブされた求人は編集できません。下書きに戻してから編集してください');
  if (from !== to && !JOB_STATUS_TRANSITIONS[from].includes(to))
    throw refusedStatus(
      from === 'ARCHIVED'
        ? 'アーカイブされた求人は公開できません。下書きに戻してから公開してください'
        : `求人の状態を ${from} から ${to} に変更できません`,
    );
}
