// What the latency benches share: percentiles, the tables they print, and the recorder of the
// SQL a request ran, whose plans they show next to the figures.

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
export const ms = (value) => `${value.toFixed(1)} ms`;

/** Prints rows of equal keys as columns: the first left-aligned, figures right-aligned. */
export function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) =>
        i === 0 || (i === cells.length - 1 && typeof cell === 'string' && !/\d ms$/.test(cell))
          ? String(cell).padEnd(widths[i])
          : String(cell).padStart(widths[i]),
      )
      .join('  ');
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

/**
 * `db` with a recorder of the statements run through it, transactions included (each statement
 * of one carries the transaction's `group`): give `database` to the app, `start()` before a
 * request, `statements()` after it.
 */
export function recordingDatabase(db) {
  let recording = null;
  const recorder = (target, group) => ({
    async query(sql, params) {
      recording?.push({ group, kind: 'query', sql, params });
      return target.query(sql, params);
    },
    async exec(sql) {
      recording?.push({ group, kind: 'exec', sql });
      return target.exec(sql);
    },
  });
  let transactions = 0;
  const database = {
    ...recorder(db, null),
    kind: db.kind,
    transaction: (fn) => {
      const group = ++transactions;
      return db.transaction((tx) => fn(recorder(tx, group)));
    },
    listen: (channel, onPayload, options) => db.listen(channel, onPayload, options),
    close: async () => {},
  };
  return {
    database,
    start: () => {
      recording = [];
    },
    statements: () => recording ?? [],
    stop: () => {
      recording = null;
    },
  };
}

/** The plan nodes of a query that read a table: `Index Scan on x`, `Bitmap Index Scan on y`… */
export function scansOf(plan, found = new Set()) {
  if (plan['Index Name']) found.add(`${plan['Node Type']} ${plan['Index Name']}`);
  else if (plan['Node Type'] === 'Seq Scan') found.add(`Seq Scan ${plan['Relation Name']}`);
  for (const child of plan.Plans ?? []) scansOf(child, found);
  return found;
}

/**
 * The scans each recorded statement's plan uses, in the same transactions and settings, one
 * entry a statement. BENCH_EXPLAIN=<part of a label> also prints that label's plans with their
 * actual times (EXPLAIN ANALYZE).
 */
export async function planScans(db, statements, label) {
  const scans = [];
  const analyze = process.env.BENCH_EXPLAIN && label.includes(process.env.BENCH_EXPLAIN);
  const explain = async (target, statement) => {
    if (statement.kind === 'exec') return target.exec(statement.sql);
    if (analyze) {
      const { rows } = await target.query(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
        statement.params,
      );
      console.log(
        `\n-- ${label}\n${statement.sql}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
    const { rows } = await target.query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params);
    const plan = rows[0]['QUERY PLAN'];
    scans.push(
      [...scansOf((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan)].join(' + '),
    );
  };
  const groups = new Set(statements.map((statement) => statement.group));
  for (const group of groups) {
    const members = statements.filter((statement) => statement.group === group);
    if (group === null) for (const member of members) await explain(db, member);
    else
      await db.transaction(async (tx) => {
        for (const member of members) await explain(tx, member);
      });
  }
  return scans;
}
