/**
 * `$all` reads: PostgresEventStore.readAll over 100,000 events in pages of 1,000, against a plain
 * keyset SELECT of the same columns over the same rows (what any reader of the table pays: the
 * driver's parsing of jsonb and timestamps included), interleaved pass by pass.
 */
import type { Checkpoint } from '@tradeguild/contracts';
import { COLUMNS } from '../backend/src/eventstore/postgres-rows.ts';
import type { BenchContext } from './lib/context.ts';
import { check, type Table } from './lib/stats.ts';
import { insertAsAppender } from '../backend/src/eventstore/postgres-append.ts';
import type { EventMetadata } from '@tradeguild/contracts';

const EVENTS = Number(process.env.BENCH_READ_ALL_EVENTS ?? 100_000);
const PAGE = Number(process.env.BENCH_READ_ALL_PAGE ?? 1000);
const ROUNDS = Number(process.env.BENCH_READ_ALL_ROUNDS ?? 3);

/** MessageSent events (a real type: readAll parses it with its schema), 10 to a stream. */
async function seed(ctx: BenchContext) {
  for (let from = 0; from < EVENTS; from += 10_000) {
    await insertAsAppender(ctx.pool, (c) =>
      c.query(
        `INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata, event_id)
       SELECT 'conversation-bench-' || (n / 10), n % 10 + 1, 'MessageSent', 1,
              jsonb_build_object('messageId', gen_random_uuid(), 'senderId', 'user-' || (n % 97), 'receiverId', 'user-' || (n % 89),
                                 'projectId', NULL, 'content', 'Hello, could you come and look at the boiler on Tuesday? ' || n,
                                 'sentAt', '2026-11-27T10:00:00.000Z'),
              jsonb_build_object('eventId', gen_random_uuid(), 'commandId', NULL, 'correlationId', gen_random_uuid(), 'causationId', NULL,
                                 'actorId', 'user-' || (n % 97), 'occurredAt', '2026-11-27T10:00:00.000Z', 'schemaVersion', 1),
              gen_random_uuid()
         FROM generate_series($1::int, $2::int) n`,
        [from, Math.min(EVENTS, from + 10_000) - 1],
      ),
    );
  }
  await sealSeeded(ctx);
  await ctx.pool.query('VACUUM ANALYZE events');
}

/**
 * With encryption on (docs/decisions/0059-crypto-shredding.md), as the store would have written
 * them: each message's content sealed with its sender's data key (97 senders).
 */
async function sealSeeded(ctx: BenchContext) {
  const { protection } = ctx.store;
  let after = { stream: '', version: '0' };
  for (;;) {
    const { rows } = await ctx.pool.query<{
      stream_id: string;
      stream_version: string;
      type: string;
      data: unknown;
      metadata: EventMetadata;
    }>(
      `SELECT stream_id, stream_version::text, type, data, metadata FROM events
        WHERE stream_id LIKE 'conversation-bench-%' AND (stream_id, stream_version) > ($1, $2::bigint)
        ORDER BY stream_id, stream_version LIMIT 5000`,
      [after.stream, after.version],
    );
    if (rows.length === 0) return;
    after = { stream: rows.at(-1)!.stream_id, version: rows.at(-1)!.stream_version };
    const owners = new Set(rows.flatMap((r) => protection.ownersOf(r.type, r.data, r.metadata)));
    const keys = await protection.keys.ownerKeys(owners);
    const sealed = rows.map((r) => JSON.stringify(protection.sealData(r.type, r.data, r.metadata, keys).data));
    await ctx.pool.query(
      `UPDATE events e SET data = u.data FROM unnest($1::text[], $2::bigint[], $3::jsonb[]) u(stream_id, stream_version, data)
        WHERE e.stream_id = u.stream_id AND e.stream_version = u.stream_version`,
      [rows.map((r) => r.stream_id), rows.map((r) => r.stream_version), sealed],
    );
  }
}

/** readAll with every payload read (so parsed, opened and decoded), as a projection of MessageSent does. */
async function passReadAllTouched(ctx: BenchContext, start: Checkpoint): Promise<number> {
  let after = start;
  let n = 0;
  for (;;) {
    const { events, last } = await ctx.store.readAll({ after, limit: PAGE });
    for (const e of events) if ((e.data as { content?: string }).content === undefined) throw new Error('read-all: no content');
    n += events.length;
    after = last;
    if (events.length < PAGE) return n;
  }
}

async function passReadAll(ctx: BenchContext, start: Checkpoint): Promise<number> {
  let after = start;
  let n = 0;
  for (;;) {
    const { events, last } = await ctx.store.readAll({ after, limit: PAGE });
    n += events.length;
    after = last;
    if (events.length < PAGE) return n;
  }
}

async function passPlain(ctx: BenchContext, start: Checkpoint): Promise<number> {
  let after = { tx: start.tx.toString(), pos: start.pos.toString() };
  let n = 0;
  for (;;) {
    const { rows } = await ctx.pool.query<{ tx: string; global_position: string }>(
      `SELECT ${COLUMNS} FROM events WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
        ORDER BY transaction_id, global_position LIMIT $3`,
      [after.tx, after.pos, PAGE],
    );
    n += rows.length;
    if (rows.length < PAGE) return n;
    after = { tx: rows.at(-1)!.tx, pos: rows.at(-1)!.global_position };
  }
}

export async function benchReadAll(ctx: BenchContext): Promise<Table> {
  const start = await ctx.store.headPosition();
  ctx.log(`read-all: seeding ${EVENTS} events`);
  await seed(ctx);
  const totals = { store: { n: 0, ms: 0 }, plain: { n: 0, ms: 0 }, touched: { n: 0, ms: 0 } };
  const passes: [keyof typeof totals, () => Promise<number>][] = [
    ['store', () => passReadAll(ctx, start)],
    ['plain', () => passPlain(ctx, start)],
    ['touched', () => passReadAllTouched(ctx, start)],
  ];
  for (const [, pass] of passes) await pass(); // warm: caches, prepared statements, JIT
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < passes.length; k++) {
      const [name, pass] = passes[(round + k) % passes.length]!;
      const t = performance.now();
      const n = await pass();
      totals[name].ms += performance.now() - t;
      totals[name].n += n;
      if (n !== EVENTS) throw new Error(`read-all: a ${name} pass read ${n} events, not ${EVENTS}`);
    }
  }
  const rate = (x: { n: number; ms: number }) => x.n / (x.ms / 1000);
  const [store, plain, touched] = [rate(totals.store), rate(totals.plain), rate(totals.touched)];
  await ctx.pool.query("DELETE FROM events WHERE stream_id LIKE 'conversation-bench-%'");
  return {
    title: `$all read (${EVENTS.toLocaleString('en-GB')} events, pages of ${PAGE})`,
    headers: ['reader', 'events/s', 'vs plain'],
    rows: [
      ['readAll (horizon, decode with the schema)', Math.round(store), `${(store / plain).toFixed(2)}x`],
      ['plain keyset SELECT (same columns, pg parsing)', Math.round(plain), '1.00x'],
      ['readAll, every payload read (opened: AES-256-GCM, then decoded)', Math.round(touched), `${(touched / plain).toFixed(2)}x`],
    ],
    notes: [
      `${ROUNDS} interleaved passes each, after one warm-up pass. Events: MessageSent, 10 to a stream, from START.`,
      "Encryption on: each content sealed with its sender's data key (97 senders; 0059). readAll fetches a page's keys (cached) before it hands the page out.",
    ],
    checks: [check('readAll / plain keyset SELECT', store / plain, '>=', 0.9, 'x', 2)],
    ratios: { 'readAll.vsPlain': store / plain },
  };
}
