/**
 * PostgreSQL array literals (`{"a","b",NULL}`), built in one pass: a batch's rows sent one array per
 * column and read back with `unnest`, which PostgreSQL reads several times faster than the same rows
 * as JSON objects through `json_to_recordset` (a rebuild sends hundreds of thousands).
 *
 * Each value is written as its column's input text, as `json_to_recordset` would take it from JSON:
 * a string as is, a number or boolean as JSON writes it (not finite: NULL, as JSON's null), a Date as JSON writes it (ISO), an array as
 * an array literal of its own (for a `text[]` column, cast per row), null and undefined as NULL.
 */
const SPECIAL = /["\\]/;

function element(v: unknown): string {
  if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return 'NULL';
  const text =
    typeof v === 'string'
      ? v
      : Array.isArray(v)
        ? pgArray(v)
        : v instanceof Date
          ? v.toISOString()
          : typeof v === 'object'
            ? JSON.stringify(v)
            : String(v);
  return SPECIAL.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : `"${text}"`;
}

/** The literal of a one-dimensional array of these values. */
export function pgArray(values: readonly unknown[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) out += (i ? ',' : '') + element(values[i]);
  return `${out}}`;
}

/** One literal per column, each the column's values over `rows` in order. */
export function pgColumns<R>(rows: readonly R[], columns: readonly ((row: R) => unknown)[]): string[] {
  return columns.map((value) => {
    let out = '{';
    for (let i = 0; i < rows.length; i++) out += (i ? ',' : '') + element(value(rows[i]!));
    return `${out}}`;
  });
}
