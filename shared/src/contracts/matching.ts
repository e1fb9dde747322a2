// The personal side of the catalogue (docs/matching.md): recommendations with their match
// score, saved postings (気になる, the spec's interests), saved searches with alert mail and the
// seeker's notification settings. Every path is under /api/catalog/users/{userId}/, self only.
import type { ProductListItem } from './catalog';

/**
 * How much one seeker keeps (saved postings and saved searches) and what one saved search may
 * hold. Lengths are UTF-16 code units, as valibot's `maxLength` and `<input maxlength>` count.
 */
export const MATCHING_LIMITS = {
  interests: 500,
  savedSearches: 10,
  savedSearchName: 50,
  savedSearchFilters: 40,
  savedSearchFilterLength: 500,
} as const;

/** A recommended posting: a list item with its match score (0–100) and why, best reason first. */
export interface RecommendedProduct extends ProductListItem {
  matchScore: number;
  /** Japanese, e.g. 「Go・Kubernetes が一致」「希望年収（600万円）を満たす」「フルリモート可」. */
  matchReasons: string[];
}

/** One saved posting of `GET …/interests`, newest first. */
export interface Interest {
  productId: string;
  /** When it was saved (ISO 8601). */
  createdAt: string;
  /** The posting as its card shows it, also after its window ended. */
  product: ProductListItem;
  /** False once the posting's window ended: shown disabled with 「掲載終了」. */
  isViewable: boolean;
}

/** `PUT …/interests/{productId}`'s answer (also when it was saved before). */
export interface InterestMark {
  productId: string;
  createdAt: string;
}

/** `GET …/interest-ids`: the ids of every saved posting, for the toggles on cards. */
export interface InterestIds {
  value: string[];
}

/** How often a saved search mails its new postings. */
export type AlertFrequency = 'daily' | 'weekly' | 'off';

/** A saved search: the /positions search text and filter keys, with its alert. */
export interface SavedSearch {
  id: string;
  name: string;
  /** The search box's text; '' for none. */
  search: string;
  /** The filter keys of the /positions URL (`prefecture.13`, `salary.6000000`, …). */
  filters: string[];
  frequency: AlertFrequency;
  createdAt: string;
  updatedAt: string;
  /** When its last digest was made (mailed or found empty); null before the first. */
  lastDigestAt: string | null;
}

/**
 * `GET`/`PUT …/notification-settings`: the seeker's mail switches. Off, `savedSearchAlerts`
 * stops every saved search's digest whatever its frequency; `applicationStatus` stops the
 * mails about one's own applications (on by default).
 */
export interface NotificationSettings {
  savedSearchAlerts: boolean;
  applicationStatus: boolean;
}
