import { applicantInfoOf } from '../applicant-info';

describe('applicantInfoOf', () => {
  it('keeps what a company needs and drops what is the account’s own business', () => {
    const info = applicantInfoOf({
      id: 'u1',
      name: '山田 太郎',
      email: 'taro@example.com',
      phoneNumber: '09012345678',
      customFields: { katakana_name: 'ヤマダ タロウ' },
      emailVerified: true,
      preferences: { theme: 'dark' },
      reviewStats: { count: 1 },
      failedAttempts: 2,
      isLocked: false,
    });
    expect(info).toEqual({
      id: 'u1',
      name: '山田 太郎',
      email: 'taro@example.com',
      phoneNumber: '09012345678',
      customFields: { katakana_name: 'ヤマダ タロウ' },
    });
  });

  it('leaves the record it was given alone', () => {
    const user = { id: 'u1', isLocked: true };
    applicantInfoOf(user);
    expect(user).toEqual({ id: 'u1', isLocked: true });
  });
});
