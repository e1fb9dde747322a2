import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

// PGlite's own `query` enters its WebAssembly six times per statement (Parse, Describe, Bind,
// Describe, Execute, Sync, each an awaited call of its own) so as to learn the parameters' types
// before serialising them. On the chat path those calls were a third of a statement's time
// (docs/chat.md#measurements). Here a statement is the five protocol messages in one buffer, one
// call: the parameters go as text, serialised by their JavaScript type, and PostgreSQL infers
// their types as it does for any untyped parameter.

const { serialize } = protocol;

/** An array as PostgreSQL's array literal: `{"a","b \"c\"",NULL}`. */
function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = textOf(value) as string;
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** A parameter as the text PostgreSQL's input functions read (null stays null). */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/**
 * Runs one statement with its parameters in a single call into PGlite, in its query lock (so a
 * statement of someone else's never runs in between). A failed statement throws PGlite's
 * `DatabaseError` (with its SQLSTATE `code`); the Sync in the same buffer ends the failed
 * extended-protocol exchange, so the next statement starts clean.
 */
export function queryInOneTrip<Row>(
  db: PGlite,
  sql: string,
  params: readonly unknown[],
): Promise<Results<Row>> {
  const message = concat([
    serialize.parse({ text: sql }),
    serialize.bind({ values: params.map(textOf) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  return db.runExclusive(async () => {
    const { messages } = await db.execProtocol(message, { syncToFs: false });
    return parse.parseResults(messages, db.parsers)[0] as Results<Row>;
  });
}
