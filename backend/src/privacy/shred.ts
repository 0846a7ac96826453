/**
 * The erasure's dependency on the event store's crypto-shredding (issue 24 item 1, built apart):
 * destroying the person's data key, after which their personal data in events reads as
 * "Former member" / "[removed]". Everything else of an erasure is done by erasure.ts.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import type { ShredPersonalData } from './erasure.ts';

export function connectShredding(_deps: { pool: pg.Pool; logger: Logger }): ShredPersonalData {
  return async (userId) => {
    // >>> MERGE (issue 24 item 1): connect the key destruction on the next line, e.g. `await destroyKey(_deps.pool, userId);`
    _deps.logger.warn({ userId }, 'erasure: no data key destroyed (crypto-shredding is not connected in this build)');
  };
}
