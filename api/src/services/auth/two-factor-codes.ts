import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../../lib/secure-tokens';

// The second step's codes (docs/accounts.md#two-step-verification): RFC 6238 TOTP with the
// parameters every authenticator app reads from the QR code, single-use recovery codes and
// six-digit mailed codes. Pure functions; what is used up is the repository's business.

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step before and after the server's clock are accepted (clock skew). */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'JobMatch';

function totpFor(secretBase32: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as the URI carries it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export const otpauthUri = (secretBase32: string, label: string): string =>
  totpFor(secretBase32, label).toString();

/** The 30-second step a time falls in. */
export const totpStepAt = (now: Date): number =>
  Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The step whose code `code` is, within the window around `now`, or undefined. The caller
 * refuses a step at or before the last one used, so each code signs in once.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | undefined {
  const delta = totpFor(secretBase32, ISSUER).validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? undefined : totpStepAt(now) + delta;
}

// Recovery codes avoid letters that read alike (0/o, 1/l/i) when copied from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: 10 characters of a 31-letter alphabet (49 bits), throttled like a login. */
export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) {
    if (index === 5) code += '-';
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  }
  return code;
}

/** What a person types, however spaced, hyphenated or capitalised, as stored. */
export const normalizeRecoveryCode = (input: string): string =>
  input.toLowerCase().replace(/[\s-]/g, '');

export const hashRecoveryCode = (code: string): string => hashToken(normalizeRecoveryCode(code));

/** Six digits, leading zeros kept. */
export const newEmailCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

/** A mailed code is hashed with its user, so equal codes of two users never share a hash. */
export const hashEmailCode = (userId: string, code: string): string =>
  hashToken(`${userId}:${code}`);

/** Six digits (an app's or a mail's code), as typed with spaces removed. */
export const isSixDigitCode = (input: string): boolean => /^\d{6}$/.test(input);

/** Spaces removed, full-width digits made ASCII (a Japanese keyboard may type ０１２…). */
export const normalizeCodeInput = (input: string): string =>
  input.normalize('NFKC').replace(/\s/g, '');
