import pg from 'pg';
import { logger } from '../logger.ts';
import { prepareParameterised } from './prepared.ts';

/** The pg pool of the write side (event store appends) and of the projection runner. */
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
  // Its parameterised statements are prepared once per connection (./prepared.ts).
  pool.on('connect', (client) => prepareParameterised(client));
  return pool;
}
