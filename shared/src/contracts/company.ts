// The company side's wire shapes (docs/company.md#api). The api's JSON mappers return these and
// mf-company reads them; both sides type against this file.

export type OrganizationStatus = 'pending' | 'normal' | 'rejected';
export type OrganizationApplicationStatus = 'pending' | 'approved' | 'rejected';
export type MemberRole = 'owner' | 'admin' | 'member';
export type MemberStatus = 'active' | 'suspended';
export type AttachmentType = 'logo' | 'icon' | 'title_image';

/** `POST /organizations` answer and the administrators' list and detail. */
export interface OrganizationApplication {
  id: string;
  organizationId: string;
  companyName: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  /**
   * What administrators vet the company with: its 法人番号 (13 digits), address and website. Null
   * on applications made before the form asked for them; the website is optional.
   */
  corporateNumber: string | null;
  postalCode: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  website: string | null;
  description: string | null;
  status: OrganizationApplicationStatus;
  rejectionReason: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

/** The company's own view of its organization (`GET /organizations/{orgId}` for a member). */
export interface CompanyOrganization {
  id: string;
  name: string;
  status: OrganizationStatus;
  /** Set once the owner has finished the registration wizard; null sends them there. */
  registeredAt: string | null;
  logoImageUri: string | null;
  iconImageUri: string | null;
  postalCode: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  phoneNumber: string | null;
  customFields: {
    business_operations: string | null;
    industry: string | null;
    organization_summary: string | null;
  };
  establishedOn: string | null;
  employeeCount: number | null;
  capital: number | null;
  website: string | null;
  representativeName: string | null;
}

/** The public company profile: `GET /api/organization/organizations/{orgId}` for anyone. */
export interface PublicOrganization {
  id: string;
  name: string;
  url: string | null;
  logoImageUri: string | null;
  iconImageUri: string | null;
  postalCode: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  phoneNumber: string | null;
  customFields: CompanyOrganization['customFields'];
  establishedOn: string | null;
  employeeCount: number | null;
  /** Yen. */
  capital: number | null;
  website: string | null;
  representativeName: string | null;
  /** Postings a job seeker can see now (the 求人 tab's count). */
  viewableProductCount: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * `GET /organizations/{orgId}` for its members and administrators, and `PATCH`'s answer: the
 * public profile plus the company's own view, so one page can show either.
 */
export interface MemberOrganizationView extends PublicOrganization, CompanyOrganization {}

/** `GET /api/organization/users/{userId}/organizations`. */
export interface UserOrganizationList {
  value: UserOrganization[];
}

/** `GET /api/organization/organizations/{orgId}/members`. */
export interface OrganizationMemberList {
  value: OrganizationMember[];
}

/**
 * The short form of a company inside postings, orders and topics (`$expand=organization`); null
 * there when the company is not (or no longer) there.
 */
export interface OrganizationSummary {
  id: string;
  name: string;
  logoImageUri: string | null;
  iconImageUri: string | null;
}

/** One row of `GET /users/{userId}/organizations`: where a company user works, and as what. */
export interface UserOrganization {
  organization: CompanyOrganization;
  role: MemberRole;
  memberStatus: MemberStatus;
}

/** One row of `GET /organizations/{orgId}/members`. */
export interface OrganizationMember {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  status: MemberStatus;
  createdAt: string;
}

/** An open invitation (`GET /invitations?organizationId=`). */
export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: MemberRole;
  createdAt: string;
  expiresAt: string;
}

/** `GET /api/demand-user/invitations?organizationId=…`: the organization's open invitations. */
export interface InvitationList {
  value: Invitation[];
}

/** What the accept page shows before the form (`GET /invitations/{id}` with the one-off token). */

export interface InvitationPreview {
  id: string;
  organizationName: string;
  email: string;
  role: MemberRole;
  /** Whether the address already has a company account: then the password must be its own. */
  accountExists: boolean;
  expiresAt: string;
}

/** `GET /orgs/{orgId}/attachment-upload-url`: where to PUT the file, and what the PUT must send. */
export interface UploadTarget {
  url: string;
  objectId: string;
  method: 'PUT';
  /** Headers the PUT must carry exactly (Content-Type; the signature is bound to them). */
  headers: Record<string, string>;
  expiresAt: string;
}

/** A registered attachment (`POST /orgs/{orgId}/attachments`). */
export interface Attachment {
  id: string;
  organizationId: string;
  objectId: string;
  ownerId: string;
  type: AttachmentType;
  isPublic: boolean;
  contentType: string;
  contentLength: number;
  url: string;
  createdAt: string;
}
