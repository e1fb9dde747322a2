import type { Queryable } from '../../db/database';

export interface OrganizationCustomFields {
  business_operations?: string;
  industry?: string;
  organization_summary?: string;
}

export interface NewOrganization {
  id: string;
  name: string;
  url: string | null;
  website: string | null;
  logoImageUri: string | null;
  iconImageUri: string | null;
  postalCode: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  phoneNumber: string | null;
  customFields: OrganizationCustomFields;
  /** YYYY-MM-DD */
  establishedOn: string | null;
  employeeCount: number | null;
  capital: number | null;
  representativeName: string | null;
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
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, name, url, website, logo_image_uri, icon_image_uri, postal_code, address_line1, address_line2, address_line3,
  phone_number, custom_fields, to_char(established_on, 'YYYY-MM-DD') AS established_on, employee_count, capital,
  representative_name, brand_color, created_at, updated_at`;

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
         created_at, updated_at)
       VALUES ${tuples.join(', ')}`,
      params,
    );
  }
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

export async function findOrganizationsByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, OrganizationRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<OrganizationRow>(
    `SELECT ${COLUMNS} FROM organizations WHERE id = ANY($1::text[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
