-- Matching, part 2 (docs/matching.md): saved postings (気になる, the spec's interests), saved
-- searches with their alert digests, jobs that run once per period across api instances, and
-- mail headers and attachments on the outbox.

-- A seeker's saved postings; archiving a posting deletes its rows (spec section 4).
CREATE TABLE interests (
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX interests_user_created_idx ON interests (user_id, created_at DESC, product_id DESC);
CREATE INDEX interests_product_idx ON interests (product_id);

-- A seeker's saved /positions search. A digest mails the postings listed after
-- `last_digest_at` (the search's creation before its first digest).
CREATE TABLE saved_searches (
  id              text PRIMARY KEY,
  user_id         text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name            text NOT NULL,
  search          text NOT NULL DEFAULT '',
  filters         text[] NOT NULL DEFAULT '{}',
  frequency       text NOT NULL CHECK (frequency IN ('daily', 'weekly', 'off')),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  last_digest_at  timestamptz NOT NULL
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at, id);
CREATE INDEX saved_searches_alerting_idx ON saved_searches (last_digest_at) WHERE frequency <> 'off';

-- The postings each saved search has mailed: never the same one twice for one search.
CREATE TABLE saved_search_postings (
  saved_search_id  text NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  product_id       text NOT NULL,
  mailed_at        timestamptz NOT NULL,
  PRIMARY KEY (saved_search_id, product_id)
);

-- One row per run of a periodic job and period (`2026-11-28` for a daily one): the insert is
-- the claim, so any number of api instances run it once; `lease_until` lets another instance
-- take over a run whose instance died before `finished_at`.
CREATE TABLE job_runs (
  name         text NOT NULL,
  period       text NOT NULL,
  started_at   timestamptz NOT NULL,
  lease_until  timestamptz NOT NULL,
  finished_at  timestamptz,
  result       jsonb,
  PRIMARY KEY (name, period)
);

-- Extra mail headers (name → value, e.g. List-Unsubscribe) and attachments
-- ([{ filename, contentType, content }], content in base64).
ALTER TABLE mail_outbox
  ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
