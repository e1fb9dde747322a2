import type { OrganizationStatus } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';

// The company's logo and icon URLs (the catalogue's attachments set them: docs/company.md#attachments).

export type OrganizationImage = 'logo' | 'icon';

const COLUMN: Readonly<Record<OrganizationImage, string>> = {
  logo: 'logo_image_uri',
  icon: 'icon_image_uri',
};

/**
 * The organization's status, its row locked until the transaction ends: two logos registered at
 * once then replace one another in turn instead of both surviving.
 */
export async function lockOrganization(
  db: Queryable,
  id: string,
): Promise<OrganizationStatus | undefined> {
  const { rows } = await db.query<{ status: OrganizationStatus }>(
    'SELECT status FROM organizations WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0]?.status;
}

export async function setOrganizationImage(
  db: Queryable,
  id: string,
  image: OrganizationImage,
  uri: string,
  now: Date,
): Promise<void> {
  await db.query(`UPDATE organizations SET ${COLUMN[image]} = $2, updated_at = $3 WHERE id = $1`, [
    id,
    uri,
    now,
  ]);
}

/** Clears the logo or icon if it is still `uri` (a newer one stays). */
export async function clearOrganizationImage(
  db: Queryable,
  id: string,
  image: OrganizationImage,
  uri: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE organizations SET ${COLUMN[image]} = NULL, updated_at = $3
      WHERE id = $1 AND ${COLUMN[image]} = $2`,
    [id, uri, now],
  );
}
