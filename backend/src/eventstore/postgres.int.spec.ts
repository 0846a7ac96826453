import { createTestDatabase } from '../../../tests/support/database.ts';
import { eventStoreContract } from '../../../tests/contract/event-store/index.ts';
import { PostgresEventStore } from './postgres.ts';

eventStoreContract('PostgreSQL', async () => {
  const db = await createTestDatabase();
  return { store: new PostgresEventStore(db.pool), pool: db.pool, keysDb: db.pool, cleanup: db.drop };
});
