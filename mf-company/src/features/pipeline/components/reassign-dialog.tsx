import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, bodyTextStyle } from '@jobmatch/shared';
import type { Pipeline, PipelineStage } from '@jobmatch/shared/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export interface ReassignDialogProps {
  /** The removed stages that still hold applicants, with how many. */
  stranded: Pipeline['stages'];
  /** The stages being saved: where the applicants may go. */
  kept: PipelineStage[];
  busy: boolean;
  /** The save's refusal, if any. */
  error: ReactNode;
  onConfirm: (reassign: Record<string, string>) => void;
  onClose: () => void;
}

/**
 * Removing a stage that holds applicants asks where they go (docs/company-desk.md#pipeline): a
 * choice per removed stage among the kept ones, the first by default.
 */
export function ReassignDialog({
  stranded,
  kept,
  busy,
  error,
  onConfirm,
  onClose,
}: ReassignDialogProps) {
  const { t } = useTranslation('company');
  const [targets, setTargets] = useState<Record<string, string>>(() =>
    Object.fromEntries(stranded.map((stage) => [stage.key, kept[0]?.key ?? ''])),
  );
  return (
    <ConfirmDialog
      title={t('pipeline_reassign_title')}
      confirmLabel={t('pipeline_reassign_confirm')}
      busy={busy}
      onConfirm={() => onConfirm(targets)}
      onClose={onClose}
    >
      {error}
      <p css={bodyTextStyle}>{t('pipeline_reassign_body')}</p>
      {stranded.map((stage) => (
        <SelectField
          key={stage.key}
          label={t('pipeline_reassign_label', { label: stage.label, count: stage.applicantCount })}
          options={kept.map((target) => ({ value: target.key, label: target.label }))}
          value={targets[stage.key]}
          onChange={(event) => setTargets({ ...targets, [stage.key]: event.target.value })}
        />
      ))}
    </ConfirmDialog>
  );
}
