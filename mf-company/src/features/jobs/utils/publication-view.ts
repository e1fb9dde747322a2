import type { TFunction } from 'i18next';
import {
  PUBLICATION_STATES,
  formatDateTime,
  type ChipVariant,
  type PublicationState,
} from '@jobmatch/shared';
import type { CompanyProduct } from '@jobmatch/shared/contracts';

/** The `company` text key of each publication state (下書き / 公開前 / 公開中 / 掲載終了 / アーカイブ). */
export const PUBLICATION_STATE_LABEL_KEYS = {
  draft: 'job_state_draft',
  scheduled: 'job_state_scheduled',
  public: 'job_state_public',
  ended: 'job_state_ended',
  archived: 'job_state_archived',
} as const satisfies Record<PublicationState, string>;

/** Public stands out (job seekers see it now); what nobody sees is muted. */
export const PUBLICATION_STATE_VARIANTS: Record<PublicationState, ChipVariant> = {
  draft: 'default',
  scheduled: 'outline',
  public: 'primary',
  ended: 'muted',
  archived: 'muted',
};

/** `?state=` as the list reads it: one of the states, else all (an unknown value too). */
export function stateFilterOf(value: string | null): PublicationState | null {
  return PUBLICATION_STATES.find((state) => state === value) ?? null;
}

/** The publication window in Tokyo time; an open end says it is not set. */
export function publicationWindowText(
  t: TFunction<'company'>,
  publication: Pick<CompanyProduct['publication'], 'since' | 'until'>,
): string {
  return t('job_window', {
    since: publication.since ? formatDateTime(publication.since) : t('job_window_since_unset'),
    until: publication.until ? formatDateTime(publication.until) : t('job_window_until_unset'),
  });
}
