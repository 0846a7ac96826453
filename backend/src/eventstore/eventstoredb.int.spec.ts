import { describe } from 'vitest';
import { eventStoreContract } from '../../../tests/contract/event-store/index.ts';
import { EventStoreDbEventStore } from './eventstoredb.ts';

// Runs only against a real server, e.g. EVENTSTORE_CONNECTION_STRING=esdb://localhost:2113?tls=false.
// Every test uses fresh stream ids, so a long-lived server can be reused between runs.
const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

describe.skipIf(!connectionString)('EventStoreDB adapter', () => {
  eventStoreContract('EventStoreDB', async () => {
    const store = new EventStoreDbEventStore(connectionString!);
    return { store, cleanup: () => store.close() };
  });
});
