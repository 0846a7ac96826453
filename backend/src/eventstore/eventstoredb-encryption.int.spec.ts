import { afterAll, beforeAll, describe } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { FakeLog } from '../../../tests/support/eventstoredb-fakes.ts';
import { encryptionContract } from '../../../tests/contract/event-store/encryption.contract.ts';
import type { StoreUnderTest } from '../../../tests/contract/event-store/support.ts';
import { DataKeys } from './encryption/data-keys.ts';
import { EventStoreDbEventStore } from './eventstoredb.ts';

// The EventStoreDB adapter's crypto-shredding over a fake log in place of the server (the whole
// contract runs against a real server in `make test-containers`), its data keys in real PostgreSQL.
describe('EventStoreDB adapter over a fake log: personal data', () => {
  let db: TestDatabase;
  let made: StoreUnderTest;
  beforeAll(async () => {
    db = await createTestDatabase();
    const store = new EventStoreDbEventStore('esdb://localhost:2113?tls=false', undefined, { dataKeys: new DataKeys(db.pool) });
    (store as unknown as { client: unknown }).client = new FakeLog().client();
    made = { store, keysDb: db.pool, cleanup: () => store.close() };
  });
  afterAll(async () => {
    await made?.cleanup();
    await db?.drop();
  });
  encryptionContract(() => made);
});
