/** docs/positions.md#new-badge: a position published less than this many days ago is new. */
export const NEW_PRODUCT_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A product's publication block (docs/positions.md#visibility-window). Times are ISO 8601 strings. */
export interface Publication {
  status: string;
  since?: string | null;
  until?: string | null;
  publishedAt?: string | null;
}

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * docs/positions.md#visibility-window: a position is viewable only when ACTIVE and `now` lies inside the optional
 * since/until window. Job seekers see anything else as "not found" / "publication ended".
 */
export function isPublicationViewable(
  publication: Publication | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!publication || publication.status !== 'ACTIVE') return false;
  const at = now.getTime();
  const since = time(publication.since);
  const until = time(publication.until);
  return (since === null || since <= at) && (until === null || at < until);
}

/** docs/positions.md#new-badge: new when published less than 14 days ago (publishedAt, else the window start). */
export function isNewlyPublished(
  publication: Publication | null | undefined,
  now: Date = new Date(),
): boolean {
  const published = time(publication?.publishedAt) ?? time(publication?.since);
  if (published === null) return false;
  const age = now.getTime() - published;
  return age >= 0 && age < NEW_PRODUCT_DAYS * DAY_MS;
}

/**
 * The publication state a company sees (docs/jobs.md#publication): the stored status, with an
 * ACTIVE posting split by its window into scheduled (公開前), public (公開中) and ended (掲載終了).
 */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'public', 'ended', 'archived'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export function publicationStateOf(
  publication: Publication,
  now: Date = new Date(),
): PublicationState {
  if (publication.status === 'DRAFT') return 'draft';
  if (publication.status === 'ARCHIVED') return 'archived';
  const at = now.getTime();
  const since = time(publication.since);
  const until = time(publication.until);
  if (since !== null && at < since) return 'scheduled';
  if (until !== null && at >= until) return 'ended';
  return 'public';
}
