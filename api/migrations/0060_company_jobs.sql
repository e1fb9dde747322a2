-- The company side's postings and applicants (docs/jobs.md).

-- Why an application was cancelled: INVENTORY (its posting was archived) or DECLINED (the company
-- removed it), and when it left the company's lists; un-archiving a posting does not bring it back.
ALTER TABLE orders ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('INVENTORY', 'DECLINED'));
ALTER TABLE orders ADD COLUMN removed_at timestamptz;

-- The company's applicant lists walk the applications still in them, newest first.
DROP INDEX orders_org_created_idx;
CREATE INDEX orders_org_listed_idx ON orders (organization_id, created_at DESC, id DESC) WHERE removed_at IS NULL;
-- a posting's applicants, its counts, and archiving
CREATE INDEX orders_product_idx ON orders (product_id, created_at DESC, id DESC);

-- The company's posting list, newest first.
CREATE INDEX products_org_created_idx ON products (organization_id, created_at DESC, id DESC);
