import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** A random opaque token for mail links and refresh tokens (256 bits, URL-safe). */
export const createOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak does not hand out sessions. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const newId = (): string => randomUUID();

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
