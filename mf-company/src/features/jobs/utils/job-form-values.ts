import * as v from 'valibot';
import { productSkillKeys } from '@jobmatch/shared';
import type {
  CompanyProduct,
  CompensationType,
  EmploymentType,
  OrganizationSummary,
  Product,
  WorkStyle,
} from '@jobmatch/shared/contracts';
import type { useAppForm } from '@jobmatch/shared/forms';
import {
  jobPostingInputSchema,
  type JobPosting,
  type JobPostingInput,
} from '@jobmatch/shared/schemas';
import { fromTokyoInputValue, toTokyoInputValue } from './tokyo-date-time';

/**
 * The job form as its fields hold it (docs/jobs.md#fields): text everywhere ('' for "not given"),
 * the work style, the checked skill keys, the title image, and the window as Tokyo date-times.
 */
export interface JobFormValues {
  name: string;
  categoryId: string;
  description: string;
  positionRequirements: string;
  workCompensation: string;
  compensationType: CompensationType | '';
  compensationAmount: string;
  compensationAmountMax: string;
  employmentType: EmploymentType | '';
  annualSalaryMin: string;
  annualSalaryMax: string;
  contractMonths: string;
  workStartTime: string;
  workEndTime: string;
  addressLine1: string;
  addressLine2: string;
  locationNotes: string;
  workStyle: WorkStyle;
  /** Job seekers may ask for a casual interview (docs/conversations.md#casual-interviews). */
  casualInterview: boolean;
  skills: string[];
  images: { url: string }[];
  publication: { since: string; until: string };
}

export type JobFormField = keyof JobFormValues | 'publication.since' | 'publication.until';

// The form's parts the field components take, from the one form hook.
export type JobForm = ReturnType<typeof useAppForm<JobFormValues, JobPosting>>;

/** Whether the form's images are the ones the posting has stored (none for a new posting). */
export function sameImages(
  images: readonly { url: string }[],
  stored: readonly { url: string }[],
): boolean {
  return (
    images.length === stored.length && images.every((image, i) => image.url === stored[i]?.url)
  );
}

/**
 * The form's schema: the posting's own (the one the api checks the body with), once its Tokyo
 * date-times are instants; issues keep their paths (`publication.until`), so each message lands
 * on its field. The images the posting already has are not checked again: the api keeps them
 * when they come back unchanged (a demo posting's generated image is no upload the pattern
 * knows), and only a new upload must be a title image of the organization; the submit handler
 * puts the form's images back into what the schema passes on.
 */
export function jobFormSchemaOf(storedImages: readonly { url: string }[]) {
  return v.pipe(
    v.unknown(),
    v.transform((input) => postingInputOf(input as JobFormValues, storedImages)),
    jobPostingInputSchema,
  );
}

/** The fields as the schema takes them; what is not valid yet (a type not chosen) it refuses. */
function postingInputOf(
  values: JobFormValues,
  storedImages: readonly { url: string }[],
): JobPostingInput {
  return {
    ...values,
    images: sameImages(values.images, storedImages) ? [] : values.images,
    publication: {
      since: fromTokyoInputValue(values.publication.since),
      until: fromTokyoInputValue(values.publication.until),
    },
  } as JobPostingInput;
}

/** A new posting's form. */
export const EMPTY_JOB_FORM_VALUES: JobFormValues = {
  name: '',
  categoryId: '',
  description: '',
  positionRequirements: '',
  workCompensation: '',
  compensationType: '',
  compensationAmount: '',
  compensationAmountMax: '',
  employmentType: '',
  annualSalaryMin: '',
  annualSalaryMax: '',
  contractMonths: '',
  workStartTime: '',
  workEndTime: '',
  addressLine1: '',
  addressLine2: '',
  locationNotes: '',
  workStyle: 'office',
  casualInterview: true,
  skills: [],
  images: [],
  publication: { since: '', until: '' },
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values from a posting as the api gives it (the edit page). */
export function jobFormValuesOf(product: CompanyProduct): JobFormValues {
  const fields = product.customFields;
  return {
    name: product.name,
    categoryId: product.category.id,
    description: product.description,
    positionRequirements: text(fields.position_requirements),
    workCompensation: text(fields.work_compensation),
    compensationType: fields.compensation_type,
    compensationAmount: text(fields.compensation_amount),
    compensationAmountMax: text(fields.compensation_amount_max),
    employmentType: fields.employment_type,
    annualSalaryMin: text(fields.annual_salary_min),
    annualSalaryMax: text(fields.annual_salary_max),
    contractMonths: text(fields.contract_months),
    workStartTime: text(fields.work_start_time),
    workEndTime: text(fields.work_end_time),
    addressLine1: text(product.addressLine1),
    addressLine2: text(product.addressLine2),
    locationNotes: text(fields.location_notes),
    workStyle: fields.work_style,
    casualInterview: fields.casual_interview,
    skills: productSkillKeys(product),
    images: product.images.slice(0, 1).map(({ url }) => ({ url })),
    publication: {
      since: toTokyoInputValue(product.publication.since),
      until: toTokyoInputValue(product.publication.until),
    },
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Whole yen as typed, or null while it is none. */
const yenOf = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/** A Tokyo date-time of the form as an instant, or null while it is none (yet). */
function instantOf(value: string): string | null {
  const instant = fromTokyoInputValue(value);
  return instant !== null && !Number.isNaN(Date.parse(instant)) ? instant : null;
}

/**
 * The posting as the public page will show it, from the form as it is now (the preview): what is
 * typed, trimmed, whether or not it is valid yet. The organization is the company's own.
 */
export function previewProductOf(
  values: JobFormValues,
  organization: OrganizationSummary,
  categoryName?: string | null,
): Product {
  const months = Number(values.contractMonths.trim());
  return {
    id: 'preview',
    name: values.name.trim(),
    description: values.description.trim(),
    organizationId: organization.id,
    organization: {
      id: organization.id,
      name: organization.name,
      logoImageUri: organization.logoImageUri,
      iconImageUri: organization.iconImageUri,
    },
    category: values.categoryId ? { id: values.categoryId, name: categoryName ?? null } : null,
    addressLine1: orNull(values.addressLine1),
    addressLine2: orNull(values.addressLine2),
    images: values.images,
    attributes: [{ name: 'skills', value: values.skills }],
    publication: {
      status: 'DRAFT',
      since: instantOf(values.publication.since),
      until: instantOf(values.publication.until),
    },
    customFields: {
      supports_remote_work: values.workStyle !== 'office',
      work_style: values.workStyle,
      casual_interview: values.casualInterview,
      employment_type: values.employmentType || undefined,
      compensation_type: values.compensationType || undefined,
      compensation_amount: yenOf(values.compensationAmount),
      compensation_amount_max: yenOf(values.compensationAmountMax),
      annual_salary_min: yenOf(values.annualSalaryMin),
      annual_salary_max: yenOf(values.annualSalaryMax),
      location_notes: orNull(values.locationNotes),
      position_requirements: orNull(values.positionRequirements),
      work_compensation: orNull(values.workCompensation),
      work_start_time: orNull(values.workStartTime),
      work_end_time: orNull(values.workEndTime),
      contract_months: Number.isSafeInteger(months) && months > 0 ? months : null,
    },
  };
}
