/**
 * Appends per second through PostgresEventStore against two peers on the same server, interleaved
 * round by round (store, plain, Emmett; then plain, Emmett, store; ...) so that load from elsewhere
 * falls on all three alike: plain INSERTs of the same rows into a table with the same columns and
 * indexes, and Emmett's PostgreSQL event store (bench/peer-emmett.ts).
 */
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@tradeguild/contracts';
import type { BenchContext } from './lib/context.ts';
import { check, opsPerSecond, type Check, type Table } from './lib/stats.ts';
import { openEmmett } from './peer-emmett.ts';

const SECONDS = Number(process.env.BENCH_APPEND_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_APPEND_ROUNDS ?? 3);
const WRITERS = 8;

export const benchEvent = (i: number): NewEvent => ({
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

/** A message (a type with a personal field: sealed with the sender's data key before it is stored; 0059). */
export const benchMessage = (i: number): NewEvent => {
  const e = benchEvent(i);
  return {
    ...e,
    type: 'MessageSent',
    data: {
      messageId: randomUUID(),
      senderId: `bench-sender-${i % 16}`,
      receiverId: 'bench-receiver',
      projectId: null,
      content: 'a small payload, like a message or a status change',
      sentAt: e.metadata.occurredAt,
    },
    metadata: { ...e.metadata, actorId: `bench-sender-${i % 16}` },
  };
};

/** One contestant: appends one event to its writer's own stream at the version it expects. */
type Append = (stream: string, version: number, e: NewEvent) => Promise<unknown>;

/** Runs `writers` loops for `ms`, each on its own stream, its versions carried over from round to round. */
function contestant(writers: number, append: Append, event: (i: number) => NewEvent = benchEvent) {
  const streams = Array.from({ length: writers }, () => `bench-${randomUUID()}`);
  const versions = new Array<number>(writers).fill(0);
  return (ms: number) =>
    opsPerSecond(ms, writers, async (w) => {
      await append(streams[w]!, versions[w]!, event(versions[w]!));
      versions[w]!++;
    });
}

export async function benchEventStore(ctx: BenchContext): Promise<Table> {
  await ctx.pool.query('CREATE TABLE bench_plain_events (LIKE events INCLUDING ALL)');
  // Without the appenders' guard that LIKE copied with the defaults (017): a plain transaction id.
  await ctx.pool.query('ALTER TABLE bench_plain_events ALTER COLUMN transaction_id SET DEFAULT pg_current_xact_id()');
  const emmett = await openEmmett(ctx.databaseUrl);
  const plainInsert: Append = (s, v, e) =>
    ctx.pool.query(
      `INSERT INTO bench_plain_events (stream_id, stream_version, type, schema_version, data, metadata, event_id, command_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)`,
      [s, v + 1, e.type, 1, JSON.stringify(e.data), JSON.stringify(e.metadata), e.metadata.eventId],
    );
  const peers: { name: 'store' | 'encrypted' | 'plain' | 'plainMessage' | 'emmett'; append: Append; event?: (i: number) => NewEvent }[] = [
    { name: 'store', append: (s, v, e) => ctx.store.appendToStream(s, [e], { expectedVersion: v }) },
    // Encryption on: the same store appending messages, whose content is sealed first (0059).
    { name: 'encrypted', append: (s, v, e) => ctx.store.appendToStream(s, [e], { expectedVersion: v }), event: benchMessage },
    { name: 'plain', append: plainInsert },
    // The encrypted store's plain peer: the same messages, inserted as they are (nothing sealed).
    { name: 'plainMessage', append: plainInsert, event: benchMessage },
    ...(emmett ? [{ name: 'emmett' as const, append: emmett.append }] : []),
  ];
  if (!emmett) ctx.log('event store appends: @event-driven-io/emmett-postgresql is not installed; no Emmett figures');
  const rows = [];
  const checks: Check[] = [];
  const ratios: Record<string, number> = {};
  try {
    for (const [label, key, writers, plainTarget] of [
      ['one stream, 1 writer (expected version)', '1writer', 1, 70],
      [`${WRITERS} streams, ${WRITERS} concurrent writers`, '8writers', WRITERS, 60],
    ] as const) {
      ctx.log(`event store appends: ${label}`);
      const runs = peers.map((p) => ({ ...p, run: contestant(writers, p.append, p.event), ops: 0, ms: 0 }));
      for (const r of runs) await r.run(200); // warm: connections, prepared statements, Emmett's schema
      for (let round = 0; round < ROUNDS; round++) {
        for (let k = 0; k < runs.length; k++) {
          const r = runs[(round + k) % runs.length]!;
          const ms = (SECONDS * 1000) / ROUNDS;
          r.ops += (await r.run(ms)) * (ms / 1000);
          r.ms += ms;
        }
      }
      const rate = (name: string) => {
        const r = runs.find((x) => x.name === name)!;
        return r.ops / (r.ms / 1000);
      };
      const [store, encrypted, plain, plainMessage, peer] = ['store', 'encrypted', 'plain', 'plainMessage', 'emmett'].map(rate) as [
        number,
        number,
        number,
        number,
        number,
      ];
      rows.push([
        label,
        Math.round(store),
        Math.round(encrypted),
        Math.round(plain),
        Math.round(plainMessage),
        `${((100 * store) / plain).toFixed(0)}%`,
        `${((100 * encrypted) / plainMessage).toFixed(0)}%`,
        Math.round(peer),
        `${(store / peer).toFixed(2)}x`,
      ]);
      ratios[`append.${key}.vsPlain`] = store / plain;
      ratios[`append.${key}.vsEmmett`] = store / peer;
      ratios[`append.${key}.encryptedVsPlain`] = encrypted / plainMessage;
      checks.push(check(`appends, ${label}: store / plain`, (100 * store) / plain, '>=', plainTarget, '%', 0));
      checks.push(check(`appends, ${label}, encryption on: store / plain`, (100 * encrypted) / plainMessage, '>=', plainTarget, '%', 0));
      checks.push(check(`appends, ${label}: store / Emmett`, store / peer, '>=', 2.5, 'x', 2));
    }
  } finally {
    await emmett?.close();
    await ctx.pool.query('DROP TABLE bench_plain_events');
  }
  return {
    title: 'Event store appends (1 event per append)',
    headers: [
      'scenario',
      'appends/s',
      'encrypted appends/s',
      'plain INSERTs/s',
      'plain message INSERTs/s',
      'store / plain',
      'encrypted / plain message',
      'Emmett appends/s',
      'store / Emmett',
    ],
    rows,
    notes: [
      `${SECONDS} s per figure, in ${ROUNDS} interleaved slices. Plain INSERT: same columns and indexes, no trigger, no hash, no stream row.`,
      'Emmett: @event-driven-io/emmett-postgresql, its own schema in the same database, same payload and metadata.',
      "Encrypted: the same store appending MessageSent, its content sealed with the sender's data key (16 senders, keys cached; 0059),",
      "against plain INSERTs of the same messages unsealed (a message is a larger row than the store column's small event).",
    ],
    checks,
    ratios,
  };
}
