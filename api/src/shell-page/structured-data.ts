import { safeWebUrl } from '@jobmatch/shared/domain';
import type { OrganizationPageFacts } from '../services/organizations/organizations-module';

// The schema.org JSON-LD of the pages besides a posting's JobPosting (docs/shell.md#first-html):
// what is true of each page, built from the api's own data. Pure: URLs come from the caller.

/** A URI relative to the origin (a generated image, an attachment) or absolute (an upload in S3). */
export const absoluteUrl = (uri: string, origin: string) => new URL(uri, `${origin}/`).href;

/**
 * The site (its name for search results) and its posting search: `/positions?search=` is the
 * list page's own word search.
 */
export const webSiteJsonLd = ({ origin, appName }: { origin: string; appName: string }) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: appName,
  url: `${origin}/`,
  inLanguage: 'ja',
  potentialAction: {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${origin}/positions?search={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  },
});

/** A company's page: what its 企業情報 tab shows. */
export function organizationJsonLd(
  organization: OrganizationPageFacts,
  { origin, url }: { origin: string; url: string },
) {
  const website = safeWebUrl(organization.website);
  const hasAddress = Boolean(
    organization.postalCode ||
      organization.addressLine1 ||
      organization.addressLine2 ||
      organization.addressLine3,
  );
  const description = organization.summary?.trim() || organization.businessOperations?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: organization.name,
    ...(website ? { url: website } : {}),
    ...(organization.logoImageUri ? { logo: absoluteUrl(organization.logoImageUri, origin) } : {}),
    ...(description ? { description } : {}),
    ...(hasAddress
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(organization.postalCode ? { postalCode: postalCode(organization.postalCode) } : {}),
            ...(organization.addressLine1 ? { addressRegion: organization.addressLine1 } : {}),
            ...(organization.addressLine2 ? { addressLocality: organization.addressLine2 } : {}),
            ...(organization.addressLine3 ? { streetAddress: organization.addressLine3 } : {}),
            addressCountry: 'JP',
          },
        }
      : {}),
    ...(organization.establishedOn ? { foundingDate: organization.establishedOn } : {}),
    ...(organization.employeeCount !== null
      ? {
          numberOfEmployees: { '@type': 'QuantitativeValue', value: organization.employeeCount },
        }
      : {}),
  };
}

/** `1000001` → `100-0001`, as the company page writes a 〒 code; another form as it is. */
const postalCode = (code: string) => code.replace(/^(\d{3})-?(\d{4})$/, '$1-$2');

/** One step of a breadcrumb: its name and page; the current page's URL may be left out. */
export interface Crumb {
  name: string;
  url?: string;
}

/** The breadcrumb the page's footer shows (docs/shell.md#footer-and-breadcrumbs), ホーム first. */
export const breadcrumbListJsonLd = (crumbs: readonly Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    ...(crumb.url ? { item: crumb.url } : {}),
  })),
});
