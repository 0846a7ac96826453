/**
 * The erasure's dependency on the event store's crypto-shredding (issue 24 item 1, built apart):
 * destroying the person's data key, after which their personal data in events reads as
 * "Former member" / "[removed]". Everything else of an erasure is done by erasure.ts.
 */
import type pg from 'pg';
import type { Logger } from 'pino';
import { destroyKey } from '../eventstore/index.ts';
import type { ShredPersonalData } from './erasure.ts';

export function connectShredding(deps: { pool: pg.Pool; logger: Logger }): ShredPersonalData {
  return async (userId) => {
    await destroyKey(deps.pool, userId);
    deps.logger.info({ userId }, 'erasure: data key destroyed');
  };
}
