import { SIGNED_IN_HINT_STORAGE_KEY } from '../contracts/shell';

export { SIGNED_IN_HINT_STORAGE_KEY };
export const FINGERPRINT_STORAGE_KEY = 'jobmatch.fingerprint';
/** Where earlier versions kept the token pair; removed on load so no refresh token lingers. */
const LEGACY_TOKENS_STORAGE_KEY = 'jobmatch.tokens';

// Storage can be missing (Node) or throw (blocked cookies, private modes): the session then
// lives in memory only, which is still a working session for this page.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const target = storage();
    if (value === null) target?.removeItem(key);
    else target?.setItem(key, value);
  } catch {
    // Ignored on purpose, see storage().
  }
}

function randomFingerprint(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The device fingerprint the server ties tokens to: made once, then reused from storage. */
export function loadOrCreateFingerprint(): string {
  const existing = readItem(FINGERPRINT_STORAGE_KEY);
  if (existing) return existing;
  const fingerprint = randomFingerprint();
  writeItem(FINGERPRINT_STORAGE_KEY, fingerprint);
  return fingerprint;
}

export function hasSignedInHint(): boolean {
  return readItem(SIGNED_IN_HINT_STORAGE_KEY) === '1';
}

export function setSignedInHint(signedIn: boolean): void {
  writeItem(SIGNED_IN_HINT_STORAGE_KEY, signedIn ? '1' : null);
}

export function removeLegacyTokens(): void {
  writeItem(LEGACY_TOKENS_STORAGE_KEY, null);
}
