import type { OrganizationStatus } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';
import { updateOrganization } from './organizations-repository';

// The company's logo and icon URLs (the catalogue's attachments set them: docs/company.md#attachments-catalog-service-apicatalog).

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

/** A change of the logo or icon, to or from `uri`. */
type ImageChange = (
  db: Queryable,
  id: string,
  image: OrganizationImage,
  uri: string,
  now: Date,
) => Promise<void>;

export const setOrganizationImage: ImageChange = async (db, id, image, uri, now) => {
  await updateOrganization(db, `${COLUMN[image]} = $2, updated_at = $3`, [id, uri, now]);
};

/** Clears the logo or icon if it is still `uri` (a newer one stays). */
export const clearOrganizationImage: ImageChange = async (db, id, image, uri, now) => {
  await updateOrganization(
    db,
    `${COLUMN[image]} = NULL, updated_at = $3`,
    [id, uri, now],
    `AND ${COLUMN[image]} = $2`,
  );
};
