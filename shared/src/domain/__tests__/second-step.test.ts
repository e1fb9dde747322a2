import type { LoginResponse } from '../../contracts';
import { challengeInFragment, challengeOf, secondStepPath } from '../second-step';

describe('the second step across pages', () => {
  it('reads a challenge from a sign-in answer, or null when it signed in', () => {
    expect(challengeOf({ accessToken: 'a', userId: 'u' })).toBeNull();
    // answers off the network can be malformed, whatever their type says
    const malformed = (answer: object) => answer as LoginResponse;
    expect(challengeOf(malformed({ twoFactorRequired: true }))).toBeNull();
    expect(challengeOf({ twoFactorRequired: true, challengeToken: 'c', method: 'email' })).toEqual({
      twoFactorRequired: true,
      challengeToken: 'c',
      method: 'email',
    });
    expect(challengeOf(malformed({ twoFactorRequired: true, challengeToken: 'c' }))?.method).toBe(
      'totp',
    );
  });

  it('carries the challenge to the login page in the fragment and back', () => {
    const challenge = {
      twoFactorRequired: true,
      challengeToken: 'a/b+c',
      method: 'email',
    } as const;
    const path = secondStepPath(challenge, '/company/mypage');
    const url = new URL(path, 'http://jobmatch.test');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('intendedUrl')).toBe('/company/mypage');
    expect(url.search).not.toContain('a/b+c');
    expect(challengeInFragment(url.hash)).toEqual(challenge);
    expect(challengeInFragment('')).toBeNull();
  });
});
