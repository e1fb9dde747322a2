import * as v from 'valibot';
import {
  acceptInvitationInputSchema,
  companyPasswordProblems,
  companyPasswordRuleMessages as rules,
  companyValidationMessages as m,
  invitationInputSchema,
  memberUpdateInputSchema,
  organizationApplicationInputSchema,
  organizationProfileInputSchema,
  rejectApplicationInputSchema,
} from '..';
import { messages } from './schema-messages';

describe('the company password rule', () => {
  it('accepts 8 to 64 characters with lower and upper case, a digit and a symbol', () => {
    expect(companyPasswordProblems('Secret1!')).toEqual([]);
    expect(companyPasswordProblems(`Aa1!${'x'.repeat(60)}`)).toEqual([]);
  });

  it('names every broken rule', () => {
    expect(companyPasswordProblems('short')).toEqual([
      rules.minLength(8),
      rules.uppercase,
      rules.digit,
      rules.symbol,
    ]);
    expect(companyPasswordProblems(`Aa1!${'x'.repeat(61)}`)).toEqual([rules.maxLength(64)]);
    expect(companyPasswordProblems('SECRET12!')).toEqual([rules.lowercase]);
  });

  it("reports the problems in one message on the accept form's password", () => {
    expect(messages(acceptInvitationInputSchema, { name: '山田', password: 'secret12' })).toEqual({
      password: `パスワードに誤りがあります：${rules.uppercase}、${rules.symbol}`,
    });
    expect(messages(acceptInvitationInputSchema, { name: ' ', password: 'Secret1!' })).toEqual({
      name: m.nameRequired,
    });
  });
});

describe('organizationApplicationInputSchema', () => {
  const valid = {
    companyName: ' 株式会社テスト ',
    contactName: '山田 太郎',
    email: 'hr@example.co.jp',
    phoneNumber: '0312345678',
    corporateNumber: '7000012050002',
    postalCode: '100-0013',
    addressLine1: '東京都',
    addressLine2: '千代田区',
    addressLine3: '霞が関3-1-1',
    website: '',
    description: '',
  };

  it('trims the texts and keeps an empty description and website as null', () => {
    expect(v.parse(organizationApplicationInputSchema, valid)).toEqual({
      ...valid,
      companyName: '株式会社テスト',
      postalCode: '1000013',
      website: null,
      description: null,
    });
  });

  it('checks the 法人番号: required, 13 digits, its check digit; full-width digits and hyphens are fine', () => {
    const corporateNumberOf = (corporateNumber: string) =>
      messages(organizationApplicationInputSchema, { ...valid, corporateNumber }).corporateNumber;
    expect(corporateNumberOf('')).toBe(m.corporateNumberRequired);
    expect(corporateNumberOf('12345')).toBe(m.corporateNumberFormat);
    expect(corporateNumberOf('8000012050002')).toBe(m.corporateNumberCheckDigit);
    expect(corporateNumberOf('1180301018771')).toBeUndefined();
    expect(
      v.parse(organizationApplicationInputSchema, {
        ...valid,
        corporateNumber: '７０００-０１２-０５０００２',
      }).corporateNumber,
    ).toBe('7000012050002');
  });

  it('needs the address; the website is an http(s) URL when given', () => {
    expect(
      messages(organizationApplicationInputSchema, {
        ...valid,
        postalCode: '12345',
        addressLine1: '',
        addressLine2: '',
        addressLine3: '',
        website: 'example.co.jp',
      }),
    ).toEqual({
      postalCode: m.zipCodeFormat,
      addressLine1: m.prefectureUnknown,
      addressLine2: m.cityRequired,
      addressLine3: m.streetRequired,
      website: m.urlFormat,
    });
  });

  it('refuses a missing name and contact and a phone with hyphens', () => {
    expect(
      messages(organizationApplicationInputSchema, {
        ...valid,
        companyName: '',
        contactName: '',
        phoneNumber: '03-1234-5678',
      }),
    ).toEqual({
      companyName: m.companyNameRequired,
      contactName: m.contactNameRequired,
      phoneNumber: m.phoneFormat,
    });
  });
});

describe('organizationProfileInputSchema', () => {
  it('needs only the name; every other field empty is null', () => {
    const parsed = v.parse(organizationProfileInputSchema, { name: '株式会社テスト' });
    expect(parsed.name).toBe('株式会社テスト');
    expect(Object.entries(parsed).filter(([, value]) => value !== null)).toEqual([
      ['name', '株式会社テスト'],
    ]);
  });

  it('stores the postal code as seven digits, written with or without its hyphen', () => {
    for (const postalCode of ['1000001', '100-0001'])
      expect(v.parse(organizationProfileInputSchema, { name: 'x', postalCode }).postalCode).toBe(
        postalCode.replace('-', ''),
      );
    expect(messages(organizationProfileInputSchema, { name: 'x', postalCode: '10-00001' })).toEqual(
      { postalCode: m.zipCodeFormat },
    );
  });

  it('reads capital and employees as whole numbers, and checks dates, URLs and prefectures', () => {
    const parsed = v.parse(organizationProfileInputSchema, {
      name: 'x',
      capital: '10000000',
      employeeCount: 50,
      establishedOn: '2010-04-01',
      website: 'https://example.co.jp',
      addressLine1: '東京都',
    });
    expect(parsed).toMatchObject({ capital: 10_000_000, employeeCount: 50 });
    expect(
      messages(organizationProfileInputSchema, {
        name: 'x',
        capital: '1.5',
        employeeCount: -1,
        establishedOn: '2010/04/01',
        website: 'javascript:alert(1)',
        addressLine1: '東京',
      }),
    ).toEqual({
      capital: m.wholeNumber,
      employeeCount: m.wholeNumber,
      establishedOn: m.dateFormat,
      website: m.urlFormat,
      addressLine1: m.prefectureUnknown,
    });
  });
});

describe('invitations, members and reviews', () => {
  it('invites an address with one of the three roles', () => {
    expect(v.parse(invitationInputSchema, { email: 'a@example.com', role: 'admin' })).toEqual({
      email: 'a@example.com',
      role: 'admin',
    });
    expect(messages(invitationInputSchema, { email: 'a@example.com', role: 'boss' })).toEqual({
      role: m.roleRequired,
    });
  });

  it('changes a member by role or by status', () => {
    expect(v.is(memberUpdateInputSchema, { role: 'member' })).toBe(true);
    expect(v.is(memberUpdateInputSchema, { status: 'suspended' })).toBe(true);
    expect(v.is(memberUpdateInputSchema, { status: 'gone' })).toBe(false);
  });

  it('rejects only with a reason', () => {
    expect(messages(rejectApplicationInputSchema, { reason: '  ' })).toEqual({
      reason: m.reasonRequired,
    });
  });
});
