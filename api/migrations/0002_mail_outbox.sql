-- Every mail the api sends, whatever the transport: the audit trail and the dev outbox.
-- No foreign key to users: mail about a deleted account stays on record.
CREATE TABLE mail_outbox (
  id          text PRIMARY KEY,
  -- insertion order: several mails can share one timestamp
  seq         bigint GENERATED ALWAYS AS IDENTITY,
  kind        text NOT NULL,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text NOT NULL,
  links       jsonb NOT NULL DEFAULT '[]'::jsonb,
  transport   text NOT NULL,
  created_at  timestamptz NOT NULL,
  sent_at     timestamptz,
  error       text
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, created_at DESC, seq DESC);
