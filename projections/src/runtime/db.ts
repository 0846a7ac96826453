import type pg from 'pg';

/** Anything that runs a parameterised query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * Runs fn inside BEGIN/COMMIT on one client; rolls back on any error. While the client is checked
 * out the pool does not listen for its errors: a connection the server ends between two queries
 * (PostgreSQL restarting) would otherwise be an uncaught 'error' event. It is caught here, and the
 * broken connection is discarded instead of going back to the pool.
 */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}
