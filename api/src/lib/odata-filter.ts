import { ApiError } from './api-error';

/**
 * `$filter`: the OData subset of docs/api.md#lists-filter-orderby-expand-and-keyset-paging — `eq ne gt ge lt le in and or not ( )`,
 * `contains(field,'x')` (also `startswith`, `endswith`), single-quoted strings ('' escapes a
 * quote), numbers, true/false/null, ISO dates (Tokyo time when they name no zone), field paths
 * with `.` or `/`. It is parsed to a tree and compiled to SQL over an allowlist of fields; every
 * value becomes a bound parameter. As OData has it, a comparison with an empty (NULL) field is
 * false, never unknown, so `not` of it is true.
 */

export type Literal =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' }
  | { type: 'datetime'; value: string };

export type ComparisonOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type FilterFunction = 'contains' | 'startswith' | 'endswith';

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; op: ComparisonOperator; field: string; value: Literal }
  | { kind: 'in'; field: string; values: Literal[] }
  | { kind: 'call'; fn: FilterFunction; field: string; value: Literal };

export const MAX_FILTER_LENGTH = 2000;
const MAX_DEPTH = 20;
const MAX_IN_VALUES = 100;
/** Datetime literals stay within four-digit years (docs/api.md#lists-filter-orderby-expand-and-keyset-paging). */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

export class FilterSyntaxError extends Error {}

type Token =
  | { t: 'lparen' | 'rparen' | 'comma'; at: number }
  | { t: 'string'; value: string; at: number }
  | { t: 'number'; value: number; at: number }
  | { t: 'datetime'; value: string; at: number }
  | { t: 'word'; value: string; at: number };

const DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?/;
const NUMBER = /^-?\d+(\.\d+)?/;
// OData writes property paths with `/`; the api's own paths use `.`: both are read
const WORD = /^[A-Za-z_][A-Za-z0-9_]*([./][A-Za-z_][A-Za-z0-9_]*)*/;

/** A property path with `.` between its parts, however it was written (`publication/until`). */
export const fieldPath = (path: string) => path.replaceAll('/', '.');

/**
 * The instant of a date or datetime literal, or undefined when it is none. One that names no
 * zone (`2026-05-01`, `2026-05-01T09:00:00`) is Tokyo time, as the product shows every time
 * (+09:00: Japan has had no summer time since 1951).
 */
const hasZone = (text: string) => DATETIME.exec(text)?.[4] !== undefined;

export function datetimeInstant(text: string): Date | undefined {
  const match = DATETIME.exec(text);
  if (!match || match[0].length !== text.length) return undefined;
  const zoned = match[4] !== undefined ? text : `${match[1] ? text : `${text}T00:00`}+09:00`;
  const time = new Date(zoned);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i] as string;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === '(' || char === ')' || char === ',') {
      tokens.push({ t: char === '(' ? 'lparen' : char === ')' ? 'rparen' : 'comma', at: i });
      i++;
      continue;
    }
    if (char === "'") {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= input.length) throw new FilterSyntaxError(`unterminated string starting at ${i}`);
        if (input[j] === "'") {
          if (input[j + 1] === "'") {
            value += "'";
            j += 2;
            continue;
          }
          break;
        }
        value += input[j];
        j++;
      }
      tokens.push({ t: 'string', value, at: i });
      i = j + 1;
      continue;
    }
    const rest = input.slice(i);
    const datetime = DATETIME.exec(rest);
    if (datetime) {
      tokens.push({ t: 'datetime', value: datetime[0], at: i });
      i += datetime[0].length;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ t: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    const word = WORD.exec(rest);
    if (word) {
      tokens.push({ t: 'word', value: word[0], at: i });
      i += word[0].length;
      continue;
    }
    throw new FilterSyntaxError(`unexpected character '${char}' at ${i}`);
  }
  return tokens;
}

const COMPARISONS = new Set<string>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const FUNCTIONS = new Set<string>(['contains', 'startswith', 'endswith']);
const KEYWORDS = new Set<string>([
  ...COMPARISONS,
  ...FUNCTIONS,
  'and',
  'or',
  'not',
  'in',
  'true',
  'false',
  'null',
]);

/** Parses a `$filter` expression; throws FilterSyntaxError with a readable reason. */
export function parseFilter(input: string): FilterNode {
  if (input.length > MAX_FILTER_LENGTH)
    throw new FilterSyntaxError(`longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenize(input);
  let position = 0;
  const peek = () => tokens[position];
  const describe = (token: Token | undefined) =>
    token ? `'${'value' in token ? token.value : token.t}' at ${token.at}` : 'end of input';
  const isWord = (token: Token | undefined, value: string): boolean =>
    token?.t === 'word' && token.value.toLowerCase() === value;

  const expect = (t: Token['t']) => {
    const token = tokens[position];
    if (!token || token.t !== t)
      throw new FilterSyntaxError(`expected ${t} but found ${describe(token)}`);
    position++;
    return token;
  };

  const field = (): string => {
    const token = tokens[position];
    if (token?.t !== 'word' || KEYWORDS.has(token.value.toLowerCase()))
      throw new FilterSyntaxError(`expected a field name but found ${describe(token)}`);
    position++;
    return fieldPath(token.value);
  };

  const literal = (): Literal => {
    const token = tokens[position++];
    if (!token) throw new FilterSyntaxError('expected a value but found end of input');
    if (token.t === 'string') return { type: 'string', value: token.value };
    if (token.t === 'number') return { type: 'number', value: token.value };
    if (token.t === 'datetime') return { type: 'datetime', value: token.value };
    if (token.t === 'word') {
      const word = token.value.toLowerCase();
      if (word === 'true' || word === 'false') return { type: 'boolean', value: word === 'true' };
      if (word === 'null') return { type: 'null' };
    }
    throw new FilterSyntaxError(`expected a value but found ${describe(token)}`);
  };

  const primary = (depth: number): FilterNode => {
    const token = peek();
    if (token?.t === 'lparen') {
      position++;
      const node = orExpr(depth + 1);
      expect('rparen');
      return node;
    }
    if (
      token?.t === 'word' &&
      FUNCTIONS.has(token.value.toLowerCase()) &&
      tokens[position + 1]?.t === 'lparen'
    ) {
      position += 2;
      const name = field();
      expect('comma');
      const value = literal();
      expect('rparen');
      return { kind: 'call', fn: token.value.toLowerCase() as FilterFunction, field: name, value };
    }
    const name = field();
    const operator = tokens[position];
    if (operator?.t === 'word' && COMPARISONS.has(operator.value.toLowerCase())) {
      position++;
      return {
        kind: 'compare',
        op: operator.value.toLowerCase() as ComparisonOperator,
        field: name,
        value: literal(),
      };
    }
    if (isWord(operator, 'in')) {
      position++;
      expect('lparen');
      const values = [literal()];
      while (peek()?.t === 'comma') {
        position++;
        values.push(literal());
        if (values.length > MAX_IN_VALUES)
          throw new FilterSyntaxError(`'in' takes at most ${MAX_IN_VALUES} values`);
      }
      expect('rparen');
      return { kind: 'in', field: name, values };
    }
    throw new FilterSyntaxError(
      `expected an operator after '${name}' but found ${describe(operator)}`,
    );
  };

  const unary = (depth: number): FilterNode => {
    if (depth > MAX_DEPTH) throw new FilterSyntaxError('nested too deeply');
    if (isWord(peek(), 'not')) {
      position++;
      return { kind: 'not', operand: unary(depth + 1) };
    }
    return primary(depth);
  };

  const andExpr = (depth: number): FilterNode => {
    let node = unary(depth);
    while (isWord(peek(), 'and')) {
      position++;
      node = { kind: 'and', left: node, right: unary(depth) };
    }
    return node;
  };

  function orExpr(depth: number): FilterNode {
    if (depth > MAX_DEPTH) throw new FilterSyntaxError('nested too deeply');
    let node = andExpr(depth);
    while (isWord(peek(), 'or')) {
      position++;
      node = { kind: 'or', left: node, right: andExpr(depth) };
    }
    return node;
  }

  if (tokens.length === 0) throw new FilterSyntaxError('empty expression');
  const tree = orExpr(0);
  if (position < tokens.length)
    throw new FilterSyntaxError(`unexpected ${describe(tokens[position])}`);
  return tree;
}

export type FieldType = 'string' | 'number' | 'boolean' | 'datetime';

export interface FilterField {
  /** SQL expression of the column (fixed text from the allowlist, never from the request). */
  sql: string;
  type: FieldType;
}

/** Collects bound parameters; `add` returns the `$n` placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];
  constructor(initial: readonly unknown[] = []) {
    this.values.push(...initial);
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const SQL_OPERATORS: Record<ComparisonOperator, string> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};
const CAST: Record<FieldType, string> = {
  string: 'text',
  number: 'numeric',
  boolean: 'boolean',
  datetime: 'timestamptz',
};
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function bindValue(field: string, spec: FilterField, value: Literal, params: SqlParams): string {
  const mismatch = () =>
    new FilterSyntaxError(`'${field}' is a ${spec.type} field; ${value.type} value given`);
  switch (spec.type) {
    case 'string':
      if (value.type !== 'string') throw mismatch();
      return `${params.add(value.value)}::text`;
    case 'number':
      if (value.type !== 'number' || !Number.isFinite(value.value)) throw mismatch();
      return `${params.add(value.value)}::numeric`;
    case 'boolean':
      if (value.type !== 'boolean') throw mismatch();
      return `${params.add(value.value)}::boolean`;
    case 'datetime': {
      const text = value.type === 'datetime' || value.type === 'string' ? value.value : undefined;
      const time = text === undefined ? undefined : datetimeInstant(text);
      if (text === undefined || !time) throw mismatch();
      // PostgreSQL knows no year 0, and ISO strings past 9999 need a sign it does not read
      if (time.getUTCFullYear() < MIN_YEAR || time.getUTCFullYear() > MAX_YEAR)
        throw new FilterSyntaxError(
          `'${field}' takes dates in the years ${MIN_YEAR}–${MAX_YEAR} in UTC; ${text} given${hasZone(text) ? '' : ' (Tokyo time: write a zone for UTC)'}`,
        );
      return `${params.add(time.toISOString())}::timestamptz`;
    }
  }
}

/**
 * Compiles a parsed filter to a SQL boolean expression over `fields`. Unknown fields, type
 * mismatches and operators a field type does not support throw FilterSyntaxError.
 */
export function compileFilter(
  node: FilterNode,
  fields: Readonly<Record<string, FilterField>>,
  params: SqlParams,
): string {
  const lookup = (name: string) => {
    const spec = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!spec)
      throw new FilterSyntaxError(
        `unknown field '${name}'; filterable: ${Object.keys(fields).join(', ')}`,
      );
    return spec;
  };
  switch (node.kind) {
    case 'and':
    case 'or':
      return `(${compileFilter(node.left, fields, params)} ${node.kind.toUpperCase()} ${compileFilter(node.right, fields, params)})`;
    case 'not':
      // SQL's comparison with NULL is unknown and NOT unknown is unknown, which drops the row;
      // in OData the comparison is false, so its negation is true. Inside `not` only and/or
      // and leaves, where an unknown is true exactly when false would be, so the whole operand
      // can be read as false when unknown (the leaves outside `not` keep their indexes).
      return `(NOT COALESCE(${compileFilter(node.operand, fields, params)}, false))`;
    case 'compare': {
      const spec = lookup(node.field);
      if (node.value.type === 'null') {
        if (node.op === 'eq') return `(${spec.sql} IS NULL)`;
        if (node.op === 'ne') return `(${spec.sql} IS NOT NULL)`;
        throw new FilterSyntaxError(`null can only be compared with eq or ne`);
      }
      if (spec.type === 'boolean' && node.op !== 'eq' && node.op !== 'ne')
        throw new FilterSyntaxError(`'${node.field}' supports only eq and ne`);
      const value = bindValue(node.field, spec, node.value, params);
      if (node.op === 'ne') return `(${spec.sql} IS DISTINCT FROM ${value})`;
      return `(${spec.sql} ${SQL_OPERATORS[node.op]} ${value})`;
    }
    case 'in': {
      const spec = lookup(node.field);
      const values = node.values.map((value) => bindValue(node.field, spec, value, params));
      return `(${spec.sql} IN (${values.join(', ')}))`;
    }
    case 'call': {
      const spec = lookup(node.field);
      if (spec.type !== 'string')
        throw new FilterSyntaxError(
          `${node.fn}() needs a string field; '${node.field}' is ${spec.type}`,
        );
      if (node.value.type !== 'string')
        throw new FilterSyntaxError(`${node.fn}() needs a string value`);
      const text = likeEscape(node.value.value);
      const pattern =
        node.fn === 'contains' ? `%${text}%` : node.fn === 'startswith' ? `${text}%` : `%${text}`;
      // case-insensitive, as people expect of a contains search
      return `(${spec.sql} ILIKE ${params.add(pattern)}::${CAST.string} ESCAPE '\\')`;
    }
  }
}

/** Parses and compiles `$filter`; any problem is a 400 `invalid_filter_parameter`. */
export function filterToSql(
  raw: string,
  fields: Readonly<Record<string, FilterField>>,
  params: SqlParams,
): { sql: string; tree: FilterNode } {
  try {
    const tree = parseFilter(raw);
    return { sql: compileFilter(tree, fields, params), tree };
  } catch (error) {
    if (error instanceof FilterSyntaxError) {
      throw new ApiError(400, 'invalid_filter_parameter', `Invalid $filter: ${error.message}`, {
        target: '$filter',
      });
    }
    throw error;
  }
}

/** The `field eq value` comparisons joined by top-level `and`s (for scoping checks). */
export function topLevelEqualities(node: FilterNode): Array<{ field: string; value: Literal }> {
  if (node.kind === 'and')
    return [...topLevelEqualities(node.left), ...topLevelEqualities(node.right)];
  if (node.kind === 'compare' && node.op === 'eq')
    return [{ field: node.field, value: node.value }];
  return [];
}

/**
 * Applies `$filter` to in-memory records (small reference lists such as categories and
 * attributes) with the same allowlist and type rules as the SQL compiler.
 */
export function filterRecords<T>(
  raw: string | undefined,
  records: readonly T[],
  fields: Readonly<Record<string, { type: FieldType; get: (record: T) => unknown }>>,
): T[] {
  if (raw === undefined || raw.trim() === '') return [...records];
  let tree: FilterNode;
  try {
    tree = parseFilter(raw);
    // type-check once against the allowlist by compiling with throwaway SQL
    compileFilter(
      tree,
      Object.fromEntries(
        Object.entries(fields).map(([name, spec]) => [name, { sql: 'x', type: spec.type }]),
      ),
      new SqlParams(),
    );
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      throw new ApiError(400, 'invalid_filter_parameter', `Invalid $filter: ${error.message}`, {
        target: '$filter',
      });
    throw error;
  }
  // a datetime compares as its instant, a field's value as a literal's
  const instant = (value: unknown) =>
    value instanceof Date
      ? value.getTime()
      : typeof value === 'string'
        ? (datetimeInstant(value)?.getTime() ?? value)
        : value;
  const valueOf = (name: string, record: T): unknown => {
    const spec = fields[name]!;
    const value = spec.get(record) ?? null;
    return spec.type === 'datetime' ? instant(value) : value;
  };
  const literal = (name: string, value: Literal): unknown =>
    value.type === 'null'
      ? null
      : fields[name]!.type === 'datetime'
        ? instant(value.value)
        : value.value;
  const test = (node: FilterNode, record: T): boolean => {
    switch (node.kind) {
      case 'and':
        return test(node.left, record) && test(node.right, record);
      case 'or':
        return test(node.left, record) || test(node.right, record);
      case 'not':
        return !test(node.operand, record);
      case 'in':
        return node.values.some(
          (value) => valueOf(node.field, record) === literal(node.field, value),
        );
      case 'call': {
        // as in SQL, a function of an empty field is false, whatever the text
        const value = valueOf(node.field, record);
        if (value === null) return false;
        const actual = String(value).toLowerCase();
        const wanted = String(literal(node.field, node.value)).toLowerCase();
        return node.fn === 'contains'
          ? actual.includes(wanted)
          : node.fn === 'startswith'
            ? actual.startsWith(wanted)
            : actual.endsWith(wanted);
      }
      case 'compare': {
        const actual = valueOf(node.field, record) as string | number | null;
        const wanted = literal(node.field, node.value) as string | number | null;
        if (node.op === 'eq') return actual === wanted;
        if (node.op === 'ne') return actual !== wanted;
        if (actual === null || wanted === null) return false;
        return node.op === 'gt'
          ? actual > wanted
          : node.op === 'ge'
            ? actual >= wanted
            : node.op === 'lt'
              ? actual < wanted
              : actual <= wanted;
      }
    }
  };
  return records.filter((record) => test(tree, record));
}
