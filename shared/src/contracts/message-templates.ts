// Message templates (定型文) on the wire (docs/conversations.md#message-templates): the
// platform's, kept by administrators, and each company's own.

export interface MessageTemplate {
  id: string;
  /** The company that keeps it; null for the platform's (shared with every company). */
  organizationId: string | null;
  name: string;
  /** The text with its placeholders (`{応募者名}`, `{求人名}`). */
  content: string;
  createdAt: string;
  updatedAt: string;
}

/** A template as the composer of one topic inserts it: its placeholders filled. */
export interface FilledMessageTemplate {
  id: string;
  name: string;
  content: string;
  /** The platform's rather than the company's own. */
  shared: boolean;
}

/** `GET /message-templates` and `GET /organizations/{orgId}/message-templates`: every template of one owner. */
export interface MessageTemplateList {
  value: MessageTemplate[];
}

/** `GET /topics/{id}/message-templates`: the company's own templates, then the platform's, filled. */
export interface FilledMessageTemplateList {
  value: FilledMessageTemplate[];
}

export const MESSAGE_TEMPLATE_LIMITS = {
  nameMaxLength: 50,
  /** A filled template is sent as a message: the same limit. */
  contentMaxLength: 2000,
  /** Templates one company, or the platform, keeps. */
  perOwner: 50,
} as const;

/** The placeholders the composer fills from the topic. */
export const MESSAGE_TEMPLATE_PLACEHOLDERS = {
  applicantName: '{応募者名}',
  postingName: '{求人名}',
} as const;
