import * as v from 'valibot';

// The catalogue's reference data as `GET /api/catalog/categories` and `GET /api/catalog/attributes`
// answer it. The api checks what it serves against these schemas and every remote parses what it
// receives with them, so server, remotes and the one shared query cache agree on one shape
// (docs/decisions/catalog-reference-data.md).

const identifier = v.pipe(v.string(), v.nonEmpty());

/** A job type (an engineer category). */
export const categorySchema = v.object({ id: identifier, name: v.string() });

export const categoriesSchema = v.array(categorySchema);

/** One choice of the `skills` attribute; `groupName` is the key of its item group. */
export const skillItemSchema = v.object({
  key: identifier,
  value: identifier,
  groupName: identifier,
});

/** A skill group; `categoryIds` are the job types whose wizard and filter panel offer it. */
export const skillItemGroupSchema = v.object({
  key: identifier,
  name: v.optional(v.string()),
  categoryIds: v.array(identifier),
});

/** The one MultiSelect attribute `skills`: its items and item groups. */
export const skillsAttributeSchema = v.object({
  id: v.optional(v.string()),
  name: v.literal('skills'),
  type: v.string(),
  items: v.array(skillItemSchema),
  itemGroups: v.array(skillItemGroupSchema),
});

export type Category = v.InferOutput<typeof categorySchema>;
export type SkillItem = v.InferOutput<typeof skillItemSchema>;
export type SkillItemGroup = v.InferOutput<typeof skillItemGroupSchema>;
export type SkillsAttribute = v.InferOutput<typeof skillsAttributeSchema>;

/** The reason a value is not reference data, readable in a log line. */
export class CatalogDataError extends Error {
  override readonly name = 'CatalogDataError';
}

/** The categories of a list answer; throws CatalogDataError when they break the schema. */
export function parseCategories(raw: unknown): Category[] {
  const result = v.safeParse(categoriesSchema, raw);
  if (!result.success)
    throw new CatalogDataError(`invalid categories: ${v.summarize(result.issues)}`);
  return result.output;
}

export type SkillsAttributeResult =
  | { success: true; attribute: SkillsAttribute }
  | { success: false; problem: string };

/**
 * Reads the `skills` attribute. Never throws: invalid skills data is reported as a problem, and
 * readers go on without skills (chips omitted) rather than failing the page.
 */
export function parseSkillsAttribute(raw: unknown): SkillsAttributeResult {
  if (raw === undefined || raw === null) return { success: false, problem: 'no skills attribute' };
  const result = v.safeParse(skillsAttributeSchema, raw);
  return result.success
    ? { success: true, attribute: result.output }
    : { success: false, problem: v.summarize(result.issues) };
}
