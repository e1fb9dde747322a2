import * as v from 'valibot';
import { passwordProblems } from '@jobmatch/shared/schemas';
import { ApiError } from './api-error';

/** An id in a path (users, postings, companies): opaque, at most 100 characters. */
export const idSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(100));

/** Path parameters `{ id }`. */
export const idParamsSchema = v.object({ id: idSchema });

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
  const details = result.issues.map((issue) => ({
    code: 'schema_mismatch_error',
    target: v.getDotPath(issue) ?? part,
    message: issue.message,
  }));
  throw new ApiError(
    400,
    'schema_mismatch_error',
    `Invalid ${part}: ${details.map((d) => `${d.target}: ${d.message}`).join('; ')}`,
    {
      target: details[0]?.target,
      details,
    },
  );
}

/** New passwords are checked apart from the body shape, so a weak one gets its own catalogue code. */
export function assertPasswordMeetsRequirements(password: string, target = 'password'): void {
  const problems = passwordProblems(password);
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
