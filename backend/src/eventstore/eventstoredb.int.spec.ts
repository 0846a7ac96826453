import { describe } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database.ts';
import { eventStoreContract } from '../../../tests/contract/event-store/index.ts';
import { DataKeys } from './encryption/data-keys.ts';
import { EventStoreDbEventStore } from './eventstoredb.ts';

// Runs only against a real server, e.g. EVENTSTORE_CONNECTION_STRING=esdb://localhost:2113?tls=false.
// Every test uses fresh stream ids, so a long-lived server can be reused between runs. The data keys
// live in PostgreSQL, as with EVENT_STORE=eventstoredb in production.
const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

describe.skipIf(!connectionString)('EventStoreDB adapter', () => {
  eventStoreContract('EventStoreDB', async () => {
    const db = await createTestDatabase();
    const store = new EventStoreDbEventStore(connectionString!, undefined, { dataKeys: new DataKeys(db.pool) });
    return {
      store,
      keysDb: db.pool,
      cleanup: async () => {
        await store.close();
        await db.drop();
      },
    };
  });
});
