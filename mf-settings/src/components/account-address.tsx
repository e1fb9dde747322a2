import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Chip, secondaryTextStyle } from '@jobmatch/shared';
import type { User } from '@jobmatch/shared/contracts';

const termStyle = (theme: Theme) => css`
  ${secondaryTextStyle(theme)};
  margin: 0;
`;

const addressStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  overflow-wrap: anywhere;
`;

export interface AccountAddressProps {
  user: Pick<User, 'email' | 'emailVerified'>;
  label: string;
}

/** The account's current address under its label, marked while it is not verified yet. */
export function AccountAddress({ user, label }: AccountAddressProps) {
  const { t } = useTranslation('settings');
  return (
    <div>
      <p css={termStyle}>{label}</p>
      <p css={addressStyle}>
        <span>{user.email}</span>
        {!user.emailVerified && (
          <Chip size="XS" variant="outline">
            {t('email_unverified')}
          </Chip>
        )}
      </p>
    </div>
  );
}
