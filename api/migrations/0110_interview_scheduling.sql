-- Interview scheduling (docs/conversations.md#interview-scheduling): a company proposes candidate
-- times for an order's interview, the seeker books one, either side cancels, the company
-- reschedules. An interview is one calendar event: its id is the event's UID and `sequence` the
-- SEQUENCE its last mail carried, so a reschedule updates the same event.
CREATE TABLE interviews (
  id              text PRIMARY KEY,
  order_id        text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  organization_id text NOT NULL,
  user_id         text NOT NULL,
  -- the SEQUENCE of the last calendar mail; -1 until the first one
  sequence        integer NOT NULL DEFAULT -1,
  -- a REQUEST was mailed and no CANCEL since: the event is in both sides' calendars
  on_calendar     boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL
);
CREATE INDEX interviews_order_idx ON interviews (order_id);

-- A proposal of 1–5 slots. `status` is what was done with it; an open proposal whose slots have
-- all started is expired, which is computed, never stored.
CREATE TABLE interview_proposals (
  id                 text PRIMARY KEY,
  interview_id       text NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
  order_id           text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  proposed_by        text NOT NULL,
  proposed_by_name   text NOT NULL,
  location_type      text NOT NULL CHECK (location_type IN ('online', 'place')),
  location           text NOT NULL,
  note               text,
  status             text NOT NULL DEFAULT 'open'
                       CHECK (status IN ('open', 'booked', 'declined', 'canceled', 'replaced')),
  -- when the last slot starts: an open proposal expires then
  expires_at         timestamptz NOT NULL,
  replaces_id        text REFERENCES interview_proposals (id),
  reschedule_reason  text,
  replaced_by_id     text REFERENCES interview_proposals (id),
  declined_at        timestamptz,
  decline_message    text,
  canceled_at        timestamptz,
  canceled_by        text CHECK (canceled_by IN ('user', 'organization')),
  cancel_reason      text,
  -- the day-before reminder went out (for the booked slot)
  reminded_at        timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL
);
CREATE INDEX interview_proposals_order_idx ON interview_proposals (order_id, created_at DESC);

CREATE TABLE interview_slots (
  proposal_id text NOT NULL REFERENCES interview_proposals (id) ON DELETE CASCADE,
  slot_index  integer NOT NULL CHECK (slot_index BETWEEN 0 AND 4),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  PRIMARY KEY (proposal_id, slot_index),
  CHECK (ends_at > starts_at)
);
-- the daily reminder looks up the slots of the next day
CREATE INDEX interview_slots_starts_idx ON interview_slots (starts_at);

-- The seeker's pick. One row per proposal at most: the primary key refuses a second booking of a
-- proposal, however many picks race (docs/conversations.md#booking-once). A cancelled booking
-- stays, to say which time was cancelled.
CREATE TABLE interview_bookings (
  proposal_id text PRIMARY KEY REFERENCES interview_proposals (id) ON DELETE CASCADE,
  slot_index  integer NOT NULL,
  booked_by   text NOT NULL,
  booked_at   timestamptz NOT NULL,
  FOREIGN KEY (proposal_id, slot_index) REFERENCES interview_slots (proposal_id, slot_index)
);
