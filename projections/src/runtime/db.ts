import type pg from 'pg';

/** Anything that runs a parameterised query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * Runs fn on one client of the pool. While the client is checked out the pool does not listen for its
 * errors: a connection the server ends between two queries (PostgreSQL restarting) would otherwise be
 * an uncaught 'error' event. It is caught here, and the broken connection is discarded instead of
 * going back to the pool.
 */
async function withClient<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    return await fn(client);
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/** Runs fn inside BEGIN/COMMIT on one client; rolls back on any error. */
export function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query('BEGIN');
    try {
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  });
}

/** Runs one statement; what a batch handler is given to query with. */
export interface Statements {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

export interface LazyTransaction {
  /** In the transaction, which begins with the first statement sent here. */
  tx: Statements;
  /** Now, on the same connection: in the transaction once it has begun, else on its own. */
  direct: Statements;
}

/**
 * Like withTransaction, but BEGIN is sent only when fn first asks for the transaction (`tx`), and
 * COMMIT only then. A batch that reads (`direct`) and then writes everything in one statement needs
 * no transaction: one statement is atomic on its own, and the round trips of BEGIN and COMMIT are
 * saved.
 */
export function withLazyTransaction<T>(pool: pg.Pool, fn: (t: LazyTransaction) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    let began = false;
    const tx: Statements = {
      query: async (text, values) => {
        if (!began) {
          await client.query('BEGIN');
          began = true;
        }
        return client.query(text, values);
      },
    };
    try {
      const result = await fn({ tx, direct: { query: (text, values) => client.query(text, values) } });
      if (began) await client.query('COMMIT');
      return result;
    } catch (err) {
      if (began) await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  });
}
