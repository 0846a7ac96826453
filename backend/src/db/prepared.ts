/**
 * Server-side prepared statements for the write pool's parameterised statements.
 *
 * node-postgres sends an unnamed statement unless given a name, and PostgreSQL then parses and
 * plans it on every call. The write pool's statements are few and fixed (the append, the $all read,
 * checkpoints, the outbox, sessions, the projections' writes to their physical tables), so each gets
 * a name derived from its text: parsed once per connection, planned from the cached plan after that.
 * Measured at 200 commands/s: about a quarter less PostgreSQL CPU per command (bench/README.md,
 * admin-feed; docs/decisions/0008-prepared-statements.md).
 *
 * Bounds and the one failure mode:
 *  - a call with a large value (isLarge) goes unnamed, so that a plan made for small inputs never
 *    runs over large ones;
 *  - at most MAX_PER_CONNECTION names per connection (a text built per call, with a varying shape,
 *    would otherwise prepare without end); beyond it statements go unnamed as before;
 *  - a prepared statement whose result columns changed under it (a table altered by a migration of
 *    a newer process, a view redefined) fails with "cached plan must not change result type"
 *    (0A000) and runs nothing; its text is then never named again in this process, and the call is
 *    sent once more, unnamed (inside a transaction that error has already aborted it, so that retry
 *    fails too and the caller's own retry runs it unnamed).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

export const MAX_PER_CONNECTION = 200;
const FEATURE_NOT_SUPPORTED = '0A000';

/** Texts whose prepared form failed once (see above): sent unnamed from then on. */
const unnameable = new Set<string>();
const names = new Map<string, string>();

const nameOf = (text: string): string => {
  let name = names.get(text);
  if (!name) {
    name = `tg_${createHash('sha1').update(text).digest('base64url')}`;
    // The map only spares the hash; bounded like the connections' own sets.
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
};

type QueryFn = (...args: unknown[]) => unknown;

/**
 * A value that makes a plan depend on its size: a long array or a long text (a rebuild's batch of
 * 10,000 rows as JSON). PostgreSQL plans a prepared statement generically after a few calls, and a
 * plan made for a live batch of a few rows is ruinous for 10,000 (measured: a rebuild fell from about
 * 16,000 to 1,500 events/s). Such calls go unnamed: planned for what they carry, every time.
 */
const isLarge = (value: unknown): boolean =>
  (Array.isArray(value) && value.length > LARGE_ARRAY) || (typeof value === 'string' && value.length > LARGE_TEXT);
const LARGE_ARRAY = 64;
const LARGE_TEXT = 16_384;

/** Makes `client.query(text, values[, callback])` with at least one value use a named statement. */
export function prepareParameterised(client: pg.Client | pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFn;
  const prepared = new Set<string>();
  const named = (text: string, values: unknown[]): pg.QueryConfig | null => {
    if (unnameable.has(text) || values.some(isLarge)) return null;
    const name = nameOf(text);
    if (!prepared.has(name)) {
      if (prepared.size >= MAX_PER_CONNECTION) return null;
      prepared.add(name);
    }
    return { name, text, values };
  };
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const [text, values, callback] = args;
    const config = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? named(text, values) : null;
    if (!config) return query(...args);
    const retryUnnamed = (err: unknown) => {
      const { code, message } = err as { code?: string; message?: string };
      if (code !== FEATURE_NOT_SUPPORTED || !/cached plan must not change result type/.test(message ?? '')) throw err;
      unnameable.add(config.text);
      return query(text, values);
    };
    if (typeof callback === 'function') {
      const cb = callback as (err: Error | null, result?: unknown) => void;
      query(config, (err: Error | null, result: unknown) => {
        if (!err) return cb(null, result);
        Promise.resolve()
          .then(() => retryUnnamed(err))
          .then(
            (r) => cb(null, r),
            (e: Error) => cb(e),
          );
      });
      return undefined;
    }
    return (query(config) as Promise<unknown>).catch(retryUnnamed);
  };
}
