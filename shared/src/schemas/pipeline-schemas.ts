import * as v from 'valibot';
import { PIPELINE_LIMITS } from '../contracts/pipeline';
import { decisionMessageSchema } from './conversation-schemas';
import { requiredText } from './safe-text';

// The company desk's inputs (docs/company-desk.md): the pipeline settings form, a move on the
// board, an internal note, an evaluation. The desk's forms and the api validate with these.

const { maxStages, labelMaxLength, keyMaxLength, noteMaxLength } = PIPELINE_LIMITS;

export const pipelineValidationMessages = {
  labelRequired: 'ステップ名を入力してください',
  labelTooLong: `ステップ名は${labelMaxLength}文字以内で入力してください`,
  labelsUnique: '同じ名前のステップがあります',
  stagesRequired: '選考ステップを1つ以上設定してください',
  tooManyStages: `選考ステップは${maxStages}個までです`,
  keysUnique: 'ステップのキーが重複しています',
  invalidKey: 'ステップのキーが正しくありません',
  noteRequired: 'メモを入力してください',
  noteTooLong: `メモは${noteMaxLength}文字以内で入力してください`,
  scoreRange: '評価は1〜5で選んでください',
  nothingToChange: 'status か customFields.stage を指定してください',
} as const;

const m = pipelineValidationMessages;

/** A stage key: lower-case letters, digits, `_` and `-`; stable while the label changes. */
export const stageKeySchema = v.pipe(
  v.string(m.invalidKey),
  v.regex(new RegExp(`^[a-z0-9][a-z0-9_-]{0,${keyMaxLength - 1}}$`), m.invalidKey),
);

export const stageLabelSchema = requiredText(m.labelRequired, labelMaxLength, m.labelTooLong);

/**
 * `PUT /api/organization/organizations/{orgId}/pipeline` (`PipelineInput`): the new stages, and
 * where the applicants of a removed stage go (removed stage key → a kept stage key).
 */
export const pipelineInputSchema = v.object({
  stages: v.pipe(
    v.array(v.object({ key: stageKeySchema, label: stageLabelSchema }), m.stagesRequired),
    v.minLength(1, m.stagesRequired),
    v.maxLength(maxStages, m.tooManyStages),
    v.check((stages) => new Set(stages.map((s) => s.key)).size === stages.length, m.keysUnique),
    v.check((stages) => new Set(stages.map((s) => s.label)).size === stages.length, m.labelsUnique),
  ),
  reassign: v.optional(v.record(stageKeySchema, stageKeySchema)),
});

/**
 * `PATCH /api/order/orgs/{orgId}/orders/{orderId}`: a new status, a new stage
 * (`customFields.stage`, which means 選考中), or both.
 */
export const orderUpdateInputSchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(['PENDING', 'PROCESSING', 'ACCEPTED', 'CLOSED'] as const)),
    message: decisionMessageSchema,
    customFields: v.optional(v.object({ stage: v.optional(v.nullable(stageKeySchema)) })),
  }),
  // named on `status`: the field a client that only decides must send
  v.forward(
    v.check(
      (input) => input.status !== undefined || input.customFields?.stage != null,
      m.nothingToChange,
    ),
    ['status'],
  ),
);
export type OrderUpdateInput = v.InferInput<typeof orderUpdateInputSchema>;

/** `POST …/orders/{orderId}/notes`. */
export const applicantNoteInputSchema = v.object({
  body: requiredText(m.noteRequired, noteMaxLength, m.noteTooLong),
});
export type ApplicantNoteInput = v.InferInput<typeof applicantNoteInputSchema>;

/** `PUT …/orders/{orderId}/evaluation`: the caller's own 1–5. */
export const applicantEvaluationInputSchema = v.object({
  score: v.pipe(
    v.number(m.scoreRange),
    v.integer(m.scoreRange),
    v.minValue(1, m.scoreRange),
    v.maxValue(5, m.scoreRange),
  ),
});
