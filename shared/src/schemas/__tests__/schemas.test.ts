import * as v from 'valibot';
import {
  changeEmailInputSchema,
  changePasswordInputSchema,
  createSignupInputSchema,
  deactivateAccountInputSchema,
  emailSchema,
  loginInputSchema,
  passwordSchema,
  resetPasswordInputSchema,
  resetPasswordRequestInputSchema,
  signupInputSchema,
} from '..';

/** Field path → first message, as a form resolver would show them. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const flat = v.flatten(result.issues);
  const errors: Record<string, string> = {};
  if (flat.root?.[0]) errors.root = flat.root[0];
  for (const [path, messages] of Object.entries(flat.nested ?? {}))
    if (messages?.[0]) errors[path] = messages[0];
  return errors;
}

function messageOf(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

describe('emailSchema', () => {
  it('asks for an address when empty or blank', () => {
    expect(messageOf(emailSchema, '')).toBe('メールアドレスを入力してください');
    expect(messageOf(emailSchema, '   ')).toBe('メールアドレスを入力してください');
    expect(messageOf(emailSchema, undefined)).toBe('メールアドレスを入力してください');
  });

  it.each([
    'taro',
    'taro@',
    '@example.com',
    'taro@example',
    'taro @example.com',
    'ta ro@example.com',
  ])('rejects %p', (email) => {
    expect(messageOf(emailSchema, email)).toBe('有効なメールアドレスを入力してください');
  });

  it('accepts addresses in any case and trims them', () => {
    expect(v.parse(emailSchema, '  Taro.Yamada+job@Example.CO.JP ')).toBe(
      'Taro.Yamada+job@Example.CO.JP',
    );
  });
});

describe('passwordSchema', () => {
  it('asks for a password when empty', () => {
    expect(messageOf(passwordSchema, '')).toBe('パスワードを入力してください');
  });

  it.each([
    ['abc1', 'パスワードに誤りがあります：8文字以上で入力してください'],
    ['a1'.repeat(13), 'パスワードに誤りがあります：24文字以内で入力してください'],
    ['ABCDEFG1', 'パスワードに誤りがあります：英小文字を1文字以上含めてください'],
    ['abcdefgh', 'パスワードに誤りがあります：数字を1文字以上含めてください'],
    [
      'ABC',
      'パスワードに誤りがあります：8文字以上で入力してください、英小文字を1文字以上含めてください、数字を1文字以上含めてください',
    ],
  ])('reports every failing rule of %p', (password, message) => {
    expect(messageOf(passwordSchema, password)).toBe(message);
  });

  it.each(['abcdefg1', 'Abcdef1!', 'a1'.repeat(12), 'パスワードabc123'])(
    'accepts %p (uppercase and symbols optional)',
    (password) => {
      expect(v.is(passwordSchema, password)).toBe(true);
    },
  );
});

describe('loginInputSchema', () => {
  it('only requires a password, whatever its strength', () => {
    expect(errorsOf(loginInputSchema, { email: 'demo@jobmatch.example', password: 'x' })).toEqual(
      {},
    );
    expect(errorsOf(loginInputSchema, { email: '', password: '' })).toEqual({
      email: 'メールアドレスを入力してください',
      password: 'パスワードを入力してください',
    });
  });
});

describe('signup input', () => {
  const valid = { email: 'new@example.com', password: 'secret123' };

  it('checks the password strength', () => {
    expect(errorsOf(signupInputSchema, { ...valid, password: 'short1' })).toEqual({
      password: 'パスワードに誤りがあります：8文字以上で入力してください',
    });
  });

  it('does not ask for agreements unless their links are configured', () => {
    expect(v.parse(signupInputSchema, valid)).toEqual({
      ...valid,
      agreedToPrivacyPolicy: false,
      agreedToUserAgreement: false,
    });
  });

  it('requires both agreements when asked to', () => {
    const schema = createSignupInputSchema({ requireAgreements: true });
    expect(
      errorsOf(schema, { ...valid, agreedToPrivacyPolicy: false, agreedToUserAgreement: false }),
    ).toEqual({
      agreedToPrivacyPolicy: 'プライバシーポリシーに同意してください',
      agreedToUserAgreement: '利用規約に同意してください',
    });
    expect(
      errorsOf(schema, { ...valid, agreedToPrivacyPolicy: true, agreedToUserAgreement: true }),
    ).toEqual({});
  });
});

describe('password reset', () => {
  it('requests a reset by email', () => {
    expect(errorsOf(resetPasswordRequestInputSchema, { email: 'x' })).toEqual({
      email: '有効なメールアドレスを入力してください',
    });
  });

  it('requires a strong new password and a matching confirmation', () => {
    expect(errorsOf(resetPasswordInputSchema, { newPassword: '', confirmNewPassword: '' })).toEqual(
      {
        newPassword: '新しいパスワードを入力してください',
        confirmNewPassword: '確認用のパスワードを入力してください',
      },
    );
    expect(
      errorsOf(resetPasswordInputSchema, {
        newPassword: 'secret123',
        confirmNewPassword: 'secret124',
      }),
    ).toEqual({
      confirmNewPassword: 'パスワードが一致しません',
    });
    expect(
      errorsOf(resetPasswordInputSchema, {
        newPassword: 'secret123',
        confirmNewPassword: 'secret123',
      }),
    ).toEqual({});
  });
});

describe('changePasswordInputSchema', () => {
  it('requires the current password and checks the new one', () => {
    expect(
      errorsOf(changePasswordInputSchema, {
        password: '',
        newPassword: 'abc',
        confirmNewPassword: 'abc',
      }),
    ).toEqual({
      password: '現在のパスワードを入力してください',
      newPassword:
        'パスワードに誤りがあります：8文字以上で入力してください、数字を1文字以上含めてください',
    });
  });

  it('reports a confirmation mismatch on the confirmation field', () => {
    expect(
      errorsOf(changePasswordInputSchema, {
        password: 'old',
        newPassword: 'secret123',
        confirmNewPassword: 'other123',
      }),
    ).toEqual({
      confirmNewPassword: 'パスワードが一致しません',
    });
  });
});

describe('changeEmailInputSchema', () => {
  it('validates the new address', () => {
    expect(errorsOf(changeEmailInputSchema, { email: '', password: 'old' })).toEqual({
      email: 'メールアドレスを入力してください',
    });
    expect(v.parse(changeEmailInputSchema, { email: ' new@example.com', password: 'old' })).toEqual(
      {
        email: 'new@example.com',
        password: 'old',
      },
    );
  });

  it('needs the current password', () => {
    expect(errorsOf(changeEmailInputSchema, { email: 'new@example.com', password: '' })).toEqual({
      password: '現在のパスワードを入力してください',
    });
  });
});

describe('deactivateAccountInputSchema', () => {
  it('needs the current password', () => {
    expect(errorsOf(deactivateAccountInputSchema, { password: '' })).toEqual({
      password: '現在のパスワードを入力してください',
    });
    expect(v.parse(deactivateAccountInputSchema, { password: 'old' })).toEqual({
      password: 'old',
    });
  });
});
