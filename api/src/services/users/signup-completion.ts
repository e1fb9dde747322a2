import type { Queryable } from '../../db/database';

/**
 * Records the first completion of the sign-up wizard: true only for the one call that set
 * `signup_completed_at`. The conditional UPDATE takes the row lock, so of several concurrent
 * requests exactly one sees the flag true and the column still empty.
 */
export async function markSignupCompleted(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE users SET signup_completed_at = $2
      WHERE id = $1
        AND signup_completed_at IS NULL
        AND custom_fields->'is_signup_wizard_complete' = 'true'::jsonb
      RETURNING id`,
    [userId, now],
  );
  return result.rowCount > 0;
}
