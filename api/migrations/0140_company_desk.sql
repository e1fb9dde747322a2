-- The company desk as a hiring tool (docs/company-desk.md).

-- Each company's selection stages between 未対応 and the decision; none stored means the
-- default ones (DEFAULT_PIPELINE_STAGES in shared/src/domain/pipeline.ts).
CREATE TABLE pipeline_stages (
  organization_id  text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  key              text NOT NULL,
  label            text NOT NULL,
  position         integer NOT NULL,
  PRIMARY KEY (organization_id, key)
);

-- An order's stage while it is PROCESSING, and since when it is where it is: internal to the
-- company, so kept apart from custom_fields, which the seeker's answers carry.
ALTER TABLE orders ADD COLUMN stage_key text;
ALTER TABLE orders ADD COLUMN stage_entered_at timestamptz;
UPDATE orders SET stage_entered_at = CASE WHEN status = 'PENDING' THEN created_at ELSE updated_at END;
ALTER TABLE orders ALTER COLUMN stage_entered_at SET NOT NULL;

-- One event per move (status and/or stage); labels are kept as they were at the time.
CREATE TABLE order_stage_events (
  id               text PRIMARY KEY,
  -- the order of moves made within one clock tick
  seq              bigint GENERATED ALWAYS AS IDENTITY,
  order_id         text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  organization_id  text NOT NULL,
  from_status      text,
  to_status        text NOT NULL,
  from_stage       text,
  to_stage         text,
  actor_user_id    text,
  created_at       timestamptz NOT NULL
);
CREATE INDEX order_stage_events_order_idx ON order_stage_events (order_id, seq);
CREATE INDEX order_stage_events_processing_idx ON order_stage_events (organization_id, to_status);

-- Internal notes on an applicant and each member's 1–5 evaluation.
CREATE TABLE order_notes (
  id               text PRIMARY KEY,
  order_id         text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  organization_id  text NOT NULL,
  author_user_id   text NOT NULL,
  body             text NOT NULL,
  created_at       timestamptz NOT NULL
);
CREATE INDEX order_notes_order_idx ON order_notes (order_id, created_at);

CREATE TABLE order_evaluations (
  order_id         text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id          text NOT NULL,
  score            smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (order_id, user_id)
);

-- Detail views per posting and day (Asia/Tokyo): a count, never who viewed.
CREATE TABLE product_daily_views (
  product_id       text NOT NULL,
  day              date NOT NULL,
  views            integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, day)
);
