import { errorMessage } from '@jobmatch/shared';

/** The catalogue code of a failed call (`ApiRequestError.code`), or null for anything else. */
export function errorCodeOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return null;
}

/** The Japanese message for a failed call: the catalogue's text for its code, else `fallback`. */
export function errorTextOf(error: unknown, fallback: string): string {
  return errorMessage(errorCodeOf(error)) ?? fallback;
}
