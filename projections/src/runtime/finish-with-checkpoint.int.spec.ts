/**
 * A set-based batch's last writes go with the checkpoint in one statement (BatchContext.finish), and
 * its reads need no transaction (BatchContext.read): a live admin batch is two statements. The
 * statement is still all or nothing: when the checkpoint moved under the batch, none of its writes
 * stay, in a transaction or not.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, type RecordedEvent } from '@tradeguild/contracts';
import { PostgresEventStore } from '../../../tests/support/event-store.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { appendCounted, type CountedEvent } from '../../../tests/support/projections/counter.ts';
import { applyBatch, CheckpointMovedError } from './apply-batch.ts';
import { readAllSource } from './event-source.ts';
import { ensureGenerations } from './registry.ts';
import { physicalTable, type BatchContext, type Projection } from './types.ts';

let db: TestDatabase;
let store: PostgresEventStore;
/** A pool of its own whose statements are recorded, so a test sees exactly what one batch sent. */
let recorded: pg.Pool;
let statements: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool);
  recorded = new pg.Pool({ connectionString: db.url, max: 2 });
  recorded.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const q = args[0];
      statements.push((typeof q === 'string' ? q : (q as { text: string }).text).trim().split(/\s+/).slice(0, 2).join(' '));
      return query(...args);
    };
  });
});
afterAll(async () => {
  await recorded?.end();
  await db?.drop();
});

/**
 * Counts its events into `<name>_total`: reads the total, then writes it back plus the batch's
 * count as its final write; `alsoInTransaction` first writes a row through `tx`, and `meanwhile`
 * runs between the read and the write (to move the checkpoint under the batch).
 */
function finisher(
  name: string,
  type: string,
  o: { alsoInTransaction?: boolean; meanwhile?: () => Promise<void> } = {},
): Projection<CountedEvent> {
  const total = `${name}_total`;
  return {
    name,
    version: 1,
    tables: {
      [total]: (t) => `CREATE TABLE ${t} (id int PRIMARY KEY, n bigint NOT NULL); INSERT INTO ${t} VALUES (1, 0);`,
      [`${name}_marks`]: (t) => `CREATE TABLE ${t} (seq int PRIMARY KEY);`,
    },
    // The reference the batch handler must agree with; these tests only run the batch path.
    handlers: { [type]: async () => undefined },
    applyBatch: async (all: RecordedEvent<CountedEvent>[], ctx: BatchContext) => {
      // A batch handler gets every event of the batch and handles those of its types.
      const events = all.filter((e) => e.type === type);
      if (events.length === 0) return;
      const { rows } = await ctx.read<{ n: string }>(`SELECT n FROM ${ctx.table(total)} WHERE id = 1`);
      if (o.alsoInTransaction) {
        await ctx.tx.query(`INSERT INTO ${ctx.table(`${name}_marks`)} (seq) SELECT unnest($1::int[])`, [events.map((e) => e.data.seq)]);
      }
      await o.meanwhile?.();
      for (const e of events) ctx.push(e, { room: 'admins', event: 'counted', payload: { seq: e.data.seq } });
      ctx.finish([{ text: `UPDATE ${ctx.table(total)} SET n = $1::bigint WHERE id = 1`, value: Number(rows[0]!.n) + events.length }]);
    },
  };
}

async function servingGeneration(projection: Projection<CountedEvent>): Promise<number> {
  await ensureGenerations(db.pool, projection);
  const { rows } = await db.pool.query<{ generation: number }>(
    "SELECT generation FROM projection_registry WHERE projection = $1 AND state = 'active'",
    [projection.name],
  );
  return rows[0]!.generation;
}

const totalOf = async (name: string, generation: number) =>
  Number((await db.pool.query<{ n: string }>(`SELECT n FROM ${physicalTable(`${name}_total`, generation)}`)).rows[0]!.n);
const checkpointOf = async (name: string, generation: number) =>
  (
    await db.pool.query<{ pos: string }>(
      'SELECT checkpoint_pos AS pos FROM projection_registry WHERE projection = $1 AND generation = $2',
      [name, generation],
    )
  ).rows[0]!.pos;
const outboxFor = async (name: string) =>
  Number(
    (await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM push_outbox WHERE effect_id LIKE '%.' || $1 || '.%'", [name]))
      .rows[0]!.n,
  );

/** Applies batches until the projection has seen `count` of its events (other events may come first). */
async function applyUntil(projection: Projection<CountedEvent>, generation: number, count: number) {
  for (let i = 0; i < 50 && (await totalOf(projection.name, generation)) < count; i++) {
    const batch = await applyBatch(recorded, readAllSource(store), projection, generation, 100);
    if (batch.applied === 0) await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a set-based batch finishing with the checkpoint', () => {
  it('reads, then writes, pushes and moves the checkpoint in one statement: no BEGIN, no COMMIT', async () => {
    const projection = finisher('fin_plain', 'FinPlain');
    const generation = await servingGeneration(projection);
    await appendCounted(store, 1, 6, { type: 'FinPlain', perAppend: 6 });
    statements = [];
    await applyUntil(projection, generation, 6);

    expect(await totalOf('fin_plain', generation)).toBe(6);
    expect(await outboxFor('fin_plain')).toBe(6);
    // Each batch that handled events: its read, then the one statement; no transaction around them.
    expect(statements.filter((s) => /^(BEGIN|COMMIT)/.test(s))).toEqual([]);
    expect(statements.filter((s) => s.startsWith('WITH w0'))).toHaveLength(1);
  });

  it('undoes its writes and its pushes when the checkpoint moved under it, without a transaction', async () => {
    let moveOnce = true;
    const projection = finisher('fin_moved', 'FinMoved', {
      meanwhile: async () => {
        if (!moveOnce) return;
        moveOnce = false;
        // Someone else (a stale owner's successor) moved the checkpoint after this batch read it.
        await db.pool.query("UPDATE projection_registry SET checkpoint_pos = checkpoint_pos + 1000000 WHERE projection = 'fin_moved'");
      },
    });
    const generation = await servingGeneration(projection);
    await appendCounted(store, 1, 3, { type: 'FinMoved', perAppend: 3 });
    // Wait until the events are readable (another file's transaction can hold the horizon back a moment).
    await expect
      .poll(async () => (await store.readAll({ after: START, limit: 1000 })).events.filter((e) => e.type === 'FinMoved').length)
      .toBe(3);
    const before = await checkpointOf('fin_moved', generation);

    let failure: unknown;
    for (let i = 0; i < 20 && !failure; i++) {
      failure = await applyBatch(recorded, readAllSource(store), projection, generation, 1000).then(
        () => undefined,
        (err: unknown) => err,
      );
    }
    expect(failure).toBeInstanceOf(CheckpointMovedError);
    expect(await totalOf('fin_moved', generation)).toBe(0);
    expect(await outboxFor('fin_moved')).toBe(0);
    expect(BigInt(await checkpointOf('fin_moved', generation))).toBeGreaterThanOrEqual(BigInt(before) + 1000000n);
  });

  it('begins a transaction when the batch writes before it finishes, and undoes both writes when the checkpoint moved', async () => {
    const projection = finisher('fin_tx', 'FinTx', { alsoInTransaction: true });
    const generation = await servingGeneration(projection);
    await appendCounted(store, 1, 4, { type: 'FinTx', perAppend: 4 });
    statements = [];
    await applyUntil(projection, generation, 4);
    expect(await totalOf('fin_tx', generation)).toBe(4);
    expect(statements.filter((s) => /^(BEGIN|COMMIT)/.test(s))).toEqual(['BEGIN', 'COMMIT']);
    const marks = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${physicalTable('fin_tx_marks', generation)}`);
    expect(marks.rows[0]!.n).toBe(4);

    let moveOnce = true;
    const moving = finisher('fin_tx', 'FinTx', {
      alsoInTransaction: true,
      meanwhile: async () => {
        if (!moveOnce) return;
        moveOnce = false;
        await db.pool.query("UPDATE projection_registry SET checkpoint_pos = checkpoint_pos + 1000000 WHERE projection = 'fin_tx'");
      },
    });
    await appendCounted(store, 5, 2, { type: 'FinTx', perAppend: 2 });
    let failure: unknown;
    for (let i = 0; i < 20 && !failure; i++) {
      failure = await applyBatch(recorded, readAllSource(store), moving, generation, 1000).then(
        () => undefined,
        (err: unknown) => err,
      );
    }
    expect(failure).toBeInstanceOf(CheckpointMovedError);
    expect(await totalOf('fin_tx', generation)).toBe(4);
    const after = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${physicalTable('fin_tx_marks', generation)}`);
    expect(after.rows[0]!.n).toBe(4);
  });
});
