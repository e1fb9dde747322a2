import type * as v from 'valibot';

/** The parts of a valibot schema or action this module reads. */
interface SchemaNode {
  type?: string;
  requirement?: unknown;
  pipe?: readonly SchemaNode[];
  wrapped?: SchemaNode;
}

function maxLengthOfNode(node: SchemaNode): number | undefined {
  if (node.type === 'max_length' && typeof node.requirement === 'number') return node.requirement;
  // A pipe starts from the schema it refines (another pipe, when nested); actions follow.
  const inner = [...(node.wrapped ? [node.wrapped] : []), ...(node.pipe ?? [])];
  const limits = inner.map(maxLengthOfNode).filter((limit): limit is number => limit !== undefined);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/**
 * The length limit a schema checks (its smallest `maxLength`, looking through nested pipes and
 * optional/nullable wrappers), or undefined without one. A form passes it to its text field, so
 * the counter shows the very rule the field is validated with (docs/wizard.md#field-rules).
 */
export function maxLengthOf(schema: v.GenericSchema): number | undefined {
  return maxLengthOfNode(schema as unknown as SchemaNode);
}

/** `maxLengthOf` for each entry of an object schema; entries without a limit are left out. */
export function maxLengthsOf<TEntries extends v.ObjectEntries>(schema: {
  entries: TEntries;
}): Partial<Record<keyof TEntries, number>> {
  const limits: Partial<Record<keyof TEntries, number>> = {};
  for (const key of Object.keys(schema.entries) as (keyof TEntries & string)[]) {
    const limit = maxLengthOf(schema.entries[key] as v.GenericSchema);
    if (limit !== undefined) limits[key] = limit;
  }
  return limits;
}
