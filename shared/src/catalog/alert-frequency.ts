import type { AlertFrequency } from '../contracts';
import { ensureI18n } from '../i18n/i18n-instance';

/** In the order the selects offer them; 毎日 is the default of a new saved search. */
export const ALERT_FREQUENCIES = [
  'daily',
  'weekly',
  'off',
] as const satisfies readonly AlertFrequency[];

export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

/** 毎日 / 毎週 / 受け取らない (the `shared` namespace). */
export const alertFrequencyLabel = (frequency: AlertFrequency): string =>
  ensureI18n().t(`alert_frequency_${frequency}`, { ns: 'shared' });
