import type {
  OrganizationApplication,
  OrganizationApplicationStatus,
} from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';
import {
  creationOrderList,
  selectRecordPage,
  type ListRequest,
  type SqlParams,
} from '../../lib/keyset-pagination';

/**
 * An application to use the platform, as stored: its wire shape (`organization-application-json.ts`)
 * with dates, and who reviewed it. The email is lower-case, as users.email: the owner's
 * invitation goes to this address.
 */
export interface OrganizationApplicationRecord
  extends Omit<OrganizationApplication, 'reviewedAt' | 'createdAt'> {
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `a.id, a.organization_id AS "organizationId", a.company_name AS "companyName",
  a.contact_name AS "contactName", a.email, a.phone_number AS "phoneNumber",
  a.corporate_number AS "corporateNumber", a.postal_code AS "postalCode",
  a.address_line1 AS "addressLine1", a.address_line2 AS "addressLine2",
  a.address_line3 AS "addressLine3", a.website, a.description, a.status,
  a.rejection_reason AS "rejectionReason", a.reviewed_by AS "reviewedBy", a.reviewed_at AS "reviewedAt",
  a.created_at AS "createdAt"`;

export async function insertApplication(
  db: Queryable,
  input: Omit<
    OrganizationApplicationRecord,
    'status' | 'rejectionReason' | 'reviewedBy' | 'reviewedAt'
  >,
): Promise<OrganizationApplicationRecord> {
  const { rows } = await db.query<OrganizationApplicationRecord>(
    `INSERT INTO organization_applications AS a
       (id, organization_id, company_name, contact_name, email, phone_number, description, created_at,
        corporate_number, postal_code, address_line1, address_line2, address_line3, website)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     RETURNING ${COLUMNS}`,
    [
      input.id,
      input.organizationId,
      input.companyName,
      input.contactName,
      input.email.toLowerCase(),
      input.phoneNumber,
      input.description,
      input.createdAt,
      input.corporateNumber,
      input.postalCode,
      input.addressLine1,
      input.addressLine2,
      input.addressLine3,
      input.website,
    ],
  );
  return rows[0] as OrganizationApplicationRecord;
}

export async function findApplicationById(
  db: Queryable,
  id: string,
): Promise<OrganizationApplicationRecord | undefined> {
  const { rows } = await db.query<OrganizationApplicationRecord>(
    `SELECT ${COLUMNS} FROM organization_applications a WHERE a.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Decides a pending application. One conditional UPDATE, so of two administrators deciding at
 * once only one gets the row; undefined when it is unknown or was decided already.
 */
export async function decideApplication(
  db: Queryable,
  id: string,
  decision: {
    status: Exclude<OrganizationApplicationStatus, 'pending'>;
    rejectionReason: string | null;
    reviewedBy: string;
    now: Date;
  },
): Promise<OrganizationApplicationRecord | undefined> {
  const { rows } = await db.query<OrganizationApplicationRecord>(
    `UPDATE organization_applications a
        SET status = $2, rejection_reason = $3, reviewed_by = $4, reviewed_at = $5
      WHERE a.id = $1 AND a.status = 'pending'
      RETURNING ${COLUMNS}`,
    [id, decision.status, decision.rejectionReason, decision.reviewedBy, decision.now],
  );
  return rows[0];
}

/** `GET /organization-applications` (administrators): newest first, `?status=`. */
export const ORGANIZATION_APPLICATION_LIST = creationOrderList('a', 'desc');

export function listApplications(
  db: Queryable,
  list: ListRequest,
  params: SqlParams,
  status: OrganizationApplicationStatus | undefined,
) {
  return selectRecordPage<OrganizationApplicationRecord>(db, {
    columns: COLUMNS,
    from: 'organization_applications a',
    conditions: status ? [`a.status = ${params.add(status)}`] : [],
    list,
    resource: ORGANIZATION_APPLICATION_LIST,
    params,
  });
}
