import type { CompanyOrganization, OrganizationStatus } from '@jobmatch/shared/contracts';
import type { OrganizationProfile } from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { orTaken } from '../../db/database-errors';
import {
  creationOrderList,
  selectRecordPage,
  type ListRequest,
  type SqlParams,
} from '../../lib/keyset-pagination';
import { selectByIds } from '../../lib/select-by-ids';
import { organizationNameKey } from './organization-name-key';

export interface OrganizationCustomFields {
  business_operations?: string;
  industry?: string;
  organization_summary?: string;
}

/** A catalogue company to store: the contract's profile fields, and what only the api keeps. */
export interface NewOrganization
  extends Pick<
    CompanyOrganization,
    | 'id'
    | 'name'
    | 'website'
    | 'logoImageUri'
    | 'iconImageUri'
    | 'postalCode'
    | 'addressLine1'
    | 'addressLine2'
    | 'addressLine3'
    | 'phoneNumber'
    | 'establishedOn'
    | 'employeeCount'
    | 'capital'
    | 'representativeName'
  > {
  url: string | null;
  customFields: OrganizationCustomFields;
  brandColor: string;
  createdAt: Date;
}

export interface OrganizationRow {
  id: string;
  name: string;
  url: string | null;
  website: string | null;
  logo_image_uri: string | null;
  icon_image_uri: string | null;
  postal_code: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
  phone_number: string | null;
  custom_fields: OrganizationCustomFields;
  established_on: string | null;
  employee_count: number | null;
  capital: string | number | null;
  representative_name: string | null;
  brand_color: string;
  status: OrganizationStatus;
  registered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, name, url, website, logo_image_uri, icon_image_uri, postal_code, address_line1, address_line2, address_line3,
  phone_number, custom_fields, to_char(established_on, 'YYYY-MM-DD') AS established_on, employee_count, capital,
  representative_name, brand_color, status, registered_at, created_at, updated_at`;

export async function insertOrganizations(
  db: Queryable,
  organizations: readonly NewOrganization[],
  batchSize = 200,
): Promise<void> {
  for (let start = 0; start < organizations.length; start += batchSize) {
    const params: unknown[] = [];
    const tuples = organizations.slice(start, start + batchSize).map((org) => {
      const values = [
        org.id,
        org.name,
        org.url,
        org.website,
        org.logoImageUri,
        org.iconImageUri,
        org.postalCode,
        org.addressLine1,
        org.addressLine2,
        org.addressLine3,
        org.phoneNumber,
        JSON.stringify(org.customFields),
        org.establishedOn,
        org.employeeCount,
        org.capital,
        org.representativeName,
        org.brandColor,
        org.createdAt,
        org.createdAt,
        // the catalogue's companies are approved and registered ones
        org.createdAt,
        organizationNameKey(org.name),
      ];
      const placeholders = values.map((value, i) => {
        params.push(value);
        return i === 11
          ? `$${params.length}::jsonb`
          : i === 12
            ? `$${params.length}::date`
            : `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(
      `INSERT INTO organizations (id, name, url, website, logo_image_uri, icon_image_uri, postal_code, address_line1, address_line2,
         address_line3, phone_number, custom_fields, established_on, employee_count, capital, representative_name, brand_color,
         created_at, updated_at, registered_at, name_key)
       VALUES ${tuples.join(', ')}`,
      params,
    );
  }
}

/**
 * The organization's status, held until the transaction ends (`FOR SHARE`): nobody changes the
 * status meanwhile, while rows that name the organization may still be written (a `FOR UPDATE`
 * would also hold back every insert whose foreign key names it).
 */
export async function holdOrganizationStatus(
  db: Queryable,
  id: string,
): Promise<OrganizationStatus | undefined> {
  const { rows } = await db.query<{ status: OrganizationStatus }>(
    'SELECT status FROM organizations WHERE id = $1 FOR SHARE',
    [id],
  );
  return rows[0]?.status;
}

export async function findOrganizationById(
  db: Queryable,
  id: string,
): Promise<OrganizationRow | undefined> {
  const { rows } = await db.query<OrganizationRow>(
    `SELECT ${COLUMNS} FROM organizations WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export const findOrganizationsByIds = (
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, OrganizationRow>> =>
  selectByIds(
    db,
    `SELECT ${COLUMNS} FROM organizations WHERE id = ANY($1::text[])`,
    ids,
    (row: OrganizationRow) => row.id,
  );

/**
 * The organization an application creates at once, `pending` until an administrator approves
 * it; undefined when a pending or normal organization has the name or a look-alike of it (the
 * unique index on the name's key decides).
 */
export async function insertPendingOrganization(
  db: Queryable,
  input: { id: string; name: string; now: Date },
): Promise<OrganizationRow | undefined> {
  const { rows } = await db.query<OrganizationRow>(
    `INSERT INTO organizations (id, name, name_key, status, created_at, updated_at)
     VALUES ($1, $2, $4, 'pending', $3, $3)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [input.id, input.name, input.now, organizationNameKey(input.name)],
  );
  return rows[0];
}

/**
 * `UPDATE organizations SET {set} WHERE id = $1 {and}`: the organization as the update left it,
 * or undefined when no row matched.
 */
export async function updateOrganization(
  db: Queryable,
  set: string,
  params: readonly unknown[],
  and = '',
): Promise<OrganizationRow | undefined> {
  const { rows } = await db.query<OrganizationRow>(
    `UPDATE organizations SET ${set} WHERE id = $1 ${and} RETURNING ${COLUMNS}`,
    params,
  );
  return rows[0];
}

export async function setOrganizationStatus(
  db: Queryable,
  id: string,
  status: OrganizationStatus,
  now: Date,
): Promise<void> {
  await updateOrganization(db, 'status = $2, updated_at = $3', [id, status, now]);
}

/**
 * Writes the whole company profile of a `normal` organization (the form always sends every
 * field; empty ones are null). Undefined when the organization is not `normal`; 'taken' when
 * another organization has the name or a look-alike of it. One statement, outside any transaction, so the unique
 * index's refusal can be caught.
 */
export async function updateOrganizationProfile(
  db: Queryable,
  id: string,
  profile: OrganizationProfile,
  options: { completeRegistration: boolean; now: Date },
): Promise<OrganizationRow | undefined | 'taken'> {
  const customFields = {
    business_operations: profile.businessOperations,
    industry: profile.industry,
    organization_summary: profile.organizationSummary,
  };
  return orTaken(
    updateOrganization(
      db,
      `name = $2, custom_fields = jsonb_strip_nulls(custom_fields || $3::jsonb),
       established_on = $4::date, capital = $5, employee_count = $6, website = $7,
       representative_name = $8, phone_number = $9, postal_code = $10, address_line1 = $11,
       address_line2 = $12, address_line3 = $13,
       registered_at = CASE WHEN $14::boolean THEN COALESCE(registered_at, $15) ELSE registered_at END,
       updated_at = $15, name_key = $16`,
      [
        id,
        profile.name,
        JSON.stringify(customFields),
        profile.establishedOn,
        profile.capital,
        profile.employeeCount,
        profile.website,
        profile.representativeName,
        profile.phoneNumber,
        profile.postalCode,
        profile.addressLine1,
        profile.addressLine2,
        profile.addressLine3,
        options.completeRegistration,
        options.now,
        organizationNameKey(profile.name),
      ],
      "AND status = 'normal'",
    ),
  );
}

/** `GET /organizations` (administrators): newest first, `?status=`. */
export const ORGANIZATION_LIST = creationOrderList('o', 'desc');

export function listOrganizations(
  db: Queryable,
  list: ListRequest,
  params: SqlParams,
  status: OrganizationStatus | undefined,
) {
  return selectRecordPage<OrganizationRow>(db, {
    columns: COLUMNS,
    from: 'organizations o',
    conditions: status ? [`o.status = ${params.add(status)}`] : [],
    list,
    resource: ORGANIZATION_LIST,
    params,
  });
}
