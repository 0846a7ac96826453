/**
 * The read side's database handle: slonik, so every query names the contracts schema its rows
 * must fit (`sql.type(schema)`) and a row that does not fit is an error at the boundary, not a
 * surprise in the browser. Columns come back camelCase; timestamps as ISO text, numerics as numbers.
 */
import { createPool, SchemaValidationError, type DatabasePool, type Interceptor, type QueryResultRow } from 'slonik';

export type ReadDb = DatabasePool;

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const camelCaseFields: Interceptor = {
  name: 'camel-case-fields',
  transformRow: (_ctx, _query, row) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) out[camel(key)] = value;
    return out as QueryResultRow;
  },
};

const parseWithSchema: Interceptor = {
  name: 'parse-with-schema',
  transformRow: (ctx, query, row) => {
    if (!ctx.resultParser) return row;
    const parsed = ctx.resultParser.safeParse(row);
    if (!parsed.success) throw new SchemaValidationError(query, row, parsed.error.issues);
    return parsed.data as QueryResultRow;
  },
};

const isoTimestamp = (value: string) => new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

export const readTypeParsers = [
  { name: 'int8', parse: (v: string) => Number(v) },
  { name: 'numeric', parse: (v: string) => Number(v) },
  { name: 'timestamptz', parse: isoTimestamp },
  { name: 'timestamp', parse: (v: string) => isoTimestamp(`${v}Z`) },
  { name: 'date', parse: (v: string) => v },
];

export function createReadDb(connectionUri: string, maximumPoolSize = 10): Promise<ReadDb> {
  return createPool(connectionUri, {
    maximumPoolSize,
    interceptors: [camelCaseFields, parseWithSchema],
    typeParsers: readTypeParsers,
    captureStackTrace: false,
    statementTimeout: 60_000,
    idleInTransactionSessionTimeout: 30_000,
    // slonik's default sends DISCARD ALL every time a connection goes back to the pool: a round trip
    // per read (one in twenty of the API's queries under load). Reads here leave nothing on a
    // connection to discard: no SET, temporary tables, prepared statements or session locks.
    resetConnection: async () => undefined,
  });
}
