/** Test-only: the PostgreSQL event store, for projection tests that must not import the backend themselves. */
import { afterAll, beforeAll } from 'vitest';
import type { EventStore } from '@tradeguild/contracts';
import { PostgresEventStore } from '../../backend/src/eventstore/postgres.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export { PostgresEventStore };

/**
 * A test file's own database and PostgreSQL event store: created before its tests, dropped after.
 * Read `db` and `store` inside the tests (they are set once `beforeAll` has run).
 */
export function useStoreDatabase(): { readonly db: TestDatabase; readonly store: PostgresEventStore } {
  const t = {} as { db: TestDatabase; store: PostgresEventStore };
  beforeAll(async () => {
    t.db = await createTestDatabase();
    t.store = new PostgresEventStore(t.db.pool);
  });
  afterAll(() => t.db?.drop());
  return t;
}

/** A store that passes every call to `inner`, except those `overrides` replaces (a spy, an interference). */
export function delegatingStore(inner: EventStore, overrides: Partial<EventStore> = {}): EventStore {
  return {
    readStream: (streamId, options) => inner.readStream(streamId, options),
    readAll: (options) => inner.readAll(options),
    appendToStream: (streamId, events, options) => inner.appendToStream(streamId, events, options),
    headPosition: () => inner.headPosition(),
    queryEvents: (query) => inner.queryEvents(query),
    verifyChains: () => inner.verifyChains(),
    close: () => inner.close(),
    ...overrides,
  };
}
