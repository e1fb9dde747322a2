import * as v from 'valibot';
import {
  checkSelections,
  FILTERS_PARAM,
  splitFilterValues,
  type FilterSelection,
} from '@jobmatch/shared/catalog';
import {
  annualSalaryFloorLabel,
  employmentTypeLabel,
  postingPayLabel,
  workStyleLabel,
} from '@jobmatch/shared/domain';
import type { Queryable } from '../db/database';
import { idSchema } from '../lib/request-validation';
import {
  CATEGORIES,
  findViewableProductsJson,
  isCategoryId,
  isSkillKey,
  skillName,
  type ProductJson,
} from '../services/catalog/catalog-module';
import {
  findOrganizationPageFacts,
  type OrganizationPageFacts,
} from '../services/organizations/organizations-module';
import { jobPostingJsonLd, type HiringOrganization } from './job-posting-json-ld';
import { escapeHtml, scriptJson } from './shell-document';
import {
  absoluteUrl,
  breadcrumbListJsonLd,
  organizationJsonLd,
  webSiteJsonLd,
  type Crumb,
} from './structured-data';

// The head of a page's first HTML per route (docs/shell.md#first-html): title, description, the
// link preview (Open Graph and the Twitter card) and the page's JSON-LD. Built from the api's own
// data, so crawlers and link previews that run no JavaScript read the same page a visitor sees.

/** A page's own picture for link previews. */
export interface PageImage {
  /** Absolute URL of a raster (PNG, JPEG, WebP): previews show no SVG. */
  url: string;
  /** Its alternative text, in Japanese: what it shows. */
  alt: string;
  /** A wide picture fills a large card; a square one (a logo) sits beside the text. */
  shape: 'wide' | 'square';
}

/** A page's head before it is written out. */
export interface PageHead {
  status: 200 | 404 | 503;
  /** The page's own title; the document's is `{title} | {appName}` (docs/shell.md#page-titles). */
  title: string;
  description: string;
  /** Path (and query) of the page for `og:url`. */
  path: string;
  /** The page's own picture; the site image when absent. */
  image?: PageImage;
  type: 'website' | 'article';
  noindex: boolean;
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd?: readonly object[];
}

/** `shell/public/og-image.png`, the image of every page without one of its own, and its text. */
export const SITE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'JobMatch エンジニアの「次の一歩」が見つかる',
} as const;

// Texts in the words the client uses: the titles are the route handles' (mf-positions
// `src/app/i18n/ja.ts`, the shell's `not_found_title`), the landing's the hero's lead.
const TEXT = {
  landingTitle: 'トップ',
  listTitle: '求人を探す',
  filterTitle: '絞り込み',
  notFoundTitle: 'ページが見つかりません',
  landingDescription:
    'スキルと希望に合う求人を探して、ワンクリックで応募。企業とのやり取りもチャットでかんたんです。',
  listDescription: 'エンジニア向けの求人の一覧です。',
  listFor: (terms: string) => `${terms}のエンジニア求人の一覧です。`,
  listHint: '職種・スキル・勤務地・年収・雇用形態・働き方で絞り込めます。',
  site: (appName: string) =>
    `${appName}はエンジニアのための求人サービスです。スキルと希望に合う求人を探して、ワンクリックで応募できます。`,
  remoteWork: 'リモート可',
  /** The shell's breadcrumb (footer) names the home page so. */
  home: 'ホーム',
  organizationTitle: '企業情報',
  organizationPositionsTitle: '募集中の求人',
  organizationAbout: (name: string) => `${name}の企業情報です。`,
  organizationPositions: (name: string) => `${name}が募集している求人の一覧です。`,
  logo: (name: string) => `${name}のロゴ`,
} as const;

/** Paths of `shared/src/config/paths.ts` this file tells apart. */
const PATHS = {
  top: '/',
  landing: '/home',
  positionsList: '/positions',
  positionsFilter: '/positions/filter',
  /** A seeker's saved postings (気になる求人): a page of its own, not a posting's id. */
  positionsSaved: '/positions/saved',
  /** `/organization/{id}` (企業情報) and `/organization/{id}/positions` (募集中の求人). */
  organization: '/organization',
};

/**
 * Areas of signed-in users and of sign-in itself (tokens in links): not for search engines.
 * The company's application page is the company side's public entrance.
 */
const NOINDEX_PREFIXES = [
  '/auth',
  '/mypage',
  '/job-applications',
  '/messages',
  '/settings',
  '/profile',
  '/sign-up-wizard',
  '/company',
  '/admin',
];
const INDEXED_EXCEPTIONS = ['/company/apply'];

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

const isPrivatePath = (pathname: string) =>
  NOINDEX_PREFIXES.some((prefix) => under(pathname, prefix)) &&
  !INDEXED_EXCEPTIONS.some((path) => under(pathname, path));

/** How long a description may run; search engines cut near here anyway. */
const DESCRIPTION_LENGTH = 160;
/** How much of a search's keywords a list's description repeats. */
const SEARCH_IN_DESCRIPTION = 50;

/** Whitespace folded, cut to `length` characters with `…` when it goes on. */
function clip(text: string, length: number): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(folded);
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : folded;
}

/** `/positions/filter/` → `/positions/filter`; the router reads both the same. */
export const normalizedPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

const defaultHead = (pathname: string, appName: string): PageHead => ({
  status: 200,
  title: '',
  description: TEXT.site(appName),
  path: pathname,
  type: 'website',
  noindex: isPrivatePath(pathname),
});

const notFoundHead = (pathname: string, appName: string): PageHead => ({
  ...defaultHead(pathname, appName),
  status: 404,
  title: TEXT.notFoundTitle,
  noindex: true,
});

/** A page whose data could not be read (the database is down): the bare shell, come back later. */
export const unavailableHead = (pathname: string, appName: string): PageHead => ({
  ...defaultHead(pathname, appName),
  status: 503,
  noindex: true,
});

/** The name a list's description gives a search filter. */
function selectionLabel(selection: FilterSelection): string {
  switch (selection.group) {
    case 'location':
      return selection.prefecture?.name ?? TEXT.remoteWork;
    case 'category':
      return CATEGORIES.find((category) => category.id === selection.categoryId)?.name ?? '';
    case 'skills':
      return skillName(selection.skill);
    case 'salary':
      return annualSalaryFloorLabel(selection.minAnnualSalary);
    case 'employment':
      return employmentTypeLabel(selection.employmentType) ?? '';
    case 'work_style':
      return workStyleLabel(selection.workStyle) ?? '';
  }
}

/** `/positions`: the search, when there is one, is named in the description. */
export function positionsListHead(query: URLSearchParams, appName: string): PageHead {
  const keywords = query.get('search')?.trim() ?? '';
  const search = clip(keywords, SEARCH_IN_DESCRIPTION);
  const { accepted } = checkSelections(splitFilterValues(query.getAll(FILTERS_PARAM)), {
    isKnown: (selection) =>
      selection.group === 'category'
        ? isCategoryId(selection.categoryId)
        : selection.group !== 'skills' || isSkillKey(selection.skill),
  });
  const terms = [search && `「${search}」`, ...accepted.map(selectionLabel)].filter(Boolean);
  // the search alone, as the page writes it (no tracking parameters): the URL a preview links to
  const listQuery = new URLSearchParams(
    accepted.map(({ selection }): [string, string] => [FILTERS_PARAM, selection]),
  );
  if (keywords) listQuery.set('search', keywords);
  return {
    ...defaultHead(PATHS.positionsList, appName),
    title: TEXT.listTitle,
    description: clip(
      (terms.length > 0 ? TEXT.listFor(terms.join('・')) : TEXT.listDescription) + TEXT.listHint,
      DESCRIPTION_LENGTH,
    ),
    path: listQuery.size > 0 ? `${PATHS.positionsList}?${listQuery}` : PATHS.positionsList,
  };
}

/** Generated demo images are SVG, which link previews do not show; uploads are PNG, JPEG or WebP. */
const isRasterImage = (url: string) => !/\.svg(\?|#|$)/i.test(url);

/** The breadcrumb's first step, the shell's ホーム (`/`). */
const homeCrumb = (origin: string): Crumb => ({ name: TEXT.home, url: `${origin}/` });

/** A viewable posting: its title, facts and text, its image and its JobPosting. */
export function postingHead(
  posting: ProductJson,
  organization: HiringOrganization | undefined,
  { origin, appName }: { origin: string; appName: string },
): PageHead {
  const path = `/positions/${encodeURIComponent(posting.id)}`;
  const facts = [
    organization?.name,
    posting.addressLine1,
    postingPayLabel(posting.customFields),
    employmentTypeLabel(posting.customFields.employment_type),
    workStyleLabel(
      posting.customFields.work_style === 'office' ? null : posting.customFields.work_style,
    ),
  ].filter(Boolean);
  const image = posting.images.find((candidate) => isRasterImage(candidate.url));
  const url = `${origin}${path}`;
  return {
    ...defaultHead(path, appName),
    title: posting.name,
    description: clip(
      [facts.length > 0 ? `${facts.join('・')}。` : '', posting.description].join(''),
      DESCRIPTION_LENGTH,
    ),
    ...(image
      ? {
          image: { url: absoluteUrl(image.url, origin), alt: posting.name, shape: 'wide' as const },
        }
      : {}),
    type: 'article',
    jsonLd: [
      jobPostingJsonLd(posting, { url, origin, organization }),
      // the footer's trail: the posting's parent is the list
      breadcrumbListJsonLd([
        homeCrumb(origin),
        { name: TEXT.listTitle, url: `${origin}${PATHS.positionsList}` },
        { name: posting.name, url },
      ]),
    ],
  };
}

/** A company's picture: its logo, else its icon, when it is a raster. */
function organizationImage(
  organization: OrganizationPageFacts,
  origin: string,
): PageImage | undefined {
  const uri = [organization.logoImageUri, organization.iconImageUri].find(
    (candidate): candidate is string => candidate !== null && isRasterImage(candidate),
  );
  return uri
    ? { url: absoluteUrl(uri, origin), alt: TEXT.logo(organization.name), shape: 'square' }
    : undefined;
}

/**
 * A public company's two pages, titled as the client titles them (企業情報, 募集中の求人), the
 * company named in the description, its logo as the picture; the 企業情報 page is its
 * Organization.
 */
export function organizationHead(
  id: string,
  tab: 'about' | 'positions',
  organization: OrganizationPageFacts,
  { origin, appName }: { origin: string; appName: string },
): PageHead {
  const aboutPath = `${PATHS.organization}/${encodeURIComponent(id)}`;
  const path = tab === 'about' ? aboutPath : `${aboutPath}/positions`;
  const about = organization.summary?.trim() || organization.businessOperations?.trim() || '';
  const image = organizationImage(organization, origin);
  const aboutCrumb = { name: TEXT.organizationTitle, url: `${origin}${aboutPath}` };
  return {
    ...defaultHead(path, appName),
    ...(tab === 'about'
      ? {
          title: TEXT.organizationTitle,
          description: clip(TEXT.organizationAbout(organization.name) + about, DESCRIPTION_LENGTH),
        }
      : {
          title: TEXT.organizationPositionsTitle,
          description: clip(
            TEXT.organizationPositions(organization.name) + about,
            DESCRIPTION_LENGTH,
          ),
        }),
    ...(image ? { image } : {}),
    jsonLd:
      tab === 'about'
        ? [
            organizationJsonLd(organization, { origin, url: `${origin}${path}` }),
            breadcrumbListJsonLd([homeCrumb(origin), aboutCrumb]),
          ]
        : [
            breadcrumbListJsonLd([
              homeCrumb(origin),
              aboutCrumb,
              { name: TEXT.organizationPositionsTitle, url: `${origin}${path}` },
            ]),
          ],
  };
}

export interface PageHeadContext {
  db: Queryable;
  now: Date;
  /** PUBLIC_ORIGIN: what `og:url` and images are absolute against. */
  origin: string;
  appName: string;
}

/** The posting of `/positions/{id}` with its company, if it is viewable now. */
async function findPosting(db: Queryable, id: string, now: Date) {
  const posting = (await findViewableProductsJson(db, [id], now)).get(id);
  if (!posting) return undefined;
  const company = await findOrganizationPageFacts(db, posting.organizationId);
  const organization: HiringOrganization | undefined = company && {
    name: company.name,
    logoImageUri: company.logoImageUri,
    website: company.website,
  };
  return { posting, organization };
}

/** A path segment decoded as an id; undefined when it cannot be one (404 like an unknown one). */
function idOf(segment: string): string | undefined {
  try {
    const id = decodeURIComponent(segment);
    return v.is(idSchema, id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** `/positions/{id}`'s id; undefined when it cannot be an id. */
function postingIdOf(pathname: string): string | undefined {
  const segment = pathname.slice(`${PATHS.positionsList}/`.length);
  return segment.includes('/') ? undefined : idOf(segment);
}

/** `/organization/{id}` and `/organization/{id}/positions`: the id and the tab, else undefined. */
function organizationPageOf(
  pathname: string,
): { id: string | undefined; tab: 'about' | 'positions' } | undefined {
  if (!pathname.startsWith(`${PATHS.organization}/`)) return undefined;
  const [segment = '', tab, ...rest] = pathname.slice(`${PATHS.organization}/`.length).split('/');
  if (rest.length > 0 || (tab !== undefined && tab !== 'positions'))
    return { id: undefined, tab: 'about' };
  return { id: idOf(segment), tab: tab === 'positions' ? 'positions' : 'about' };
}

/** The head of the page at `pathname` (raw, as in the request line) with its `query`. */
export async function pageHeadFor(
  rawPathname: string,
  query: URLSearchParams,
  { db, now, origin, appName }: PageHeadContext,
): Promise<PageHead> {
  const pathname = normalizedPath(rawPathname);
  switch (pathname) {
    case PATHS.top:
      // the site's root, what search engines take for its home page
      return { ...defaultHead(pathname, appName), jsonLd: [webSiteJsonLd({ origin, appName })] };
    case PATHS.landing:
      return {
        ...defaultHead(pathname, appName),
        title: TEXT.landingTitle,
        description: TEXT.landingDescription,
        jsonLd: [webSiteJsonLd({ origin, appName })],
      };
    case PATHS.positionsList:
      return positionsListHead(query, appName);
    case PATHS.positionsFilter:
      return { ...defaultHead(pathname, appName), title: TEXT.filterTitle, noindex: true };
    case PATHS.positionsSaved:
      // signed-in only, like the other private areas: the app's name as title, not indexed
      return { ...defaultHead(pathname, appName), noindex: true };
  }
  if (pathname.startsWith(`${PATHS.positionsList}/`)) {
    const id = postingIdOf(pathname);
    const found = id === undefined ? undefined : await findPosting(db, id, now);
    if (!found) return notFoundHead(pathname, appName);
    return postingHead(found.posting, found.organization, { origin, appName });
  }
  const organizationPage = organizationPageOf(pathname);
  if (organizationPage) {
    const { id, tab } = organizationPage;
    const organization = id === undefined ? undefined : await findOrganizationPageFacts(db, id);
    // of a company that is not public the public learns nothing: the client's 404 as well
    if (!id || !organization?.isPublic) return notFoundHead(pathname, appName);
    return organizationHead(id, tab, organization, { origin, appName });
  }
  return defaultHead(pathname, appName);
}

/** `{page} | {appName}`, or the app name alone (the client's `formatDocumentTitle`). */
export const documentTitle = (title: string, appName: string) =>
  title ? `${title} | ${appName}` : appName;

/** The head's tags: title, description, robots, the link preview and the JSON-LD. */
export function headTags(head: PageHead, { origin, appName }: { origin: string; appName: string }) {
  const title = documentTitle(head.title, appName);
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
  const image: PageImage = head.image ?? {
    url: `${origin}${SITE_IMAGE.path}`,
    alt: SITE_IMAGE.alt,
    shape: 'wide',
  };
  // What a link preview shows, once: Open Graph's `og:*` and X's `twitter:*` carry the same values
  // (X reads its own names first; LINE, Facebook, Slack and Discord read Open Graph).
  const preview: Array<[key: string, value: string]> = [
    ['title', title],
    ['description', head.description],
    ['image', image.url],
    ['image:alt', image.alt],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...preview.map(([key, value]) => meta('property', `og:${key}`, value)),
    // the site image's size, so a first share shows it before the crawler has fetched it
    ...(head.image
      ? []
      : [
          meta('property', 'og:image:width', SITE_IMAGE.width),
          meta('property', 'og:image:height', SITE_IMAGE.height),
        ]),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', `${origin}${head.path}`),
    meta('property', 'og:site_name', appName),
    meta('property', 'og:locale', 'ja_JP'),
    meta('name', 'twitter:card', image.shape === 'wide' ? 'summary_large_image' : 'summary'),
    ...preview.map(([key, value]) => meta('name', `twitter:${key}`, value)),
    ...(head.jsonLd ?? []).map(
      (item) => `<script type="application/ld+json">${scriptJson(item)}</script>`,
    ),
  ].join('');
}
