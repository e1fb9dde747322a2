import type { CompensationType } from '@jobmatch/shared/contracts';
import { compensationTypeLabel, formatYen } from '@jobmatch/shared/domain';
import {
  CATEGORIES,
  imageUrl,
  SKILL_GROUPS,
  skillName,
  type CategoryId,
  type NewProduct,
  type ProductStatus,
} from '../../services/catalog/catalog-module';
import type { NewOrganization } from '../../services/organizations/organizations-module';
import {
  APPEALS,
  BENEFITS,
  BUILDINGS,
  CATEGORY_PHRASES,
  COMPANY_STEMS,
  COMPANY_SUFFIXES,
  COMPANY_VALUES,
  FAMILY_NAMES,
  FOUNDING_STORIES,
  GIVEN_NAMES,
  HOLIDAYS,
  INDUSTRIES,
  LOCATIONS,
  ONSITE_NOTES,
  PERSONALITIES,
  REMOTE_NOTES,
  STATION_SUFFIXES,
  STREETS,
  TEAM_PHRASES,
  TITLE_PATTERNS,
  TITLE_PREFIXES,
  WORK_HOURS,
} from './phrase-banks';
import { postingTermsOf } from './posting-terms';
import { createRandom, type Random } from './prng';

export interface DemoCatalogOptions {
  now: Date;
  organizations: number;
  products: number;
  seed?: number;
}

export interface DemoCatalog {
  organizations: NewOrganization[];
  products: NewProduct[];
}

/** The demo figures loaded on first start (docs/api.md "Demo data"). */
export const DEMO_CATALOG_SIZE = { organizations: 45, products: 360 } as const;
export const DEMO_SEED = 20_261_122;
/** Most companies a generated catalogue has (stem × suffix names stay unique). */
export const MAX_GENERATED_ORGANIZATIONS = COMPANY_STEMS.length * COMPANY_SUFFIXES.length;

const DAY_MS = 86_400_000;

const COMPENSATION_AMOUNTS: Record<CompensationType, number[]> = {
  month: [
    180_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000, 550_000, 600_000, 650_000,
    700_000, 800_000, 900_000, 1_000_000, 1_200_000,
  ],
  day: [8_000, 12_000, 15_000, 20_000, 25_000, 30_000, 35_000, 40_000, 45_000, 50_000, 60_000],
  hour: [1_500, 2_000, 2_500, 3_000, 3_500, 4_000, 4_500, 5_000, 5_500, 6_000, 7_000],
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const yen = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+$)/g, ',')}円`;
const bullets = (lines: readonly string[]) => lines.map((line) => `・${line}`).join('\n');

/**
 * Generates companies and postings from the phrase banks. Same options, same output: ids,
 * texts and dates (relative to `now`) come from one seeded PRNG.
 */
export function generateDemoCatalog(options: DemoCatalogOptions): DemoCatalog {
  const { organizations, products } = generateCatalogStream(options);
  return { organizations, products: [...products] };
}

/**
 * The same catalogue with its postings generated one at a time, as they are consumed: a bulk
 * load of a million postings would not fit in memory as one array.
 */
export function generateCatalogStream({
  now,
  organizations: orgCount,
  products: productCount,
  seed = DEMO_SEED,
}: DemoCatalogOptions): { organizations: NewOrganization[]; products: Iterable<NewProduct> } {
  const random = createRandom(seed);
  const names = random.sample(
    COMPANY_STEMS.flatMap((stem) => COMPANY_SUFFIXES.map((suffix) => ({ stem, suffix }))),
    Math.min(orgCount, MAX_GENERATED_ORGANIZATIONS),
  );
  const organizations = names.map((name, index) =>
    generateOrganization(random, name.stem, name.suffix, index, now),
  );
  const industries = new Map(
    organizations.map((org) => [
      org.id,
      INDUSTRIES.find((i) => i.industry === org.customFields.industry) ?? INDUSTRIES[0]!,
    ]),
  );

  function* products(): Generator<NewProduct> {
    for (let index = 0; index < productCount; index++) {
      // every company gets postings; a few of them many
      const org =
        index < organizations.length
          ? organizations[index]!
          : organizations[Math.floor(random.next() ** 1.6 * organizations.length)]!;
      yield generateProduct(random, org, industries.get(org.id)!, index, productCount, now);
    }
  }
  return { organizations, products: products() };
}

function generateOrganization(
  random: Random,
  [stemKana, stemRomaji]: readonly [string, string],
  [suffixKana, suffixRomaji]: readonly [string, string],
  index: number,
  now: Date,
): NewOrganization {
  const id = random.uuid();
  const industry = random.pick(INDUSTRIES);
  const service = random.pick(industry.services);
  const [prefecture, , cities] = random.weighted(
    LOCATIONS.map((location) => [location, location[1]] as const),
  );
  const [city] = random.pick(cities);
  const kabushiki = random.chance(0.6);
  const name = kabushiki ? `株式会社${stemKana}${suffixKana}` : `${stemKana}${suffixKana}株式会社`;
  const slug = `${stemRomaji}-${suffixRomaji}`;
  const established = new Date(
    Date.UTC(random.int(1998, 2023), random.int(0, 11), random.int(1, 28)),
  );
  const employees = random.pick([8, 15, 24, 38, 52, 75, 120, 180, 260, 430, 800, 1500]);
  const value = random.pick(COMPANY_VALUES);
  return {
    id,
    name,
    url: `https://www.${slug}.example`,
    website: `https://www.${slug}.example`,
    logoImageUri: imageUrl('org-logo', id),
    iconImageUri: imageUrl('org-icon', id),
    postalCode: `${random.int(100, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
    addressLine1: prefecture,
    addressLine2: city,
    addressLine3: `${random.pick(STREETS)} ${random.pick(BUILDINGS)}`,
    phoneNumber: `0${random.int(3, 9)}${String(random.int(10_000_000, 99_999_999))}`,
    customFields: {
      industry: industry.industry,
      business_operations: `${service}の企画・開発・運営`,
      organization_summary: `${name}は、${service}を提供しています。${random.pick(FOUNDING_STORIES)}${value}を大切に、${employees}名の仲間と事業を広げています。`,
    },
    establishedOn: established.toISOString().slice(0, 10),
    employeeCount: employees,
    capital: random.pick([
      10_000_000, 30_000_000, 50_000_000, 100_000_000, 250_000_000, 480_000_000, 1_200_000_000,
    ]),
    representativeName: `${random.pick(FAMILY_NAMES)} ${random.pick(GIVEN_NAMES)}`,
    brandColor: random.pick(industry.colors),
    createdAt: new Date(now.getTime() - (400 + index) * DAY_MS),
  };
}

/** Visibility mix: most postings are live; the rest exercise every rule in docs/positions.md#visibility-window. */
function publicationOf(random: Random, index: number, total: number, now: Date) {
  const ago = (days: number) =>
    new Date(now.getTime() - days * DAY_MS - random.int(0, 86_399) * 1000);
  const ahead = (days: number) =>
    new Date(now.getTime() + days * DAY_MS + random.int(0, 86_399) * 1000);
  // the last ninth of postings carry the non-viewable kinds, evenly
  const slot = index >= total - Math.ceil(total / 9) ? index % 4 : -1;
  const status: ProductStatus = slot === 2 ? 'DRAFT' : slot === 3 ? 'ARCHIVED' : 'ACTIVE';
  if (slot === 0)
    return {
      status,
      since: ahead(random.int(1, 20)),
      until: null,
      publishedAt: ago(random.int(1, 5)),
    }; // scheduled
  if (slot === 1) {
    const since = ago(random.int(60, 200));
    return { status, since, until: ago(random.int(1, 30)), publishedAt: since }; // ended
  }
  if (slot >= 2)
    return {
      status,
      since: null,
      until: null,
      publishedAt: slot === 3 ? ago(random.int(30, 200)) : null,
    };
  const since = ago(random.int(0, 180));
  const roll = random.next();
  if (roll < 0.15) return { status, since: null, until: null, publishedAt: since }; // published at once, no window
  return {
    status,
    since,
    until: roll < 0.45 ? ahead(random.int(10, 120)) : null,
    publishedAt: since,
  };
}

function generateProduct(
  random: Random,
  org: NewOrganization,
  industry: (typeof INDUSTRIES)[number],
  index: number,
  total: number,
  now: Date,
): NewProduct {
  const id = random.uuid();
  // categories cycle so that every one is well represented
  const category = CATEGORIES[(index + random.int(0, 2)) % CATEGORIES.length]!;
  const categoryId = category.id as CategoryId;
  const phrases = CATEGORY_PHRASES[categoryId];
  const groups = SKILL_GROUPS.filter((group) => group.categoryIds.includes(categoryId));
  const primary = groups[0]!;
  const skills = [
    ...random.sample(primary.items, random.int(2, 4)).map(([key]) => key),
    ...groups
      .slice(1)
      .flatMap((group) =>
        random.chance(0.6) ? random.sample(group.items, random.int(1, 2)).map(([key]) => key) : [],
      ),
  ];
  const skillNames = skills.slice(0, 3).map(skillName);

  const [prefecture, , cities] = random.chance(0.35)
    ? LOCATIONS.find(([p]) => p === org.addressLine1)!
    : random.weighted(LOCATIONS.map((l) => [l, l[1]] as const));
  const [city, station] = random.pick(cities);
  const remote = random.chance(0.42);
  const domain = random.pick(industry.titleDomains);
  const role = random.pick(phrases.roles);
  const prefix = remote
    ? random.pick(['【リモート可】', '【フルリモート】', '', ''])
    : random.pick(TITLE_PREFIXES.filter((p) => !p.includes('リモート')));
  const name = `${prefix}${fill(random.pick(TITLE_PATTERNS), { domain, role, skills: skillNames.join('/') })}`;

  const service = random.pick(industry.services);
  const tasks = random.sample(phrases.tasks, 3);
  const description = [
    `${org.name}では、${service}を開発しています。${random.pick(COMPANY_VALUES)}を大切にしながら、${role}として${tasks[0]}をお任せします。`,
    `■ 主な業務内容\n${bullets(tasks)}`,
    `■ 開発環境\n${skills.map(skillName).join(' / ')}`,
    `■ チーム\n${fill(random.pick(TEAM_PHRASES), { n: String(random.int(4, 20)) })}`,
    `■ このポジションの魅力\n${random.sample(APPEALS, 2).join('')}`,
  ].join('\n\n');

  const positionRequirements = [
    `【必須スキル】\n${bullets([...random.sample(phrases.musts, 2), `${skillNames[0]}を使った実務経験`])}`,
    `【歓迎スキル】\n${bullets(random.sample(phrases.wants, 2))}`,
    `【求める人物像】\n${bullets(random.sample(PERSONALITIES, 2))}`,
  ].join('\n\n');

  const compensationType = random.weighted<CompensationType>([
    ['month', 6],
    ['day', 2],
    ['hour', 2],
  ]);
  const compensationAmount = random.pick(COMPENSATION_AMOUNTS[compensationType]);
  const contractMonths = compensationType === 'month' ? null : random.pick([3, 6, 12]);
  const workCompensation = [
    `${compensationTypeLabel(compensationType)} ${yen(compensationAmount)}〜（経験・スキルを考慮のうえ決定します）`,
    compensationType === 'month'
      ? '昇給年2回、賞与年2回（業績による）'
      : `契約期間${contractMonths}か月（更新あり）、稼働は週3日から相談可`,
    `福利厚生：${random.sample(BENEFITS, 4).join('、')}`,
    `休日休暇：${random.pick(HOLIDAYS)}`,
  ].join('\n');
  const [workStartTime, workEndTime] = random.pick(WORK_HOURS);
  const locationNotes = `${prefecture}${city}（${station}${random.pick(STATION_SUFFIXES)}）\n${remote ? random.pick(REMOTE_NOTES) : random.pick(ONSITE_NOTES)}`;
  const publication = publicationOf(random, index, total, now);
  const terms = postingTermsOf({
    id,
    name,
    compensationType,
    compensationAmount,
    supportsRemoteWork: remote,
    locationNotes,
  });
  const statedPay =
    terms.annualSalaryMin !== null
      ? `想定年収 ${formatYen(terms.annualSalaryMin)}〜${formatYen(terms.annualSalaryMax ?? terms.annualSalaryMin)}円`
      : null;

  return {
    id,
    organizationId: org.id,
    categoryId,
    name,
    description,
    addressLine1: prefecture,
    addressLine2: city,
    images: [{ url: imageUrl('product', id) }],
    variantId: random.uuid(),
    skills,
    status: publication.status,
    publicationSince: publication.since,
    publicationUntil: publication.until,
    publishedAt: publication.publishedAt,
    supportsRemoteWork: remote,
    compensationType,
    compensationAmount,
    locationNotes,
    positionRequirements,
    workCompensation: statedPay ? `${statedPay}\n${workCompensation}` : workCompensation,
    workStartTime,
    workEndTime,
    contractMonths,
    ...terms,
    createdAt: new Date((publication.publishedAt ?? now).getTime() - random.int(1, 10) * DAY_MS),
  };
}
