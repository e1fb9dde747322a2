import type { SessionTokens } from '../contracts';

export const FINGERPRINT_STORAGE_KEY = 'jobmatch.fingerprint';
export const TOKENS_STORAGE_KEY = 'jobmatch.tokens';

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

function isTokens(value: unknown): value is SessionTokens {
  const candidate = value as Partial<SessionTokens> | null;
  return (
    typeof candidate?.accessToken === 'string' &&
    typeof candidate.refreshToken === 'string' &&
    typeof candidate.userId === 'string'
  );
}

export function loadTokens(): SessionTokens | null {
  const raw = readItem(TOKENS_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isTokens(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveTokens(tokens: SessionTokens | null): void {
  writeItem(TOKENS_STORAGE_KEY, tokens ? JSON.stringify(tokens) : null);
}
