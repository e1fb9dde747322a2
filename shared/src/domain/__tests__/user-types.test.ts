import {
  audienceOf,
  audienceOfType,
  isAdminType,
  isCompanyType,
  isJobSeekerType,
  isSignUpComplete,
  isUserTypeId,
} from '../user-types';

describe('user types', () => {
  it.each([
    ['000', 'jobSeeker'],
    ['001', 'jobSeeker'],
    ['010', 'companyMember'],
    ['011', 'companyMember'],
    ['100', 'admin'],
    ['110', 'admin'],
  ])('reads %s as %s', (typeId, audience) => {
    expect(audienceOfType(typeId)).toBe(audience);
  });

  it('gives no audience to malformed ids', () => {
    for (const typeId of ['', '1', '0100', 'abc', '200', ' 100']) {
      expect(isUserTypeId(typeId)).toBe(false);
      expect(audienceOfType(typeId)).toBeNull();
      expect(isAdminType(typeId)).toBe(false);
      expect(isCompanyType(typeId)).toBe(false);
      expect(isJobSeekerType(typeId)).toBe(false);
    }
  });

  it('treats a missing user as a guest', () => {
    expect(audienceOf(null)).toBeNull();
    expect(audienceOf(undefined)).toBeNull();
    expect(audienceOf({ typeId: '100' })).toBe('admin');
  });
});

describe('isSignUpComplete', () => {
  it('is true only once the wizard marked the profile complete', () => {
    expect(isSignUpComplete({ customFields: { is_signup_wizard_complete: true } })).toBe(true);
    for (const customFields of [
      {},
      { is_signup_wizard_complete: false },
      { is_signup_wizard_complete: 'true' },
      null,
      undefined,
    ])
      expect(isSignUpComplete({ customFields })).toBe(false);
    expect(isSignUpComplete(null)).toBe(false);
    expect(isSignUpComplete(undefined)).toBe(false);
  });
});
