import { useTranslation } from 'react-i18next';
import { Button, FormError } from '@jobmatch/shared';
import { errorTextOf } from '@jobmatch/shared/errors';

/** A failed load, with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('wizard');
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[3] })}>
      <FormError>{`${t('load_error')} ${errorTextOf(error, t('generic_error'))}`}</FormError>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
