-- The messaging service (docs/chat.md): one topic per application, each side's read mark, and the
-- messages, numbered per topic in the order they were stored.

CREATE TABLE chat_topics (
  id               text PRIMARY KEY,
  -- `{organization name}/{position name}`, fixed when the topic is opened
  name             text NOT NULL,
  organization_id  text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- the job seeker
  user_id          text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- one topic per application
  order_id         text NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
  product_id       text NOT NULL,
  -- the sequence of the newest message: adding one updates this row first, so the row lock
  -- makes sequence order commit order
  last_sequence    integer NOT NULL DEFAULT 0,
  last_message_at  timestamptz,
  created_at       timestamptz NOT NULL
) WITH (
  -- every message rewrites its topic's row: room on the page keeps that a HOT update
  fillfactor = 50
);
-- the lists filter by one party; they order by a computed key (chat-repository.ts), not by an
-- index, so no indexed column changes when a message is stored (a HOT update, no index writes)
CREATE INDEX chat_topics_user_idx ON chat_topics (user_id);
CREATE INDEX chat_topics_organization_idx ON chat_topics (organization_id);

-- Each side's read mark: the highest sequence it has read (a member reads for the organization).
CREATE TABLE chat_subscriptions (
  topic_id         text NOT NULL REFERENCES chat_topics (id) ON DELETE CASCADE,
  subscriber_type  text NOT NULL CHECK (subscriber_type IN ('user', 'organization')),
  -- the job seeker's id, or the organization's
  subscriber_id    text NOT NULL,
  read_sequence    integer NOT NULL DEFAULT 0 CHECK (read_sequence >= 0),
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (topic_id, subscriber_type)
);

CREATE TABLE chat_messages (
  id                 text PRIMARY KEY,
  topic_id           text NOT NULL REFERENCES chat_topics (id) ON DELETE CASCADE,
  sequence           integer NOT NULL CHECK (sequence > 0),
  -- the writer (a user id); their name is copied, so a message reads the same later
  sender_id          text NOT NULL,
  sender_type        text NOT NULL CHECK (sender_type IN ('normalUser', 'organization')),
  sender_name        text NOT NULL,
  content            text NOT NULL,
  client_message_id  text,
  created_at         timestamptz NOT NULL,
  UNIQUE (topic_id, sequence)
);
-- a resend with the same client id is the same message
CREATE UNIQUE INDEX chat_messages_client_id_key ON chat_messages (topic_id, sender_id, client_message_id)
  WHERE client_message_id IS NOT NULL;
-- unread counts: one side's messages above the other side's read mark
CREATE INDEX chat_messages_unread_idx ON chat_messages (topic_id, sender_type, sequence);
