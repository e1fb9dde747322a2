import * as v from 'valibot';
import { ORDER_KINDS } from '../domain/order-status';
import { CASUAL_INTERVIEW_MESSAGE_MAX_LENGTH } from './conversation-schemas';
import { serverOwned } from './request-fields';

// Applying (docs/positions.md#apply-flow): the posting page sends this body and the api checks it
// with this schema. What the seeker is and where they live the server takes from the account.

const id = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100));

/** The one line item of an application: the posting. */
export const orderLineItemSchema = v.object({
  productId: id,
  quantity: v.optional(v.literal(1, 'quantity must be 1')),
  variantId: v.optional(id),
});
export type OrderLineItemInput = v.InferOutput<typeof orderLineItemSchema>;

/** `POST /api/order/orders`: an application or a casual interview request. */
export const orderInputSchema = v.object({
  customFields: v.optional(
    v.object({
      demand_user_info: serverOwned('the account, as the company may see it'),
      kind: v.optional(v.picklist(ORDER_KINDS, `kind must be one of ${ORDER_KINDS.join(', ')}`)),
      message: v.optional(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(
            CASUAL_INTERVIEW_MESSAGE_MAX_LENGTH,
            `message is at most ${CASUAL_INTERVIEW_MESSAGE_MAX_LENGTH} characters`,
          ),
        ),
      ),
    }),
  ),
  customer: serverOwned('the account (its name, contact and address)'),
  // the client sends `items` (docs/positions.md#apply-flow); `lineItems` is accepted as the same thing
  items: v.optional(
    v.pipe(v.array(orderLineItemSchema), v.length(1, 'an application has exactly one line item')),
  ),
  lineItems: v.optional(
    v.pipe(v.array(orderLineItemSchema), v.length(1, 'an application has exactly one line item')),
  ),
});
