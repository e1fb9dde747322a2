import { safeWebUrl } from '@jobmatch/shared/domain';
import type { EmploymentType } from '@jobmatch/shared/contracts';
import type { ProductJson } from '../services/catalog/catalog-module';
import { escapeHtml } from './shell-document';
import { absoluteUrl } from './structured-data';

// A posting as a schema.org JobPosting (docs/shell.md#first-html), what search engines read
// to list it as a job. Pure: the page's URL and the company come from the caller.

export type SchemaEmploymentType =
  | 'FULL_TIME'
  | 'PART_TIME'
  | 'CONTRACTOR'
  | 'TEMPORARY'
  | 'INTERN'
  | 'OTHER';

/** The company as the posting's page names it. */
export interface HiringOrganization {
  name: string;
  /** Relative to the origin (a generated logo) or absolute (an upload in S3); null without one. */
  logoImageUri: string | null;
  /** Its website as stored (`sameAs` when it is an http(s) URL); null without one. */
  website: string | null;
}

export interface JobPostingContext {
  /** The posting's page, absolute. */
  url: string;
  /** Where relative image URLs live (PUBLIC_ORIGIN). */
  origin: string;
  /** Absent when the company could not be read: the posting is still described. */
  organization?: HiringOrganization;
}

/**
 * schema.org's employment types for ours (docs/shell.md#first-html): 契約社員 is a fixed-term
 * employee (TEMPORARY), 業務委託 an engagement of a contractor, 副業 part-time work as one.
 */
const SCHEMA_EMPLOYMENT_TYPES: Readonly<
  Record<EmploymentType, SchemaEmploymentType | SchemaEmploymentType[]>
> = {
  full_time: 'FULL_TIME',
  contract: 'TEMPORARY',
  freelance: 'CONTRACTOR',
  side_job: ['PART_TIME', 'CONTRACTOR'],
  part_time: 'PART_TIME',
};

export const employmentTypeOf = (type: EmploymentType) => SCHEMA_EMPLOYMENT_TYPES[type];

const UNIT_TEXT = { month: 'MONTH', day: 'DAY', hour: 'HOUR' } as const;

/** The pay as a QuantitativeValue: the 年収 range when stated, else the pay basis and its bound. */
function salaryValue(customFields: ProductJson['customFields']) {
  const range = (minValue: number, maxValue: number | null, unitText: string) => ({
    '@type': 'QuantitativeValue',
    minValue,
    ...(maxValue !== null ? { maxValue } : {}),
    unitText,
  });
  if (customFields.annual_salary_min !== null)
    return range(customFields.annual_salary_min, customFields.annual_salary_max, 'YEAR');
  const unitText = UNIT_TEXT[customFields.compensation_type];
  if (!unitText || !Number.isFinite(customFields.compensation_amount)) return null;
  return range(customFields.compensation_amount, customFields.compensation_amount_max, unitText);
}

/** Paragraphs of a plain text (blank lines apart), its single line breaks kept. */
const paragraphsHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

/**
 * The description as the HTML JobPosting asks for: the posting's texts (plain text, which the
 * company wrote) escaped into paragraphs, under the headings its page shows them with.
 */
export function jobDescriptionHtml(posting: ProductJson): string {
  const sections: Array<[heading: string | null, text: string | null | undefined]> = [
    [null, posting.description],
    ['応募条件', posting.customFields.position_requirements],
    ['給与・待遇', posting.customFields.work_compensation],
  ];
  return sections
    .filter(([, text]) => text?.trim())
    .map(
      ([heading, text]) =>
        `${heading ? `<h3>${escapeHtml(heading)}</h3>` : ''}${paragraphsHtml(text ?? '')}`,
    )
    .join('');
}

/**
 * When the posting went up: the later of its publication and its start (a scheduled posting
 * appears at its start), else its creation.
 */
function datePostedOf({ publication, createdAt }: ProductJson): string {
  const dates = [publication.publishedAt, publication.since].filter(
    (date): date is string => date !== null,
  );
  return dates.length > 0 ? dates.reduce((a, b) => (a > b ? a : b)) : createdAt;
}

/** The company as Google reads the hiring organization: its name, website and logo. */
function hiringOrganization({ name, website, logoImageUri }: HiringOrganization, origin: string) {
  const sameAs = safeWebUrl(website);
  return {
    '@type': 'Organization',
    name,
    ...(sameAs ? { sameAs } : {}),
    ...(logoImageUri ? { logo: absoluteUrl(logoImageUri, origin) } : {}),
  };
}

/** The JobPosting of a viewable posting. */
export function jobPostingJsonLd(posting: ProductJson, context: JobPostingContext) {
  const { customFields } = posting;
  // Google reads TELECOMMUTE as fully remote: a hybrid posting is at its office
  const remote = customFields.work_style === 'full_remote';
  const address = {
    '@type': 'PostalAddress',
    ...(posting.addressLine1 ? { addressRegion: posting.addressLine1 } : {}),
    ...(posting.addressLine2 ? { addressLocality: posting.addressLine2 } : {}),
    addressCountry: 'JP',
  };
  const hasAddress = Boolean(posting.addressLine1 || posting.addressLine2);
  const category = 'name' in posting.category ? posting.category.name : undefined;
  const salary = salaryValue(customFields);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.name,
    description: jobDescriptionHtml(posting),
    url: context.url,
    datePosted: datePostedOf(posting),
    ...(posting.publication.until ? { validThrough: posting.publication.until } : {}),
    employmentType: employmentTypeOf(customFields.employment_type),
    ...(category ? { occupationalCategory: category } : {}),
    identifier: {
      '@type': 'PropertyValue',
      ...(context.organization ? { name: context.organization.name } : {}),
      value: posting.id,
    },
    ...(context.organization
      ? { hiringOrganization: hiringOrganization(context.organization, context.origin) }
      : {}),
    // a remote posting may still name its office; an office posting always has a place
    ...(hasAddress || !remote ? { jobLocation: { '@type': 'Place', address } } : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'JP' },
        }
      : {}),
    ...(salary
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'JPY', value: salary } }
      : {}),
    // one applies on the posting's own page, with the site's apply button
    directApply: true,
  };
}
