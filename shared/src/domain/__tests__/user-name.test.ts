import { ownNameOf, signUpPlaceholderName } from '../user-name';

describe('signUpPlaceholderName', () => {
  it("is the address's local part", () => {
    expect(signUpPlaceholderName('taro.yamada@example.com')).toBe('taro.yamada');
  });
});

describe('ownNameOf', () => {
  it('is the name once the user has given one', () => {
    expect(ownNameOf({ name: '山田 太郎', email: 'taro@example.com' })).toBe('山田 太郎');
  });

  it('is null while the record holds the sign-up placeholder, or nothing', () => {
    const email = 'taro.yamada@example.com';
    expect(ownNameOf({ name: signUpPlaceholderName(email), email })).toBeNull();
    expect(ownNameOf({ name: '', email })).toBeNull();
    expect(ownNameOf({ name: '  ', email })).toBeNull();
    expect(ownNameOf(null)).toBeNull();
  });
});
