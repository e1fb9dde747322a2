import * as v from 'valibot';
import { idSchema } from '../../lib/request-validation';

// Bodies and queries of `/api/chat` (docs/chat.md#api) that only the api uses; the bodies the
// chat sends are shared/src/schemas/chat-schemas.ts.

export const openTopicInputSchema = v.object({ orderId: idSchema });

export const topicQuerySchema = v.object({
  $expand: v.optional(v.pipe(v.string(), v.maxLength(500))),
});

export const messageQuerySchema = v.object({
  readStatusForOrg: v.optional(v.picklist(['true', 'false'], 'readStatusForOrg is true or false')),
});
