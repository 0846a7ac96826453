import type pg from 'pg';
import type { EventStore } from '@tradeguild/contracts';
import { readAllSource, type EventSource } from '@tradeguild/projections';
import { EventStoreDbEventStore } from './eventstoredb.ts';
import { eventStoreDbSource } from './eventstoredb-subscription.ts';
import { PostgresEventStore } from './postgres.ts';

export type { EventDecoder } from './event-decoder.ts';
export { PostgresEventStore } from './postgres.ts';

export function createEventStore(
  config: { EVENT_STORE: 'postgres' | 'eventstoredb'; EVENTSTORE_CONNECTION_STRING?: string },
  pool: pg.Pool,
): EventStore {
  return config.EVENT_STORE === 'eventstoredb'
    ? new EventStoreDbEventStore(config.EVENTSTORE_CONNECTION_STRING!)
    : new PostgresEventStore(pool);
}

/**
 * How the projection runner reads the store the config names: paged readAll for PostgreSQL, a
 * catch-up subscription to `$all` (readAll as its fallback) for EventStoreDB.
 */
export function createEventSource(
  config: { EVENT_STORE?: 'postgres' | 'eventstoredb'; EVENTSTORE_CONNECTION_STRING?: string },
  store: EventStore,
  logger: { warn: (obj: object, msg: string) => void },
): EventSource {
  return config.EVENT_STORE === 'eventstoredb' && config.EVENTSTORE_CONNECTION_STRING
    ? eventStoreDbSource(config.EVENTSTORE_CONNECTION_STRING, store, logger)
    : readAllSource(store);
}
