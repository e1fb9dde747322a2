-- Catalogue: organizations (companies), products (job postings) and orders (applications).
-- Categories, the skills attribute and prefectures are reference data in code
-- (src/services/catalog/catalog-reference-data.ts).

CREATE TABLE organizations (
  id                   text PRIMARY KEY,
  name                 text NOT NULL,
  url                  text,
  logo_image_uri       text,
  icon_image_uri       text,
  postal_code          text,
  address_line1        text,
  address_line2        text,
  address_line3        text,
  phone_number         text,
  -- business_operations, industry, organization_summary (spec section 3)
  custom_fields        jsonb NOT NULL DEFAULT '{}'::jsonb,
  established_on       date,
  employee_count       integer,
  capital              bigint,
  website              text,
  representative_name text,
  -- the brand colour of the generated logo, icon and title images (#rrggbb)
  brand_color          text NOT NULL DEFAULT '#2f6fde',
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL
);
CREATE UNIQUE INDEX organizations_name_key ON organizations (name);

CREATE TABLE products (
  id                    text PRIMARY KEY,
  organization_id       text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  category_id           text NOT NULL,
  name                  text NOT NULL,
  description           text NOT NULL DEFAULT '',
  -- prefecture, and city / town / village
  address_line1         text,
  address_line2         text,
  images                jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- every posting has exactly one variant (an order's line item names it)
  variant_id            text NOT NULL,
  -- keys of the `skills` attribute
  skills                text[] NOT NULL DEFAULT '{}',
  status                text NOT NULL CHECK (status IN ('DRAFT', 'ACTIVE', 'ARCHIVED')),
  publication_since     timestamptz,
  publication_until     timestamptz,
  published_at          timestamptz,
  -- the list's sort key: the start of publication, or when it was published when no start is set
  listed_at             timestamptz NOT NULL,
  supports_remote_work  boolean NOT NULL DEFAULT false,
  compensation_type     text NOT NULL CHECK (compensation_type IN ('month', 'day', 'hour')),
  compensation_amount   integer NOT NULL CHECK (compensation_amount >= 0),
  location_notes        text NOT NULL DEFAULT '',
  position_requirements text NOT NULL DEFAULT '',
  work_compensation     text NOT NULL DEFAULT '',
  work_start_time       text,
  work_end_time         text,
  contract_months       integer,
  -- Text search (docs/api.md "Text search"): the searchable fields NFKC-normalised and
  -- lower-cased, and the set of its 1- and 2-character grams (no whitespace) for a GIN index.
  search_document       text NOT NULL DEFAULT '',
  search_grams          text[] NOT NULL DEFAULT '{}',
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
)
-- Long texts and the gram array move out of line (TOAST), so the heap the list queries and
-- counts scan stays narrow (about 100k postings in ~5,000 pages instead of ~20,000).
WITH (toast_tuple_target = 128);

-- The public list walks active postings newest first (keyset on listed_at, id); the window
-- columns are included so counting viewable postings can be an index-only scan.
CREATE INDEX products_active_listed_idx ON products (listed_at DESC, id DESC) INCLUDE (publication_since, publication_until) WHERE status = 'ACTIVE';
CREATE INDEX products_org_idx ON products (organization_id, listed_at DESC);
CREATE INDEX products_active_prefecture_idx ON products (address_line1, listed_at DESC) WHERE status = 'ACTIVE';
CREATE INDEX products_active_remote_idx ON products (listed_at DESC) WHERE status = 'ACTIVE' AND supports_remote_work;
CREATE INDEX products_active_category_idx ON products (category_id, listed_at DESC) WHERE status = 'ACTIVE';
CREATE INDEX products_skills_idx ON products USING gin (skills);
CREATE INDEX products_search_grams_idx ON products USING gin (search_grams);

-- Applications. One line item per order (quantity 1), kept as columns; the product's name
-- is copied so an application still lists after its posting ended or was deleted.
CREATE TABLE orders (
  id                text PRIMARY KEY,
  user_id           text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id   text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  status            text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PROCESSING', 'CANCELED', 'ACCEPTED', 'CLOSED')),
  product_id        text NOT NULL,
  product_name      text NOT NULL,
  variant_id        text NOT NULL,
  quantity          integer NOT NULL DEFAULT 1 CHECK (quantity = 1),
  customer          jsonb NOT NULL,
  -- demand_user_info: the applicant's user record as the server saw it when applying
  custom_fields     jsonb NOT NULL DEFAULT '{}'::jsonb,
  currency          text NOT NULL DEFAULT 'JPY',
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);
-- one application per user and posting (409 already_exists)
CREATE UNIQUE INDEX orders_user_product_key ON orders (user_id, product_id);
CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_org_created_idx ON orders (organization_id, created_at DESC, id DESC);
