import * as v from 'valibot';
import {
  hasConsistentCompensation,
  USER_CUSTOM_FIELD_ERROR_CODES,
  userCustomFieldsInputSchema,
} from '@jobmatch/shared/schemas';
import { ApiError } from '../../lib/api-error';
import type { ErrorCode } from '../../lib/error-codes';

/** The catalogue's ids a job seeker's custom fields may name. */
export interface CustomFieldReferences {
  isCategory(id: string): boolean;
  isSkill(key: string): boolean;
}

const FIELD_CODES: Readonly<Record<string, ErrorCode>> = USER_CUSTOM_FIELD_ERROR_CODES;

/** Every code a custom field's refusal carries, for the route's description. */
export const PROFILE_FIELD_CODES: readonly ErrorCode[] = [
  ...new Set([...Object.values(FIELD_CODES), 'wrong_parameter' as const]),
];

/** The catalogue code for a failing `customFields` path: the field's own, else schema_mismatch_error. */
function codeFor(path: string): ErrorCode {
  const field = path.split('.')[0] ?? '';
  return Object.hasOwn(FIELD_CODES, field) ? FIELD_CODES[field]! : 'schema_mismatch_error';
}

function unknownIds(
  target: string,
  ids: readonly string[],
  known: (id: string) => boolean,
  what: string,
) {
  const unknown = ids.filter((id) => !known(id));
  if (unknown.length > 0) {
    throw new ApiError(400, 'wrong_parameter', `Unknown ${what}: ${unknown.join(', ')}`, {
      target: `customFields.${target}`,
    });
  }
}

/**
 * Checks the job seeker's custom fields of `PATCH /users/{id}` (docs/wizard.md#api-codes) with the shared
 * schema the forms use, then the ids against the catalogue, then the compensation pair as it
 * will be stored (the change merged over `stored`). Each field rule has its own catalogue code
 * (`katakana_name_wrong_format`, …); unknown categories or skills are `wrong_parameter`.
 */
export function assertValidCustomFields(
  changes: Record<string, unknown>,
  stored: Record<string, unknown>,
  references: CustomFieldReferences,
): void {
  const result = v.safeParse(userCustomFieldsInputSchema, changes);
  if (!result.success) {
    const details = result.issues.map((issue) => {
      const path = v.getDotPath(issue) ?? '';
      return { code: codeFor(path), target: `customFields.${path}`, message: issue.message };
    });
    const first = details[0]!;
    throw new ApiError(400, first.code, `${first.target}: ${first.message}`, {
      target: first.target,
      details,
    });
  }
  const fields = result.output;
  unknownIds(
    'profession_category_names',
    fields.profession_category_names ?? [],
    references.isCategory,
    'categories',
  );
  unknownIds(
    'years_experience',
    Object.keys(fields.years_experience ?? {}),
    references.isCategory,
    'categories',
  );
  unknownIds('skills', fields.skills ?? [], references.isSkill, 'skills');

  // The amount must belong to the type once both are stored: a new type needs a new amount.
  const merged: Record<string, unknown> = { ...stored, ...changes };
  if (!hasConsistentCompensation(merged)) {
    throw new ApiError(
      400,
      'compensation_amount_wrong_format',
      'compensation_amount must be a band of compensation_type',
      {
        target: 'customFields.compensation_amount',
      },
    );
  }
}
