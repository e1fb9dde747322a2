import * as v from 'valibot';
import {
  EMAIL_MAX_LENGTH,
  emailSchema,
  isSafeText,
  loginInputSchema,
  profileInputSchema,
  safeString,
  userCustomFieldsInputSchema,
  validationMessages,
} from '..';

const NUL = '\u0000';
const HIGH = '\uD83D'; // the first half of 😀
const LOW = '\uDE00'; // its second half

/** The messages of every issue, by dotted path. */
function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.issues) byPath[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byPath;
}

describe('isSafeText', () => {
  it.each(['', 'テスト', '😀 emoji', 'שלום עולם', '\u202Eright to left', "'; DROP TABLE users;--"])(
    'accepts %p',
    (text) => expect(isSafeText(text)).toBe(true),
  );

  it.each([
    ['a NUL', `a${NUL}b`],
    ['a lone high surrogate', `a${HIGH}`],
    ['a lone low surrogate', `${LOW}b`],
    ['a pair in the wrong order', `${LOW}${HIGH}`],
    ['a high surrogate before a plain character', `${HIGH}x${LOW}`],
  ])('refuses %s', (_what, text) => expect(isSafeText(text)).toBe(false));

  it('accepts surrogate pairs next to lone halves only when paired', () => {
    expect(isSafeText(`${HIGH}${LOW}`)).toBe(true);
    expect(isSafeText(`${HIGH}${LOW}${LOW}`)).toBe(false);
    expect(isSafeText(`${HIGH}${HIGH}${LOW}`)).toBe(false);
  });
});

describe('the text rule in the shared schemas', () => {
  it('safeString answers the one message', () => {
    expect(issuesOf(safeString(), `x${NUL}`)).toEqual({ '': validationMessages.unsafeText });
    expect(issuesOf(safeString(), 'x')).toEqual({});
  });

  it('holds for email and password', () => {
    expect(
      issuesOf(loginInputSchema, { email: `a${NUL}@example.com`, password: `p${HIGH}` }),
    ).toEqual({ email: validationMessages.unsafeText, password: validationMessages.unsafeText });
  });

  it('holds for names and addresses of the profile', () => {
    const profile = {
      personName: `山田${NUL}`,
      furigana: 'ヤマダ',
      zipCode: '1000001',
      prefecture: '東京都',
      cityTownVillage: `千代田区${LOW}`,
      townStreetBuilding: '千代田1-1',
      contactPhone: '09012345678',
    };
    expect(issuesOf(profileInputSchema, profile)).toEqual({
      personName: validationMessages.unsafeText,
      cityTownVillage: validationMessages.unsafeText,
    });
  });

  it('holds for the custom fields the api checks, keys included', () => {
    expect(
      issuesOf(userCustomFieldsInputSchema, {
        skills: [`java${NUL}`],
        years_experience: { [`it${HIGH}`]: 'lt1' },
        compensation_amount: `1${NUL}`,
      }),
    ).toMatchObject({
      'skills.0': validationMessages.unsafeText,
      compensation_amount: validationMessages.unsafeText,
    });
    expect(
      Object.keys(
        issuesOf(userCustomFieldsInputSchema, { years_experience: { [`it${HIGH}`]: 'x' } }),
      ),
    ).toContain(`years_experience.it${HIGH}`);
  });
});

describe('email length', () => {
  const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

  it(`accepts ${EMAIL_MAX_LENGTH} characters and refuses one more`, () => {
    expect(issuesOf(emailSchema, address(EMAIL_MAX_LENGTH))).toEqual({});
    expect(issuesOf(emailSchema, address(EMAIL_MAX_LENGTH + 1))).toEqual({
      '': validationMessages.emailTooLong(EMAIL_MAX_LENGTH),
    });
  });

  it('refuses a 3,000-character address', () => {
    expect(v.safeParse(emailSchema, address(3000)).success).toBe(false);
  });
});
