import { useEffect, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormError,
  LoadError,
  PageLayout,
  RouteLoading,
  TextField,
  bodyTextStyle,
  secondaryTextStyle,
} from '@jobmatch/shared';
import type { Pipeline } from '@jobmatch/shared/contracts';
import { PIPELINE_LIMITS } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { usePipeline } from '../../../api/get-pipeline';
import { actionRowStyle } from '../../../components/page-styles';
import { canManageOrganization } from '../../../lib/organization-roles';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { withCompanyMembership, type CompanyPageProps } from '../../../lib/with-company-membership';
import { useUpdatePipeline } from '../api/update-pipeline';
import {
  labelProblems,
  moveStage,
  newStageKey,
  stagesProblem,
  strandedStages,
  type StageDraft,
} from '../utils/stage-drafts';
import { ReassignDialog } from './reassign-dialog';

const listStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.raised};
`;

const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const rowToolsStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[1]};
  align-items: center;
  white-space: nowrap;
`;

/**
 * company.pipeline: the company's selection stages between 未対応 and the decision
 * (docs/company-desk.md#pipeline). Owners and admins rename, reorder, add and remove them; removing
 * one that holds applicants asks where they go. Members see the stages read-only.
 */
function PipelineSettings({ membership }: CompanyPageProps) {
  const { t } = useTranslation('company');
  const organizationId = membership.organization.id;
  const query = usePipeline(organizationId);
  if (query.isPending) return <RouteLoading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return (
    <PageLayout heading={t('pipeline_heading')} width="medium">
      <p css={bodyTextStyle}>{t('pipeline_intro')}</p>
      {canManageOrganization(membership.role) ? (
        <PipelineForm organizationId={organizationId} saved={query.data} />
      ) : (
        <>
          <p css={secondaryTextStyle}>{t('pipeline_read_only')}</p>
          <ol css={listStyle}>
            {query.data.stages.map((stage) => (
              <li key={stage.key} css={rowStyle}>
                <span>{stage.label}</span>
                <span css={secondaryTextStyle}>
                  {t('pipeline_stage_count', { count: stage.applicantCount })}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </PageLayout>
  );
}

function PipelineForm({ organizationId, saved }: { organizationId: string; saved: Pipeline }) {
  const { t } = useTranslation('company');
  const toDrafts = (pipeline: Pipeline): StageDraft[] =>
    pipeline.stages.map(({ key, label }) => ({ key, label }));
  const [stages, setStages] = useState<StageDraft[]>(() => toDrafts(saved));
  const [touched, setTouched] = useState(false);
  const [reassigning, setReassigning] = useState<Pipeline['stages'] | null>(null);
  const update = useUpdatePipeline(organizationId);
  const { submit, serverError, clearServerError } = useFormSubmission();
  const counts = new Map(saved.stages.map((stage) => [stage.key, stage.applicantCount]));
  const problems = labelProblems(stages);
  const listProblem = touched ? stagesProblem(stages) : null;

  // a save from elsewhere (another tab, a member) shows once this form has nothing unsaved
  useEffect(() => {
    if (!touched) setStages(toDrafts(saved));
  }, [saved, touched]);

  const edit = (next: StageDraft[]) => {
    setTouched(true);
    clearServerError();
    setStages(next);
  };

  const save = async (reassign?: Record<string, string>) => {
    setTouched(true);
    if (stagesProblem(stages)) return;
    const stranded = strandedStages(saved, stages);
    if (!reassign && stranded.length > 0) {
      setReassigning(stranded);
      return;
    }
    const done = await submit(
      () => update.mutateAsync({ stages, ...(reassign ? { reassign } : {}) }),
      (code) => {
        // someone moved applicants meanwhile: ask again with today's counts
        if (code !== 'stage_not_empty') return false;
        setReassigning(strandedStages(saved, stages));
        return true;
      },
    );
    if (!done) return;
    setReassigning(null);
    setTouched(false);
    toast.show(t('pipeline_saved'), { variant: 'success' });
  };

  return (
    <form
      css={formStyle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {!saved.customized && <p css={secondaryTextStyle}>{t('pipeline_default_note')}</p>}
      {serverError}
      <ol css={listStyle} aria-label={t('pipeline_title')}>
        {stages.map((stage, index) => (
          <li key={stage.key} css={rowStyle}>
            <TextField
              label={t('pipeline_stage_label', { number: index + 1 })}
              value={stage.label}
              maxLength={PIPELINE_LIMITS.labelMaxLength}
              error={touched ? problems[index] : undefined}
              hint={t('pipeline_stage_count', { count: counts.get(stage.key) ?? 0 })}
              onChange={(event) =>
                edit(stages.map((s, i) => (i === index ? { ...s, label: event.target.value } : s)))
              }
            />
            <div css={rowToolsStyle}>
              <Button
                variant="ghost"
                size="S"
                aria-label={t('pipeline_move_up', { label: stage.label })}
                disabled={index === 0}
                onClick={() => edit(moveStage(stages, index, -1))}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                size="S"
                aria-label={t('pipeline_move_down', { label: stage.label })}
                disabled={index === stages.length - 1}
                onClick={() => edit(moveStage(stages, index, 1))}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                size="S"
                aria-label={t('pipeline_remove', { label: stage.label })}
                disabled={stages.length === 1}
                onClick={() => edit(stages.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {listProblem && !problems.some(Boolean) && <FormError>{listProblem}</FormError>}
      <div css={actionRowStyle}>
        <Button
          variant="secondary"
          disabled={stages.length >= PIPELINE_LIMITS.maxStages}
          onClick={() => edit([...stages, { key: newStageKey(), label: t('pipeline_new_stage') }])}
        >
          {t('pipeline_add')}
        </Button>
        <Button type="submit" loading={update.isPending && !reassigning}>
          {t('pipeline_save')}
        </Button>
      </div>
      {reassigning && (
        <ReassignDialog
          stranded={reassigning}
          kept={stages}
          busy={update.isPending}
          error={serverError}
          onConfirm={(reassign) => void save(reassign)}
          onClose={() => setReassigning(null)}
        />
      )}
    </form>
  );
}

export const PipelineSettingsPage = withCompanyMembership(PipelineSettings, 'pipeline_title');
