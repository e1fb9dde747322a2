-- Uploads that cannot fill the disk (docs/company.md#upload-limits): every upload URL the api
-- signs is kept until its object is registered as an attachment (the row goes) or the upload
-- housekeeping job deletes the object (never registered within 24 hours, or refused by a
-- registration). An organization's quota counts its attachments and these rows together.
-- No foreign key: a deleted organization's uploads still need their objects deleted.
CREATE TABLE upload_grants (
  object_id        text PRIMARY KEY,
  organization_id  text NOT NULL,
  user_id          text NOT NULL,
  content_length   bigint NOT NULL CHECK (content_length > 0),
  created_at       timestamptz NOT NULL,
  -- set when a registration refused the stored object: it is deleted at the next run
  refused_at       timestamptz,
  -- set when the housekeeping job starts deleting the object: no registration takes it then
  deleting_at      timestamptz
);
CREATE INDEX upload_grants_organization_idx ON upload_grants (organization_id);
CREATE INDEX upload_grants_created_idx ON upload_grants (created_at);
CREATE INDEX upload_grants_refused_idx ON upload_grants (refused_at) WHERE refused_at IS NOT NULL;
