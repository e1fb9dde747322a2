// The plain-text tables the scripts print (`pnpm bench`, the size-budget check).

/**
 * Rows under a title line and a dashed rule, columns two spaces apart.
 * @param {Record<string, unknown>[]} rows
 * @param {{ key: string, title: string, right?: boolean }[]} columns
 * @returns {string}
 */
export function formatTable(rows, columns) {
  const widths = columns.map((column) =>
    Math.max(column.title.length, ...rows.map((row) => String(row[column.key]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) =>
        columns[i].right ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((column) => column.title)),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map((row) => line(columns.map((column) => row[column.key]))),
  ].join('\n');
}
