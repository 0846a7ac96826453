import pg from 'pg';
import { logger } from '../logger.ts';

// bigint columns (positions, counters) arrive as strings unless told otherwise; we keep them
// as strings for positions and convert counters explicitly where needed.
export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A session stuck inside a transaction would hold back the $all horizon for every reader.
    options: '-c idle_in_transaction_session_timeout=30000 -c statement_timeout=60000',
  });
  // An idle client whose server connection ends (a restart, a terminated backend) is dropped by the
  // pool; without a listener the event would crash the process.
  pool.on('error', (err) => logger.warn({ err: err.message }, 'idle database connection lost'));
  return pool;
}

export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Runs fn inside BEGIN/COMMIT on one client; rolls back on any error. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
