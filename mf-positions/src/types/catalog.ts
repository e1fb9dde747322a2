import type { OrderKind, OrderWithdrawal } from '@jobmatch/shared/contracts';
// The product JSON (`Product`) is shared with the company pages' posting article: it is in
// `@jobmatch/shared/contracts`.
import type { Product, User } from '@jobmatch/shared/contracts';

export type OrderStatus = 'PENDING' | 'PROCESSING' | 'CANCELED' | 'ACCEPTED' | 'CLOSED';

export interface OrderLineItem {
  productId: string;
  productName: string;
  quantity: number;
  /** With `$expand=lineItems.product`: null once the posting is not viewable any more. */
  product?: Product | null;
  productViewable?: boolean;
  variant?: { id: string } | null;
}

/** An application (docs/positions.md#job-applications). */
export interface Order {
  id: string;
  createdAt: string;
  status: OrderStatus | string;
  organizationId?: string;
  organization?: {
    id?: string;
    name: string;
    logoImageUri?: string | null;
    iconImageUri?: string | null;
  } | null;
  lineItems: OrderLineItem[];
  customFields?: {
    demand_user_info?: Partial<User>;
    /** An application or a casual interview request (docs/conversations.md#casual-interviews). */
    kind?: OrderKind;
    message?: string;
  } | null;
  cancelReason?: 'INVENTORY' | 'DECLINED' | null;
  /** Set once the seeker withdrew it (取り下げ). */
  withdrawal?: OrderWithdrawal | null;
  /** When the company should reply by; null once it replied. */
  replyBy?: string | null;
  firstReplyAt?: string | null;
}
