import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { withTransaction } from '../runtime/db.ts';
import { ensureGenerations, liveGenerations } from '../runtime/registry.ts';
import { physicalTable } from '../runtime/types.ts';
import { BatchStore } from './batch-store.ts';
import { adminProjection } from './projection.ts';

let db: TestDatabase;
let generation: number;
beforeAll(async () => {
  db = await createTestDatabase();
  await ensureGenerations(db.pool, adminProjection);
  generation = (await liveGenerations(db.pool, 'admin'))[0]!.generation;
});
afterAll(() => db?.drop());

const TRADESMAN = '5d1c3f0e-7b1a-4c53-9a5e-0b6f1d2e3a41';

describe('the admin batch store', () => {
  it('answers a read its preload did not foresee with one query of the same rows, and null for a missing one', async () => {
    const t = (logical: string) => physicalTable(logical, generation);
    await db.pool.query(
      `INSERT INTO ${t('admin_users')} (id, email, first_name, last_name, user_type, display_name, created_at)
       VALUES ('u-sam', 'sam@example.com', 'Sam', 'Reed', 'client', 'Sam Reed', now())`,
    );
    await db.pool.query(
      `INSERT INTO ${t('admin_tradesmen')} (id, user_id, business_name, location, specializations, trade_categories, created_at)
       VALUES ($1, 'u-tom', 'Reed Roofing', 'Leeds', '{Slate}', '{roofer}', now())`,
      [TRADESMAN],
    );
    const answers = await withTransaction(db.pool, async (tx) => {
      const store = new BatchStore({
        tx,
        read: (text, values) => tx.query(text, values),
        finish: () => expect.fail('reads only'),
        table: (l) => physicalTable(l, generation),
        push: () => undefined,
        writing: () => undefined,
      });
      // No preload: every read below goes to the fallback, one after the other on the batch's connection.
      return [
        await store.displayName('u-sam'),
        await store.displayName('u-nobody'),
        await store.tradesman(TRADESMAN.toUpperCase()),
        await store.project('0b8e2c7d-1111-4a2b-9c3d-4e5f60718293'),
      ];
    });
    expect(answers).toEqual(['Sam Reed', null, { businessName: 'Reed Roofing', tradeCategories: ['roofer'], userId: 'u-tom' }, null]);
  });
});
