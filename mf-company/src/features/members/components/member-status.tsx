import { css, type Theme } from '@emotion/react';

export type MemberStatusTone = 'active' | 'suspended' | 'invited';

const toneStyle = (theme: Theme, tone: MemberStatusTone) => {
  const palette = {
    active: theme.colors.success,
    suspended: theme.colors.warning,
    invited: theme.colors.info,
  }[tone];
  return css`
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radii.pill};
    background: ${palette.subtle};
    color: ${palette.text};
    font-size: ${theme.typography.fontSize.xs};
    font-weight: ${theme.typography.fontWeight.bold};
    white-space: nowrap;
  `;
};

/** 利用中 / 停止中 / 招待中 as a coloured pill (the word carries the meaning, not the colour). */
export function MemberStatus({ tone, label }: { tone: MemberStatusTone; label: string }) {
  return <span css={(theme) => toneStyle(theme, tone)}>{label}</span>;
}
