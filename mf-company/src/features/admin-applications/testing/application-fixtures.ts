// Test data of the administrators' application pages (tests only).
import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import { createTestUser } from '@jobmatch/shared/testing';

export const LIST_URL = '/api/organization/organization-applications';
export const detailUrl = (id: string) => `${LIST_URL}/${id}`;

/** A platform administrator (typeId 100): the pages' only audience. */
export const admin = createTestUser({ id: 'admin-1', typeId: '100', name: '運営 管理者' });

export function createApplication(
  overrides: Partial<OrganizationApplication> = {},
): OrganizationApplication {
  return {
    id: 'app-1',
    organizationId: 'org-1',
    companyName: '株式会社テックマッチ',
    contactName: '佐藤 花子',
    email: 'hanako@techmatch.example',
    phoneNumber: '0312345678',
    corporateNumber: '7000012050002',
    postalCode: '1000013',
    addressLine1: '東京都',
    addressLine2: '千代田区',
    addressLine3: '霞が関3-1-1',
    website: 'https://techmatch.example',
    description: 'Webサービスの開発をしています。\nエンジニアを募集したいです。',
    status: 'pending',
    rejectionReason: null,
    reviewedAt: null,
    createdAt: '2026-11-21T15:30:00Z',
    ...overrides,
  };
}
