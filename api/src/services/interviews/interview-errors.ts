import { ApiError } from '../../lib/api-error';

// The refusals of interview scheduling (docs/errors.md#conversation-codes). The messages are the
// api's; the apps show their own text for each code.

export const slotTaken = () =>
  new ApiError(409, 'interview_slot_taken', 'この面接の日程はすでに確定しています', {
    target: 'slotIndex',
  });

export const interviewExpired = () =>
  new ApiError(409, 'interview_expired', '候補日時が過ぎているため、この日程は選べません', {
    target: 'slotIndex',
  });

export const proposalNotOpen = () =>
  new ApiError(409, 'interview_not_open', 'この日程調整はすでに終了しています');

export const orderNotOpen = () =>
  new ApiError(409, 'no_orders_with_allowed_status', 'この応募では面接の日程を調整できません');

export const topicClosed = () =>
  new ApiError(409, 'topic_closed', 'このやりとりは終了しているため、面接を提案できません');
