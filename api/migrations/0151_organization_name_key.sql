-- Company names are unique by their key, not byte for byte (docs/company.md#company-applications):
-- a zero-width space, full-width letters, doubled spaces or another case made a look-alike of a
-- name in use. The api computes the key for every name it writes (organizationNameKey in
-- api/src/services/organizations/organization-name-key.ts); this backfill computes the same in
-- SQL for the rows already there: the invisible characters (Unicode Cf, the other
-- default-ignorable code points and the braille blank) removed before and after NFKC, whitespace
-- runs as one space, trimmed, lower-cased.
-- On a database with the C locale lower() folds only ASCII letters: a name with other capitals
-- keeps them in its key until its next profile save writes the api's key.
ALTER TABLE organizations ADD COLUMN name_key text;

UPDATE organizations
   SET name_key = lower(btrim(regexp_replace(
         regexp_replace(
           normalize(regexp_replace(name, E'[\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]', '', 'g'), NFKC),
           E'[\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]',
           '', 'g'),
         E'[\\s\u0085\u1680\u2028\u2029]+', ' ', 'g')));

-- Look-alikes that got in before this migration: the oldest keeps the key, each later one gets
-- its id appended, so that the index below can be built. Such a company keeps its name until it
-- next saves its profile, which is then refused with already_exists until the name differs.
UPDATE organizations o
   SET name_key = o.name_key || ' #' || o.id
 WHERE o.status <> 'rejected'
   AND EXISTS (
     SELECT 1 FROM organizations older
      WHERE older.name_key = o.name_key
        AND older.status <> 'rejected'
        AND (older.created_at, older.id) < (o.created_at, o.id));

ALTER TABLE organizations ALTER COLUMN name_key SET NOT NULL;
DROP INDEX organizations_name_key;
CREATE UNIQUE INDEX organizations_name_key ON organizations (name_key) WHERE status <> 'rejected';
