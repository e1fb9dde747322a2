/**
 * A Japanese postal code as it is written: `1000001` (or `100-0001`) → `〒100-0001`. Anything that
 * is not seven digits is shown as it was stored, after the mark.
 */
export function formatPostalCode(code: string): string {
  const digits = code.replace(/\D/g, '');
  return digits.length === 7 ? `〒${digits.slice(0, 3)}-${digits.slice(3)}` : `〒${code}`;
}
