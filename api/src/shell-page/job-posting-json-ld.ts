import type { ProductJson } from '../services/catalog/catalog-module';
import { escapeHtml } from './shell-document';

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
 * A posting has no employment-type field; what it has says it (docs/shell.md#first-html): a
 * contract term (`contract_months`) is an engagement of a contractor, otherwise monthly pay is
 * a full-time position and hourly pay a part-time one. Daily pay without a term is left as OTHER.
 */
export function employmentTypeOf(
  customFields: Pick<ProductJson['customFields'], 'compensation_type' | 'contract_months'>,
): SchemaEmploymentType {
  if (customFields.contract_months) return 'CONTRACTOR';
  switch (customFields.compensation_type) {
    case 'month':
      return 'FULL_TIME';
    case 'hour':
      return 'PART_TIME';
    default:
      return 'OTHER';
  }
}

const UNIT_TEXT = { month: 'MONTH', day: 'DAY', hour: 'HOUR' } as const;

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

const absolute = (uri: string, origin: string) => new URL(uri, `${origin}/`).href;

/** The JobPosting of a viewable posting. */
export function jobPostingJsonLd(posting: ProductJson, context: JobPostingContext) {
  const { customFields } = posting;
  const remote = customFields.supports_remote_work;
  const address = {
    '@type': 'PostalAddress',
    ...(posting.addressLine1 ? { addressRegion: posting.addressLine1 } : {}),
    ...(posting.addressLine2 ? { addressLocality: posting.addressLine2 } : {}),
    addressCountry: 'JP',
  };
  const hasAddress = Boolean(posting.addressLine1 || posting.addressLine2);
  const category = 'name' in posting.category ? posting.category.name : undefined;
  const unitText = UNIT_TEXT[customFields.compensation_type];
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.name,
    description: jobDescriptionHtml(posting),
    url: context.url,
    datePosted: datePostedOf(posting),
    ...(posting.publication.until ? { validThrough: posting.publication.until } : {}),
    employmentType: employmentTypeOf(customFields),
    ...(category ? { occupationalCategory: category } : {}),
    identifier: {
      '@type': 'PropertyValue',
      ...(context.organization ? { name: context.organization.name } : {}),
      value: posting.id,
    },
    ...(context.organization
      ? {
          hiringOrganization: {
            '@type': 'Organization',
            name: context.organization.name,
            ...(context.organization.logoImageUri
              ? { logo: absolute(context.organization.logoImageUri, context.origin) }
              : {}),
          },
        }
      : {}),
    // a remote posting may still name its office; an office posting always has a place
    ...(hasAddress || !remote ? { jobLocation: { '@type': 'Place', address } } : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'JP' },
        }
      : {}),
    ...(unitText && Number.isFinite(customFields.compensation_amount)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'JPY',
            // the amount is the posting's lower bound (「月給 35万円〜」)
            value: {
              '@type': 'QuantitativeValue',
              minValue: customFields.compensation_amount,
              unitText,
            },
          },
        }
      : {}),
  };
}
