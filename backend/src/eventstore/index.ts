import type pg from 'pg';
import { EventStoreDbEventStore } from './eventstoredb.ts';
import { PostgresEventStore } from './postgres.ts';
import type { EventStore } from './types.ts';

export * from './types.ts';
export { PostgresEventStore } from './postgres.ts';

export function createEventStore(
  config: { EVENT_STORE: 'postgres' | 'eventstoredb'; EVENTSTORE_CONNECTION_STRING?: string },
  pool: pg.Pool,
): EventStore {
  return config.EVENT_STORE === 'eventstoredb'
    ? new EventStoreDbEventStore(config.EVENTSTORE_CONNECTION_STRING!)
    : new PostgresEventStore(pool);
}
