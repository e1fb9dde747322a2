import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useFieldArray } from 'react-hook-form';
// Through the package's entries, not relative paths: the share scope hands those out once per
// page, so the remotes that show interviews carry no second copy of the design system and forms.
import {
  Button,
  Form,
  FormServerError,
  Modal,
  SelectField,
  TextAreaField,
  TextField,
} from '@jobmatch/shared';
import {
  INTERVIEW_LIMITS,
  type InterviewProposal,
  type OrderKind,
} from '@jobmatch/shared/contracts';
import { useAppForm } from '@jobmatch/shared/forms';
import { interviewValidationMessages } from '@jobmatch/shared/schemas';
import { useProposeInterview } from './api/propose-interview';
import { useInterviewsTranslation } from './interviews-texts';
import {
  earliestDate,
  initialProposalValues,
  pastRows,
  proposalFormSchema,
  toProposalInput,
  type ProposalFormValues,
} from './proposal-form';

export interface InterviewProposalDialogProps {
  open: boolean;
  onClose: () => void;
  organizationId: string;
  orderId: string;
  /** 面接 for an application, 面談 for a casual interview request. */
  orderKind?: OrderKind;
  /** The proposal this one replaces (a reschedule, or new times after the seeker asked for them). */
  replacing?: InterviewProposal;
  /** After the proposal was sent (the caller's toast). */
  onSent?: (proposal: InterviewProposal) => void;
  /** The clock (tests). */
  now?: () => Date;
}

const textStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.text.secondary};
`;

const slotStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
  display: grid;
  gap: ${theme.space[2]};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  & > legend {
    padding: 0 ${theme.space[1]};
    font-size: ${theme.typography.fontSize.s};
    font-weight: ${theme.typography.fontWeight.bold};
  }
  /* the date on a row of its own on a phone; the remove button always on the last row */
  & > :first-of-type,
  & > button {
    grid-column: 1 / -1;
  }
  & > button {
    justify-self: end;
  }
  ${theme.mq.tablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    & > :first-of-type {
      grid-column: auto;
    }
  }
`;

/**
 * The company's proposal (docs/conversations.md#interview-scheduling): 1–5 rows of a Tokyo date
 * with a start and an end, online (a URL) or in person (an address), a message, and for a
 * reschedule its reason. Used on the applicant page and in the company's thread alike.
 */
export function InterviewProposalDialog({
  open,
  onClose,
  organizationId,
  orderId,
  orderKind = 'application',
  replacing,
  onSent,
  now = () => new Date(),
}: InterviewProposalDialogProps) {
  const { t } = useInterviewsTranslation(orderKind);
  const formId = useId();
  const propose = useProposeInterview(organizationId, orderId);
  const rescheduling = replacing !== undefined;
  const form = useAppForm<ProposalFormValues>(proposalFormSchema(rescheduling), {
    defaultValues: {
      ...initialProposalValues(replacing),
      reason: replacing?.status === 'declined' ? t('reason_default_declined') : '',
    },
  });
  const {
    register,
    control,
    watch,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted, touchedFields, dirtyFields },
  } = form;
  const slots = useFieldArray({ control, name: 'slots' });
  const locationType = watch('locationType');
  const today = earliestDate(now());
  // the rows are validated together: a row's field speaks once it was used, or on submit
  type SlotKey = 'date' | 'start' | 'end';
  const slotError = (index: number, key: SlotKey) =>
    isSubmitted || touchedFields.slots?.[index]?.[key] || dirtyFields.slots?.[index]?.[key]
      ? errors.slots?.[index]?.[key]?.message
      : undefined;

  const onSubmit = (values: ProposalFormValues) => {
    if (propose.isPending) return;
    const past = pastRows(values, now());
    if (past.length > 0) {
      for (const index of past)
        setError(
          `slots.${index}.date`,
          { message: interviewValidationMessages.slotInPast },
          { shouldFocus: index === past[0] },
        );
      return;
    }
    propose.mutate(toProposalInput(values, replacing), {
      onSuccess: (proposal) => {
        onSent?.(proposal);
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={rescheduling ? t('dialog_title_reschedule') : t('dialog_title')}
      onClose={propose.isPending ? undefined : onClose}
      closeLabel={t('cancel')}
      size="M"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={propose.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={propose.isPending}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={handleSubmit(onSubmit)}>
        <p css={textStyle}>{t('dialog_lead', { max: INTERVIEW_LIMITS.slots })}</p>
        <FormServerError error={propose.error} />
        {slots.fields.map((field, index) => {
          const number = index + 1;
          return (
            <fieldset key={field.id} css={slotStyle}>
              <legend>{t('slot_group', { number })}</legend>
              <TextField
                type="date"
                label={t('slot_date')}
                min={today}
                required
                error={slotError(index, 'date')}
                {...register(`slots.${index}.date`)}
              />
              <TextField
                type="time"
                label={t('slot_start')}
                step={300}
                required
                error={slotError(index, 'start')}
                {...register(`slots.${index}.start`)}
              />
              <TextField
                type="time"
                label={t('slot_end')}
                step={300}
                required
                error={slotError(index, 'end')}
                {...register(`slots.${index}.end`)}
              />
              {slots.fields.length > 1 && (
                <Button variant="ghost" size="S" onClick={() => slots.remove(index)}>
                  {t('remove_slot', { number })}
                </Button>
              )}
            </fieldset>
          );
        })}
        {errors.slots?.root?.message && <p role="alert">{errors.slots.root.message}</p>}
        <Button
          variant="secondary"
          size="S"
          disabled={slots.fields.length >= INTERVIEW_LIMITS.slots}
          onClick={() => slots.append({ date: '', start: '', end: '' })}
        >
          {t('add_slot')}
        </Button>
        <SelectField
          label={t('location_type_label')}
          options={[
            { value: 'online', label: t('location_type_online') },
            { value: 'place', label: t('location_type_place') },
          ]}
          required
          {...register('locationType')}
        />
        {locationType === 'online' ? (
          <TextField
            type="url"
            label={t('url_label')}
            placeholder={t('url_placeholder')}
            required
            maxLength={INTERVIEW_LIMITS.urlLength}
            error={errors.url?.message}
            {...register('url')}
          />
        ) : (
          <TextField
            label={t('address_label')}
            placeholder={t('address_placeholder')}
            required
            maxLength={INTERVIEW_LIMITS.addressLength}
            error={errors.address?.message}
            {...register('address')}
          />
        )}
        {rescheduling && (
          <TextAreaField
            label={t('reason_label')}
            required
            rows={2}
            maxLength={INTERVIEW_LIMITS.reasonLength}
            error={errors.reason?.message}
            {...register('reason')}
          />
        )}
        <TextAreaField
          label={t('note_field_label')}
          placeholder={t('note_field_placeholder')}
          rows={3}
          maxLength={INTERVIEW_LIMITS.noteLength}
          error={errors.note?.message}
          {...register('note')}
        />
      </Form>
    </Modal>
  );
}
