-- Message templates (定型文, docs/conversations.md#message-templates): the platform's, kept by
-- administrators (the spec's admin templates; `organization_id` null), and each company's own.
CREATE TABLE message_templates (
  id               text PRIMARY KEY,
  organization_id  text REFERENCES organizations (id) ON DELETE CASCADE,
  name             text NOT NULL,
  content          text NOT NULL,
  created_by       text NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL
);
CREATE INDEX message_templates_organization_idx ON message_templates (organization_id, created_at);
