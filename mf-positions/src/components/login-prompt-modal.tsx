import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal, buttonStyle, pathTo } from '@jobmatch/shared';

export interface LoginPromptModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  body: string;
  /** Where login and sign-up come back to, with the marker that finishes what the guest began. */
  intendedUrl: string;
}

const textStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  overflow-wrap: anywhere;
`;

/**
 * What a guest sees on pressing something that needs an account (apply, 気になる): sign-up or
 * login, both returning to `intendedUrl` (docs/positions.md#apply-flow).
 */
export function LoginPromptModal({
  open,
  onClose,
  title,
  body,
  intendedUrl,
}: LoginPromptModalProps) {
  const { t } = useTranslation('positions');
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={t('shared:close')}
      size="S"
      actions={
        <>
          <Link
            to={pathTo('auth.signup', null, { intendedUrl })}
            css={buttonStyle({ variant: 'secondary' })}
          >
            {t('apply_guest_signup')}
          </Link>
          <Link to={pathTo('auth.login', null, { intendedUrl })} css={buttonStyle()}>
            {t('apply_guest_login')}
          </Link>
        </>
      }
    >
      <p css={textStyle}>{body}</p>
    </Modal>
  );
}
