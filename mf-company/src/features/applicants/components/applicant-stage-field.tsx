import { useTranslation } from 'react-i18next';
import { SelectField, placedStageOf } from '@jobmatch/shared';
import type { CompanyOrder, PipelineStage } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useUpdateApplicantStatus } from '../api/update-applicant-status';

/**
 * 選考ステップ of an open application (docs/company-desk.md#pipeline): choosing one makes it 選考中
 * in that stage; the seeker still sees 選考中 only.
 */
export function ApplicantStageField({
  organizationId,
  order,
  stages,
}: {
  organizationId: string;
  order: CompanyOrder;
  stages: readonly PipelineStage[];
}) {
  const { t } = useTranslation('company');
  const update = useUpdateApplicantStatus(organizationId, order.id);
  const { submit, serverError } = useFormSubmission({
    no_orders_with_allowed_status: t('applicant_status_conflict'),
  });
  const current = placedStageOf({ status: order.status, stage: order.customFields.stage }, stages);

  const onChange = async (key: string) => {
    const stage = stages.find((candidate) => candidate.key === key);
    if (!stage) return;
    if (await submit(() => update.mutateAsync({ customFields: { stage: key } })))
      toast.show(t('applicant_stage_changed', { label: stage.label }), { variant: 'success' });
  };

  return (
    <>
      {serverError}
      <SelectField
        label={t('applicant_stage')}
        placeholder={current ? undefined : t('board_column_pending')}
        options={stages.map((stage) => ({ value: stage.key, label: stage.label }))}
        value={current?.key ?? ''}
        disabled={update.isPending}
        onChange={(event) => void onChange(event.target.value)}
      />
    </>
  );
}
