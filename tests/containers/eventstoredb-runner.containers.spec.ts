import { describe } from 'vitest';
import { EventStoreDbEventStore } from '../../backend/src/eventstore/eventstoredb.ts';
import { eventStoreDbSource } from '../../backend/src/eventstore/eventstoredb-subscription.ts';
import { subscriptionRunnerSpec } from '../support/eventstoredb-runner-spec.ts';

// `make test-containers` sets this to the EventStoreDB container it started.
const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

describe.skipIf(!connectionString)('EventStoreDB server', () => {
  subscriptionRunnerSpec('a real server', async () => {
    const store = new EventStoreDbEventStore(connectionString!);
    return { store, newSource: () => eventStoreDbSource(connectionString!, store, { warn: () => undefined }), close: () => store.close() };
  });
});
