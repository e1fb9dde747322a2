import type { WorkStyle } from '../contracts';
import { ensureI18n } from '../i18n/i18n-instance';

export type { WorkStyle } from '../contracts';

/** Work styles in the order forms offer them: a posting's and a seeker's desired one. */
export const WORK_STYLES = [
  'full_remote',
  'hybrid',
  'office',
] as const satisfies readonly WorkStyle[];

export function isWorkStyle(value: unknown): value is WorkStyle {
  return typeof value === 'string' && (WORK_STYLES as readonly string[]).includes(value);
}

/** フルリモート / ハイブリッド / 出社, from the `shared` namespace; null for another value. */
export function workStyleLabel(style: unknown): string | null {
  if (!isWorkStyle(style)) return null;
  return ensureI18n().t(`work_style_${style}`, { ns: 'shared' });
}
