import * as v from 'valibot';
import { MESSAGE_TEMPLATE_LIMITS } from '../contracts/message-templates';
import { requiredText } from './safe-text';

// A message template's body (docs/conversations.md#message-templates): the template form of the
// company desk and of the administrators validates with it, and the api checks its bodies with it.

const NAME_MAX = MESSAGE_TEMPLATE_LIMITS.nameMaxLength;
const CONTENT_MAX = MESSAGE_TEMPLATE_LIMITS.contentMaxLength;

export const messageTemplateValidationMessages = {
  nameRequired: '名前を入力してください',
  nameTooLong: `名前は${NAME_MAX}文字以内で入力してください`,
  contentRequired: '本文を入力してください',
  contentTooLong: `本文は${CONTENT_MAX}文字以内で入力してください`,
} as const;

const m = messageTemplateValidationMessages;

/** `POST` and `PATCH` bodies of a template (`MessageTemplateInput`). */
export const messageTemplateInputSchema = v.object({
  name: requiredText(m.nameRequired, NAME_MAX, m.nameTooLong),
  content: requiredText(m.contentRequired, CONTENT_MAX, m.contentTooLong),
});
