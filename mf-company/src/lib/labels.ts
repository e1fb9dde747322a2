import type { OrderStatus } from '@jobmatch/shared';
import type { MemberRole, OrganizationStatus } from '@jobmatch/shared/contracts';

/** The `company` text key of each role (オーナー / 管理者 / メンバー). */
export const ROLE_LABEL_KEYS = {
  owner: 'role_owner',
  admin: 'role_admin',
  member: 'role_member',
} as const satisfies Record<MemberRole, string>;

/** The `company` text key of each organization status (審査中 / 利用中 / 利用不可). */
export const ORGANIZATION_STATUS_LABEL_KEYS = {
  pending: 'organization_status_pending',
  normal: 'organization_status_normal',
  rejected: 'organization_status_rejected',
} as const satisfies Record<OrganizationStatus, string>;

/** The `company` text key of an application's status (未対応 / 選考中 / 採用 / 不採用 / 取り消し). */
export const statusLabelKey = (status: OrderStatus) =>
  `applicant_status_${status.toLowerCase()}` as const;
