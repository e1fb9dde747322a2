-- Conversations that lead somewhere (docs/conversations.md): casual interview requests beside
-- applications, withdrawals, topics closed for writing, messages that are more than text, and the
-- status mail that waits for the company to settle.

-- An order is an application or a casual interview request (`customFields.kind`); a seeker may
-- hold one of each per posting, so a casual talk can lead to a real application.
ALTER TABLE orders
  ADD COLUMN kind text NOT NULL DEFAULT 'application' CHECK (kind IN ('application', 'casual_interview')),
  -- the seeker took it back (取り下げ): CANCELED with DECLINED, and their optional reason
  ADD COLUMN withdrawn_at timestamptz,
  ADD COLUMN withdraw_reason text,
  -- the reason or message the company gave with its last decision, mailed to the seeker
  ADD COLUMN decision_message text,
  -- the company's first reply: a message in the topic or a status change
  ADD COLUMN first_reply_at timestamptz,
  -- the company should reply by then (docs/conversations.md#replies-on-time)
  ADD COLUMN reply_by timestamptz,
  -- the reminders sent about `reply_by`: the day before, and when it passed
  ADD COLUMN reply_reminded_at timestamptz,
  ADD COLUMN reply_overdue_mailed_at timestamptz;
DROP INDEX orders_user_product_key;
CREATE UNIQUE INDEX orders_user_product_kind_key ON orders (user_id, product_id, kind);
CREATE INDEX orders_reply_due_idx ON orders (reply_by) WHERE first_reply_at IS NULL AND reply_by IS NOT NULL;

-- A posting may turn casual interview requests off.
ALTER TABLE products ADD COLUMN casual_interview boolean NOT NULL DEFAULT true;

-- A topic closed for writing (the posting was archived, the seeker withdrew): why and since when.
ALTER TABLE chat_topics
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN closed_reason text;

-- A message is text, a notice the platform writes on a side's behalf (an archived posting, a
-- withdrawal), or an interview proposal card; `data` holds what the card shows.
ALTER TABLE chat_messages
  ADD COLUMN kind text NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'notice', 'interview')),
  ADD COLUMN data jsonb;

-- The status mail waits a grace period (docs/conversations.md#status-mails): per order, the status
-- the seeker last heard of, when a mail of a newer one is due (null: nothing pending) and when the
-- last one went, which spaces them an hour apart.
CREATE TABLE order_status_notices (
  order_id       text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  mailed_status  text NOT NULL,
  due_at         timestamptz,
  last_mailed_at timestamptz
);
CREATE INDEX order_status_notices_due_idx ON order_status_notices (due_at) WHERE due_at IS NOT NULL;

-- The responsiveness sample reads an organization's orders of the last 90 days, closed ones too.
CREATE INDEX orders_org_created_idx ON orders (organization_id, created_at);
