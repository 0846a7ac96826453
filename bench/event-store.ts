/**
 * Appends per second through PostgresEventStore (advisory lock + version check + insert, in one
 * function) against plain INSERTs of the same rows into a table with the same columns and indexes.
 */
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@tradeguild/contracts';
import type { BenchContext } from './lib/context.ts';
import { opsPerSecond, type Table } from './lib/stats.ts';

const SECONDS = Number(process.env.BENCH_APPEND_SECONDS ?? 3);
const WRITERS = 8;

const event = (i: number): NewEvent => ({
  type: 'BenchAppended',
  data: { i, text: 'a small payload, like a message or a status change' },
  metadata: {
    eventId: randomUUID(),
    commandId: null,
    correlationId: randomUUID(),
    causationId: null,
    actorId: 'bench',
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

async function appendsPerSecond(ctx: BenchContext, writers: number): Promise<number> {
  // One stream per writer: with one writer that is the single-stream case.
  const streams = Array.from({ length: writers }, () => `bench-${randomUUID()}`);
  return opsPerSecond(SECONDS * 1000, writers, (w, i) => ctx.store.appendToStream(streams[w]!, [event(i)], { expectedVersion: i }));
}

async function insertsPerSecond(ctx: BenchContext, writers: number): Promise<number> {
  const streams = Array.from({ length: writers }, () => `bench-${randomUUID()}`);
  return opsPerSecond(SECONDS * 1000, writers, (w, i) => {
    const e = event(i);
    return ctx.pool.query(
      `INSERT INTO bench_plain_events (stream_id, stream_version, type, schema_version, data, metadata, event_id, command_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
      [streams[w], i + 1, e.type, 1, JSON.stringify(e.data), JSON.stringify(e.metadata), e.metadata.eventId],
    );
  });
}

export async function benchEventStore(ctx: BenchContext): Promise<Table> {
  await ctx.pool.query('CREATE TABLE bench_plain_events (LIKE events INCLUDING ALL)');
  const rows = [];
  for (const [label, writers] of [
    ['one stream, 1 writer (expected version)', 1],
    [`${WRITERS} streams, ${WRITERS} concurrent writers`, WRITERS],
  ] as const) {
    ctx.log(`event store: ${label}`);
    const store = await appendsPerSecond(ctx, writers);
    const plain = await insertsPerSecond(ctx, writers);
    rows.push([label, Math.round(store), Math.round(plain), `${((100 * store) / plain).toFixed(0)}%`]);
  }
  await ctx.pool.query('DROP TABLE bench_plain_events');
  return {
    title: 'Event store appends (1 event per append)',
    headers: ['scenario', 'appends/s', 'plain INSERTs/s', 'append / plain'],
    rows,
    notes: [`${SECONDS} s per figure. Plain INSERT: same columns and indexes, no function, no stream row, no lock.`],
  };
}
