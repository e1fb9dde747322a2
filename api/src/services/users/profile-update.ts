import type { Queryable } from '../../db/database';
import { isCategoryId, isSkillKey } from '../catalog/catalog-module';
import { markSignupCompleted } from './signup-completion';
import { assertValidCustomFields, type CustomFieldReferences } from './user-custom-fields';
import { updateProfile, type ProfileChanges, type UserRecord } from './users-repository';

/** The catalogue's categories and skills, which a job seeker's custom fields may name. */
const CATALOGUE_REFERENCES: CustomFieldReferences = {
  isCategory: isCategoryId,
  isSkill: isSkillKey,
};

/**
 * `PATCH /users/{id}` in one transaction: the row is locked, the custom fields are checked
 * against what is stored (docs/wizard.md#field-rules), the change is written, and the first
 * completion of the sign-up wizard is recorded. `signupCompleted` is true for exactly one
 * request per user, which then sends the registration-complete mail.
 */
export async function updateUserProfile(
  tx: Queryable,
  id: string,
  changes: ProfileChanges,
  now: Date,
): Promise<{ user: UserRecord; signupCompleted: boolean } | undefined> {
  const { rows } = await tx.query<{ custom_fields: Record<string, unknown> | null }>(
    'SELECT custom_fields FROM users WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) return undefined;
  if (changes.customFields) {
    assertValidCustomFields(
      changes.customFields,
      rows[0].custom_fields ?? {},
      CATALOGUE_REFERENCES,
    );
  }
  const user = await updateProfile(tx, id, changes, now);
  if (!user) return undefined;
  // Only a request that sets the flag can complete the sign-up (not any later profile edit).
  const signupCompleted =
    changes.customFields?.is_signup_wizard_complete === true &&
    (await markSignupCompleted(tx, id, now));
  return { user, signupCompleted };
}
