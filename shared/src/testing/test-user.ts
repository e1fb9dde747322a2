import type { User } from '../contracts';

/** A verified job seeker who finished the sign-up wizard; override what a test is about. */
export function createTestUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    typeId: '000',
    name: '山田 太郎',
    email: 'taro@example.com',
    emailVerified: true,
    phoneNumber: '09012345678',
    postalCode: '1000001',
    addressLine1: '東京都',
    addressLine2: '千代田区',
    addressLine3: '千代田1-1',
    iconImageUri: null,
    failedAttempts: 0,
    isLocked: false,
    ...overrides,
    customFields: {
      katakana_name: 'ヤマダ タロウ',
      is_signup_wizard_complete: true,
      ...overrides.customFields,
    },
  };
}
