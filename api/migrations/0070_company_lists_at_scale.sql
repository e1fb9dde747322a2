-- The company desk's lists at scale (docs/jobs.md#at-scale, docs/chat.md#topic-lists-at-scale):
-- a company with 10,000 postings, 100,000 applications and as many topics.

-- A company's postings in one publication state: the page walks that status newest first, and
-- the count reads the index alone (the window's ends are in it for the states it decides). A
-- count from the heap is slow here: the narrow posting rows keep even the organization id out
-- of line (0010_catalog.sql), so comparing it reads TOAST.
CREATE INDEX products_org_status_created_idx ON products (organization_id, status, created_at DESC, id DESC)
  INCLUDE (publication_since, publication_until);

-- The company's applicants in one status, newest first, counted from the index alone.
CREATE INDEX orders_org_status_listed_idx ON orders (organization_id, status, created_at DESC, id DESC)
  WHERE removed_at IS NULL;
-- A posting's applicants in the lists, newest first; its counts per status (the stats route, a
-- posting with thousands) from the index alone. Archiving walks the same entries.
DROP INDEX orders_product_idx;
CREATE INDEX orders_product_listed_idx ON orders (product_id, created_at DESC, id DESC)
  INCLUDE (organization_id, status) WHERE removed_at IS NULL;

-- The topic lists walk these in their order (newest activity first, chat-repository.ts
-- TOPIC_ORDER), so a page reads its own rows, not all of the party's topics. The price: storing a
-- message changes last_message_at, an indexed column now, so the topic's new row version is no
-- longer a HOT update and every index of chat_topics gets an entry (docs/chat.md#topic-lists-at-scale).
-- A topic without messages sorts last, as -infinity.
DROP INDEX chat_topics_organization_idx;
DROP INDEX chat_topics_user_idx;
CREATE INDEX chat_topics_organization_activity_idx ON chat_topics
  (organization_id, COALESCE(last_message_at, '-infinity'::timestamptz) DESC, created_at DESC, id DESC);
CREATE INDEX chat_topics_user_activity_idx ON chat_topics
  (user_id, COALESCE(last_message_at, '-infinity'::timestamptz) DESC, created_at DESC, id DESC);
