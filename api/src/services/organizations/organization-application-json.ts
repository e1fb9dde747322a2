import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import { isoTime } from '../../lib/iso-time';
import type { OrganizationApplicationRecord } from './organization-applications-repository';

/** The application as the applicant and the administrators see it (never who reviewed it). */
export function toApplicationJson(
  application: OrganizationApplicationRecord,
): OrganizationApplication {
  return {
    id: application.id,
    organizationId: application.organizationId,
    companyName: application.companyName,
    contactName: application.contactName,
    email: application.email,
    phoneNumber: application.phoneNumber,
    corporateNumber: application.corporateNumber,
    postalCode: application.postalCode,
    addressLine1: application.addressLine1,
    addressLine2: application.addressLine2,
    addressLine3: application.addressLine3,
    website: application.website,
    description: application.description,
    status: application.status,
    rejectionReason: application.rejectionReason,
    reviewedAt: isoTime(application.reviewedAt),
    createdAt: isoTime(application.createdAt),
  };
}
