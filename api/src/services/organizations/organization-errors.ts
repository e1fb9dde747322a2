import { ApiError } from '../../lib/api-error';

/** Two organizations cannot share a name while either is pending or normal (docs/company.md#company-applications). */
export const nameTaken = (target: string) =>
  new ApiError(409, 'already_exists', 'An organization with this name already exists', { target });

/** The company profile can be edited once an administrator has approved the organization. */
export const organizationNotNormal = () =>
  new ApiError(409, 'organization_not_normal', 'The organization has not been approved');
