import type pg from 'pg';
import type { EventStore } from '@tradeguild/contracts';
import { readAllSource, type EventSource } from '@tradeguild/projections';
import { dataKeysFor } from './encryption/data-keys.ts';
import { EventStoreDbEventStore } from './eventstoredb.ts';
import { eventStoreDbSource } from './eventstoredb-subscription.ts';
import { PostgresEventStore } from './postgres.ts';

export type { EventDecoder } from './event-decoder.ts';
export { PostgresEventStore } from './postgres.ts';
export { destroyKey, isDestroyed, dataKeysFor, DataKeys, CACHE_TTL_MS } from './encryption/data-keys.ts';

/** Before a sign-up: an erased person signing up again gets a new data key (the old events stay shredded). */
export { renewDestroyedKey } from './encryption/data-keys.ts';

/** Either adapter keeps people's data keys in this pool's data_keys table (docs/decisions/0059-crypto-shredding.md). */
export function createEventStore(
  config: { EVENT_STORE: 'postgres' | 'eventstoredb'; EVENTSTORE_CONNECTION_STRING?: string; DATA_KEY_SECRET?: string },
  pool: pg.Pool,
): EventStore {
  const dataKeys = dataKeysFor(pool, config.DATA_KEY_SECRET);
  return config.EVENT_STORE === 'eventstoredb'
    ? new EventStoreDbEventStore(config.EVENTSTORE_CONNECTION_STRING!, undefined, { dataKeys })
    : new PostgresEventStore(pool, undefined, { dataKeys });
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
