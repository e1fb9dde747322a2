import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import { Button } from '@jobmatch/shared';
import { toast } from 'shell/toast';

const listStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;
  padding: ${theme.space[4]};
  list-style: none;
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 1rem;
  letter-spacing: 0.04em;
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[2]};
  & > * {
    flex: 1;
  }
`;

/**
 * The ten recovery codes, shown once: copy them or save them as a text file. Each signs in once
 * when the app or the mailbox is out of reach.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('settings');
  const text = `${t('two_factor_codes_file_heading')}\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('two_factor_codes_copied'), { variant: 'success' });
    } catch {
      toast.show(t('two_factor_codes_copy_failed'), { variant: 'error' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'jobmatch-recovery-codes.txt';
    link.click();
    // after the click has been handled: some browsers read the URL later
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <>
      <ul css={listStyle} aria-label={t('two_factor_codes_heading')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div css={actionsStyle}>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('two_factor_codes_copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('two_factor_codes_download')}
        </Button>
      </div>
    </>
  );
}
