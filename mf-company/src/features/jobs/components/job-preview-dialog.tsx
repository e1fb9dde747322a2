import { useTranslation } from 'react-i18next';
import { Button, Modal, secondaryTextStyle } from '@jobmatch/shared';
import type { Product } from '@jobmatch/shared/contracts';
import { PostingFrame } from './posting-frame';

/**
 * The posting as the public page will show it (the same article as positions.show), from the
 * form as it is now, without the links that lead out of the form.
 */
export function JobPreviewDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation('company');
  const { t: tShared } = useTranslation('shared');
  return (
    <Modal
      open
      size="L"
      title={t('job_preview_title')}
      onClose={onClose}
      closeLabel={tShared('close')}
      actions={<Button onClick={onClose}>{t('job_preview_close')}</Button>}
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
        <p css={secondaryTextStyle}>{t('job_preview_note')}</p>
        <PostingFrame product={product} />
      </div>
    </Modal>
  );
}
