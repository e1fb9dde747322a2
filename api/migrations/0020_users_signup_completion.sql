-- When the job seeker finished the sign-up wizard (customFields.is_signup_wizard_complete turned
-- true for the first time). Set once, by a conditional UPDATE, so the registration-complete mail
-- goes out exactly once even when PATCHes race.
ALTER TABLE users ADD COLUMN signup_completed_at timestamptz;
-- Users who finished before this column existed have had their welcome already.
UPDATE users SET signup_completed_at = updated_at
 WHERE custom_fields->'is_signup_wizard_complete' = 'true'::jsonb;
