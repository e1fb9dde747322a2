import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiRequestError,
  Button,
  FormError,
  bodyTextStyle,
  formatDateTime,
} from '@jobmatch/shared';
import type { CompanyProduct, JobStatus } from '@jobmatch/shared/contracts';
import { errorTextOf } from '@jobmatch/shared/errors';
import { toast } from 'shell/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { actionRowStyle } from '../../../components/page-styles';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useUpdateCompanyProduct } from '../api/update-company-product';

/** The changes of docs/jobs.md#publication a confirmation comes before. */
type ConfirmedAction = 'publish' | 'unpublish' | 'archive';

const NEXT_STATUS: Record<ConfirmedAction, JobStatus> = {
  publish: 'ACTIVE',
  unpublish: 'DRAFT',
  archive: 'ARCHIVED',
};

/** A start still to come: publishing then makes the posting public at that moment. */
function futureStart(product: CompanyProduct, now = Date.now()): string | null {
  const { since } = product.publication;
  return since && Date.parse(since) > now ? since : null;
}

export interface PublicationActionsProps {
  product: CompanyProduct;
  organizationId: string;
}

/**
 * What the posting's status allows (docs/jobs.md#publication): a draft is published or archived,
 * a published one goes back to a draft or is archived, an archived one is un-archived (to a
 * draft). Publishing, un-publishing and archiving are confirmed first.
 */
export function PublicationActions({ product, organizationId }: PublicationActionsProps) {
  const { t } = useTranslation('company');
  const [dialog, setDialog] = useState<ConfirmedAction | null>(null);
  const update = useUpdateCompanyProduct();
  const status = product.publication.status;

  const unarchive = async () => {
    try {
      await update.mutateAsync({
        organizationId,
        productId: product.id,
        change: { status: 'DRAFT' },
      });
      toast.show(t('job_unarchived'), { variant: 'success' });
    } catch (error) {
      toast.show(errorTextOf(error, t('job_action_failed')), { variant: 'error' });
    }
  };

  return (
    <>
      <div css={actionRowStyle}>
        {status === 'DRAFT' && (
          <>
            <Button variant="secondary" onClick={() => setDialog('archive')}>
              {t('job_archive')}
            </Button>
            <Button onClick={() => setDialog('publish')}>{t('job_publish')}</Button>
          </>
        )}
        {status === 'ACTIVE' && (
          <>
            <Button variant="secondary" onClick={() => setDialog('archive')}>
              {t('job_archive')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('unpublish')}>
              {t('job_unpublish')}
            </Button>
          </>
        )}
        {status === 'ARCHIVED' && (
          <Button variant="secondary" onClick={() => void unarchive()} loading={update.isPending}>
            {t('job_unarchive')}
          </Button>
        )}
      </div>
      {dialog && (
        <PublicationDialog
          action={dialog}
          product={product}
          organizationId={organizationId}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

function PublicationDialog({
  action,
  product,
  organizationId,
  onClose,
}: PublicationActionsProps & { action: ConfirmedAction; onClose: () => void }) {
  const { t } = useTranslation('company');
  const update = useUpdateCompanyProduct();
  const [ownError, setOwnError] = useState<string | null>(null);
  // A 409: someone changed the status meanwhile (the page shows the new one).
  const { submit, serverError } = useFormSubmission({
    wrong_parameter: t('job_error_status_changed'),
  });
  const start = futureStart(product);
  const { until } = product.publication;

  const onConfirm = async () => {
    setOwnError(null);
    const done = await submit(
      () =>
        update.mutateAsync({
          organizationId,
          productId: product.id,
          change: { status: NEXT_STATUS[action] },
        }),
      (code, error) => {
        // publishing a posting whose end has passed (docs/jobs.md#rules)
        if (
          code !== 'wrong_parameter' ||
          !(error instanceof ApiRequestError) ||
          error.httpCode !== 400
        )
          return false;
        setOwnError(
          error.target === 'publication.until'
            ? t('job_error_publication_until_detail')
            : t('job_action_failed'),
        );
        return true;
      },
    );
    if (!done) return;
    if (action === 'publish' && start)
      toast.show(t('job_published_scheduled', { date: formatDateTime(start) }), {
        variant: 'success',
      });
    else toast.show(t(`job_${action}_done`), { variant: 'success' });
    onClose();
  };

  const paragraphs =
    action === 'publish'
      ? [
          start
            ? t('job_publish_body_scheduled', { date: formatDateTime(start) })
            : t('job_publish_body_now'),
          until ? t('job_publish_body_until', { date: formatDateTime(until) }) : null,
        ]
      : action === 'unpublish'
        ? [t('job_unpublish_body')]
        : [t('job_archive_body_applicants'), t('job_archive_body_irreversible')];

  return (
    <ConfirmDialog
      title={t(`job_${action}_title`)}
      confirmLabel={t(`job_${action}_confirm`)}
      confirmVariant={action === 'archive' ? 'danger' : 'primary'}
      busy={update.isPending}
      onConfirm={() => void onConfirm()}
      onClose={onClose}
    >
      <FormError>{ownError}</FormError>
      {serverError}
      {paragraphs.filter(Boolean).map((paragraph) => (
        <p key={paragraph} css={bodyTextStyle}>
          {paragraph}
        </p>
      ))}
    </ConfirmDialog>
  );
}
