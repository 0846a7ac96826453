import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { counterProjection } from '../../../tests/support/projections/counter.ts';
import { moveCheckpointOnly } from './checkpoint-moves.ts';
import { CHECKPOINT_CHANNEL } from './freshness.ts';
import { ensureGenerations, liveGenerations } from './registry.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

const at = (tx: number, pos: number) => ({ tx: BigInt(tx), pos: BigInt(pos) });

describe('checkpoint-only moves', () => {
  it('are grouped while one is in flight, each still its own compare-and-swap, and notify for serving generations', async () => {
    const names = ['cm_a', 'cm_b', 'cm_c', 'cm_d'];
    for (const name of names) await ensureGenerations(db.pool, counterProjection({ name }));
    const listener = await db.pool.connect();
    const notified: string[] = [];
    listener.on('notification', (n) => notified.push(n.payload ?? ''));
    await listener.query(`LISTEN ${CHECKPOINT_CHANNEL}`);

    let statements = 0;
    const query = db.pool.query.bind(db.pool);
    db.pool.query = ((...args: Parameters<typeof query>) => {
      statements++;
      return query(...args);
    }) as typeof db.pool.query;
    try {
      const moves = names.map((projection, i) =>
        moveCheckpointOnly(db.pool, {
          projection,
          generation: 1,
          applied: 3,
          notify: true,
          // cm_d says its checkpoint is somewhere it is not: its move is refused, the others go through.
          from: projection === 'cm_d' ? at(5, 5) : at(0, 0),
          to: at(100 + i, 7),
        }),
      );
      expect(await Promise.all(moves)).toEqual([true, true, true, false]);
    } finally {
      db.pool.query = query;
    }
    // The first went alone; the three asked for while it was in flight went together.
    expect(statements).toBe(2);

    const checkpoints = await Promise.all(names.map(async (name) => (await liveGenerations(db.pool, name))[0]!));
    expect(checkpoints.map((g) => [g.checkpointTx, g.checkpointPos])).toEqual([
      [100n, 7n],
      [101n, 7n],
      [102n, 7n],
      [0n, 0n],
    ]);
    // Each notice carries the serving checkpoint it moved to (read-your-writes answers from it).
    await expect.poll(() => [...notified].sort()).toEqual(['cm_a 1 100.7', 'cm_b 1 101.7', 'cm_c 1 102.7']);
    await listener.query(`UNLISTEN ${CHECKPOINT_CHANNEL}`);
    listener.release();
  });
});
