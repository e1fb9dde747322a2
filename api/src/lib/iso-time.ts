/**
 * A timestamp as the JSON answers carry it: ISO 8601 in UTC. Drivers hand back `Date`s, but a
 * value that went through JSON or text is a string, so both are accepted.
 */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null): string | null;
export function isoTime(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
