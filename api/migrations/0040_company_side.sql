-- The company side (docs/company.md): applications to use the platform, organization members,
-- invitations by mail and uploaded attachments (logo, icon, title images).

-- An application creates its organization at once in `pending`: approval makes it `normal`,
-- rejection `rejected`, which frees the name for a later application.
ALTER TABLE organizations
  ADD COLUMN status text NOT NULL DEFAULT 'normal' CHECK (status IN ('pending', 'normal', 'rejected'));
-- Set when the owner finishes the registration wizard; seeded companies are registered.
ALTER TABLE organizations ADD COLUMN registered_at timestamptz;
UPDATE organizations SET registered_at = created_at;
DROP INDEX organizations_name_key;
CREATE UNIQUE INDEX organizations_name_key ON organizations (name) WHERE status <> 'rejected';

CREATE TABLE organization_applications (
  id                text PRIMARY KEY,
  organization_id   text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  company_name      text NOT NULL,
  contact_name      text NOT NULL,
  -- always lower-case, as users.email
  email             text NOT NULL,
  phone_number      text NOT NULL,
  -- null when the applicant wrote nothing
  description       text,
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  rejection_reason  text,
  reviewed_by       text REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at       timestamptz,
  created_at        timestamptz NOT NULL
);
CREATE INDEX organization_applications_created_idx ON organization_applications (created_at DESC, id DESC);
CREATE INDEX organization_applications_status_idx ON organization_applications (status, created_at DESC, id DESC);

CREATE TABLE organization_members (
  organization_id  text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id          text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role             text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_user_idx ON organization_members (user_id);

-- An invitation's link carries a one-off token; only its hash is kept. Resending replaces it.
CREATE TABLE invitations (
  id                text PRIMARY KEY,
  organization_id   text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email             text NOT NULL,
  role              text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  token_hash        text NOT NULL UNIQUE,
  invited_by        text REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  accepted_at       timestamptz,
  accepted_user_id  text REFERENCES users (id) ON DELETE SET NULL,
  canceled_at       timestamptz
);
-- one open invitation per address and company
CREATE UNIQUE INDEX invitations_open_key ON invitations (organization_id, email)
  WHERE accepted_at IS NULL AND canceled_at IS NULL;

CREATE TABLE attachments (
  id               text PRIMARY KEY,
  organization_id  text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- the stored object's key (a file under DATA_DIR or an object in the S3 bucket)
  object_id        text NOT NULL UNIQUE,
  -- what it belongs to: the organization itself (logo, icon) or a product (title image)
  owner_id         text NOT NULL,
  type             text NOT NULL CHECK (type IN ('logo', 'icon', 'title_image')),
  is_public        boolean NOT NULL DEFAULT true,
  content_type     text NOT NULL,
  content_length   integer NOT NULL CHECK (content_length > 0),
  created_by       text REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL
);
CREATE INDEX attachments_owner_idx ON attachments (organization_id, owner_id, type);
-- an organization has one logo and one icon: registering a new one replaces the old row
CREATE UNIQUE INDEX attachments_organization_image_key ON attachments (organization_id, type)
  WHERE type IN ('logo', 'icon');
