import * as v from 'valibot';
import { isCompanyType } from '@jobmatch/shared/domain';
import { companyPasswordProblems, passwordProblems } from '@jobmatch/shared/schemas';
import { idSchema } from '@jobmatch/shared/request-schemas';
import { ApiError } from './api-error';
import { findInputProblem } from './input-guard';

// An id is the shared request schemas' (shared/src/schemas).
export { idSchema };

/** Path parameters `{ id }`. */
export const idParamsSchema = v.object({ id: idSchema });
/** Path parameters `{ orgId }` (`/orgs/{orgId}/…`, `/organizations/{orgId}/…`). */
export const orgParamsSchema = v.object({ orgId: idSchema });
/** Path parameters `{ userId }` (`/users/{userId}/…`). */
export const userParamsSchema = v.object({ userId: idSchema });

/**
 * Validates a request part with a valibot schema. Failures become 400 `schema_mismatch_error`
 * listing every issue (`target` is the dotted path of the first one), never a 500.
 */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  part = 'body',
): v.InferOutput<TSchema> {
  if (
    part === 'body' &&
    (input === undefined || input === null || typeof input !== 'object' || Array.isArray(input))
  ) {
    throw new ApiError(400, 'schema_mismatch_error', 'The request body must be a JSON object', {
      target: 'body',
    });
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw invalidInput(
    part,
    result.issues.map((issue) => ({ target: v.getDotPath(issue) ?? part, message: issue.message })),
  );
}

/** The one answer to a request part that fails validation: 400 `schema_mismatch_error`. */
function invalidInput(part: string, issues: Array<{ target: string; message: string }>): ApiError {
  const details = issues.map((issue) => ({ code: 'schema_mismatch_error', ...issue }));
  return new ApiError(
    400,
    'schema_mismatch_error',
    `Invalid ${part}: ${details.map((d) => `${d.target}: ${d.message}`).join('; ')}`,
    {
      target: details[0]?.target,
      details,
    },
  );
}

/**
 * Checks a whole request part (path parameters, query or body) against the text rule and the
 * depth limit before any handler or schema sees it (docs/api.md#text-rule), so that no route,
 * however its own schema is written, passes such input on to the database or a recursive walk.
 */
export function assertSafeInput(part: 'params' | 'query' | 'body', input: unknown): void {
  const found = findInputProblem(input);
  if (!found) return;
  throw invalidInput(part, [
    {
      target: found.path.length > 0 ? found.path.join('.') : part,
      message:
        found.problem === 'too_deep'
          ? 'nested too deeply'
          : 'must not contain NUL characters or unpaired surrogates',
    },
  ]);
}

/**
 * New passwords are checked apart from the body shape, so a weak one gets its own catalogue code,
 * each failed rule a detail. The rule is the one of the account's type: company users' is
 * stricter than job seekers' (docs/company.md#passwords).
 */
export function assertPasswordMeetsRequirements(
  password: string,
  typeId: string,
  target = 'password',
): void {
  const problems = (isCompanyType(typeId) ? companyPasswordProblems : passwordProblems)(password);
  if (problems.length > 0) {
    throw new ApiError(
      400,
      'password_does_not_meet_requirements',
      'The password does not meet the requirements',
      {
        target,
        details: problems.map((message) => ({
          code: 'password_does_not_meet_requirements',
          target,
          message,
        })),
      },
    );
  }
}
