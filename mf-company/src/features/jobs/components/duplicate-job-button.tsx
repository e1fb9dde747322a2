import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, bodyTextStyle, pathTo } from '@jobmatch/shared';
import { toast } from 'shell/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useDuplicateCompanyProduct } from '../api/duplicate-company-product';

/** 複製: asks first, then opens the new draft's edit page. */
export function DuplicateJobButton({
  organizationId,
  productId,
}: {
  organizationId: string;
  productId: string;
}) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const duplicate = useDuplicateCompanyProduct(organizationId);
  const { submit, serverError } = useFormSubmission();
  const [asking, setAsking] = useState(false);

  const onConfirm = async () => {
    let copyId = '';
    const done = await submit(async () => {
      copyId = (await duplicate.mutateAsync(productId)).id;
    });
    if (!done) return;
    setAsking(false);
    toast.show(t('job_duplicated'), { variant: 'success' });
    navigate(pathTo('company.jobs.edit', { productId: copyId }));
  };

  return (
    <>
      <Button variant="secondary" size="S" onClick={() => setAsking(true)}>
        {t('job_duplicate')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('job_duplicate_title')}
          confirmLabel={t('job_duplicate_confirm')}
          busy={duplicate.isPending}
          onConfirm={() => void onConfirm()}
          onClose={() => setAsking(false)}
        >
          {serverError}
          <p css={bodyTextStyle}>{t('job_duplicate_body')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
