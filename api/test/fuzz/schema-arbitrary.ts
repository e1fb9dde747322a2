// fast-check arbitraries derived from the JSON Schemas of the OpenAPI documents
// (docs/api.md#openapi): mostly values a schema allows, so requests get past validation into the
// handlers, and now and then a value it does not (a wrong type, an extra field, a hostile string),
// so the refusals are exercised too. Decision: docs/decisions/openapi-from-routes.md.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

/** Strings that break naive code: control characters, markup, SQL, huge and odd Unicode. */
export const HOSTILE = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202e\u200b',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff',
  '𠮷野家🍣'.repeat(40),
  'a'.repeat(5000),
  '-1',
  '1e309',
  'null',
  '{"$gt":""}',
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  HOSTILE,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email')
    return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter(
          (text) =>
            text.length <= (schema.maxLength ?? Infinity) && text.length >= (schema.minLength ?? 0),
        );
    } catch {
      // a pattern JavaScript cannot read is left to the plain strings below
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * A value for `schema`; `$ref`s are read from `components`. `depth` keeps recursive and deeply
 * nested schemas finite.
 */
export function valueOf(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema> = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  if (schema.$ref)
    return valueOf(components[schema.$ref.split('/').pop() ?? ''], components, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valueOf(option, components, depth + 1)));
  if (schema.allOf) return valueOf(Object.assign({}, ...schema.allOf), components, depth + 1);
  const types = [schema.type ?? (schema.properties ? 'object' : undefined)].flat();
  const choices = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valueOf(schema.items, components, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 6),
        });
      case 'object':
        return objectOf(schema, components, depth);
      default:
        return anyJson;
    }
  });
  return choices.length === 1 ? choices[0]! : fc.oneof(...choices);
}

function objectOf(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      valueOf(property, components, depth + 1),
    ]),
  );
  return fc.record(entries, {
    requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * Mostly a value the schema allows; one in `1 / (1 + validWeight)` is broken in one of the ways
 * clients break them (the wrong type, a field too many or missing, a hostile string).
 */
export function requestValueOf(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema> = {},
  validWeight = 4,
): fc.Arbitrary<unknown> {
  const valid = valueOf(schema, components);
  const broken = fc.oneof(
    anyJson,
    valid.map((value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? { ...value, ['unexpected_' + Object.keys(value).length]: 'x' }
        : value,
    ),
    fc.tuple(valid, HOSTILE).map(([value, hostile]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return hostile;
      const keys = Object.keys(value);
      if (keys.length === 0) return value;
      return { ...value, [keys[hostile.length % keys.length]!]: hostile };
    }),
  );
  return fc.oneof({ weight: validWeight, arbitrary: valid }, { weight: 1, arbitrary: broken });
}
