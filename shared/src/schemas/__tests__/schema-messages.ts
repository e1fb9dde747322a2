import * as v from 'valibot';

/** The first message of each failing path, as a form shows them; `{}` when the input passes. */
export function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byPath: Record<string, string> = {};
  for (const issue of result.issues) byPath[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byPath;
}
