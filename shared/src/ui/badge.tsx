import { css, type Theme } from '@emotion/react';

export interface BadgeProps {
  count: number;
  /** Largest number shown as is; above it the badge shows `${max}${overflowSuffix}`. Default 100. */
  max?: number;
  /** Default '+'; the chat topic list uses '...' (docs/chat.md). */
  overflowSuffix?: string;
  /** What the number means for screen readers, e.g. "未読 5件" (the caller formats it). */
  'aria-label'?: string;
  tone?: 'error' | 'brand';
  className?: string;
}

const badgeStyle = (theme: Theme, tone: 'error' | 'brand') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${theme.radii.pill};
  background: ${tone === 'error' ? theme.colors.error.main : theme.colors.brand.main};
  color: ${theme.colors.text.inverse};
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Formats a badge count: '' when nothing should show, the number, or the capped text. */
export function formatBadgeCount(count: number, max = 100, overflowSuffix = '+'): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > max ? `${max}${overflowSuffix}` : String(whole);
}

/** Numeric counter (unread messages, new items). Renders nothing at 0 or below. */
export function Badge({
  count,
  max = 100,
  overflowSuffix = '+',
  'aria-label': ariaLabel,
  tone = 'error',
  className,
}: BadgeProps) {
  const text = formatBadgeCount(count, max, overflowSuffix);
  if (!text) return null;
  return (
    // role="img" lets the label replace the bare number for screen readers; aria-label
    // on a plain span is ignored by several of them.
    <span
      role={ariaLabel ? 'img' : undefined}
      aria-label={ariaLabel}
      className={className}
      css={(theme) => badgeStyle(theme, tone)}
    >
      {text}
    </span>
  );
}
