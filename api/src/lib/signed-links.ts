import { createHmac } from 'node:crypto';
import { safeEqual } from './secure-tokens';

/**
 * Signs a value for a link that must work without a login and without a stored token (a
 * digest's unsubscribe link). Each purpose gets its own key derived from the token secret, so a
 * signature made for one purpose is worthless for another and never a valid access token.
 */
export interface LinkSigner {
  /** `value.signature`, URL-safe. */
  sign(value: string): string;
  /** The value a token signed, or undefined for a forged or mangled one. */
  verify(token: string): string | undefined;
}

export function createLinkSigner(secret: string, purpose: string): LinkSigner {
  const key = createHmac('sha256', secret).update(`signed-link:${purpose}`).digest();
  const signatureOf = (value: string) =>
    createHmac('sha256', key).update(value).digest('base64url');
  return {
    sign: (value) => `${value}.${signatureOf(value)}`,
    verify(token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const value = token.slice(0, dot);
      return safeEqual(token.slice(dot + 1), signatureOf(value)) ? value : undefined;
    },
  };
}
