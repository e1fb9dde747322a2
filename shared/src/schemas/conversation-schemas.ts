import * as v from 'valibot';
import { safeText } from './safe-text';

// What a seeker and a company write beside a status (docs/conversations.md): the note with a
// casual interview request, the reason of a withdrawal, the company's message with a decision.
// The dialogs validate with these schemas and the api checks its bodies with the same ones.

export const CASUAL_INTERVIEW_MESSAGE_MAX_LENGTH = 500;
export const WITHDRAW_REASON_MAX_LENGTH = 500;
export const DECISION_MESSAGE_MAX_LENGTH = 1000;

export const conversationValidationMessages = {
  casualMessageTooLong: `メッセージは${CASUAL_INTERVIEW_MESSAGE_MAX_LENGTH}文字以内で入力してください`,
  withdrawReasonTooLong: `理由は${WITHDRAW_REASON_MAX_LENGTH}文字以内で入力してください`,
  decisionMessageTooLong: `メッセージは${DECISION_MESSAGE_MAX_LENGTH}文字以内で入力してください`,
} as const;

const m = conversationValidationMessages;

/** Optional free text: trimmed, empty as absent. */
const note = (max: number, tooLong: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, tooLong),
      safeText(),
      v.transform((text) => text || undefined),
    ),
  );

/** The casual interview dialog of a posting. */
export const casualInterviewRequestSchema = v.object({
  message: note(CASUAL_INTERVIEW_MESSAGE_MAX_LENGTH, m.casualMessageTooLong),
});
export type CasualInterviewRequestInput = v.InferInput<typeof casualInterviewRequestSchema>;

/** `POST /api/order/orders/{orderId}:withdraw`. */
export const withdrawInputSchema = v.object({
  reason: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(WITHDRAW_REASON_MAX_LENGTH, m.withdrawReasonTooLong),
        safeText(),
      ),
    ),
  ),
});
export type WithdrawInput = v.InferInput<typeof withdrawInputSchema>;

/** The company's own words with 採用 / 不採用 / 見送り, mailed to the seeker. */
export const decisionMessageSchema = note(DECISION_MESSAGE_MAX_LENGTH, m.decisionMessageTooLong);
