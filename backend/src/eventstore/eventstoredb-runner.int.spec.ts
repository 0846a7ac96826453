import { FakeLog } from '../../../tests/support/eventstoredb-fakes.ts';
import { subscriptionRunnerSpec } from '../../../tests/support/eventstoredb-runner-spec.ts';
import { EventStoreDbEventStore } from './eventstoredb.ts';
import { EventStoreDbSubscriptionSource } from './eventstoredb-subscription.ts';

// Real PostgreSQL and Redis, and the adapter's own code over a fake log in place of the server:
// what this cannot show (the server's filter, positions, caught-up signal) `make test-containers` does.
subscriptionRunnerSpec('a fake server', async () => {
  const log = new FakeLog();
  const store = new EventStoreDbEventStore('esdb://localhost:2113?tls=false');
  (store as unknown as { client: unknown }).client = log.client();
  return {
    store,
    newSource: () =>
      new EventStoreDbSubscriptionSource({
        open: (after) => log.subscribe(after, { inclusive: true }),
        fallback: store,
        logger: { warn: () => undefined },
      }),
    close: () => store.close(),
    neverFallsBack: true,
  };
});
