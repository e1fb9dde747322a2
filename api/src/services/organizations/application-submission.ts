import type * as v from 'valibot';
import type { organizationApplicationInputSchema } from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { newId } from '../../lib/secure-tokens';
import {
  insertApplication,
  type OrganizationApplicationRecord,
} from './organization-applications-repository';
import { insertPendingOrganization } from './organizations-repository';

/** An application as `organizationApplicationInputSchema` leaves it. */
export type ApplicationSubmission = v.InferOutput<typeof organizationApplicationInputSchema>;

/**
 * Applies for use: the organization exists at once as `pending`, with the application that
 * names it (`POST /organizations` and the demo seed). Undefined when a pending or normal
 * organization has the name. Call it inside a transaction, so neither row stays alone.
 */
export async function submitApplication(
  tx: Queryable,
  input: ApplicationSubmission,
  now: Date,
): Promise<OrganizationApplicationRecord | undefined> {
  const organization = await insertPendingOrganization(tx, {
    id: newId(),
    name: input.companyName,
    now,
  });
  if (!organization) return undefined;
  return insertApplication(tx, {
    id: newId(),
    organizationId: organization.id,
    companyName: input.companyName,
    contactName: input.contactName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    corporateNumber: input.corporateNumber,
    postalCode: input.postalCode,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    addressLine3: input.addressLine3,
    website: input.website,
    description: input.description,
    createdAt: now,
  });
}
