/**
 * The audit area: NDJSON export rate (the API's own chunks, written to a sink that drops the bytes,
 * like /dev/null) and the as-of fold of one long stream, each for a type without a schema (the
 * issue's figure) and for MessageSent, a real type decoded by its zod schema. The machine's load
 * average goes with each figure: on a shared machine the figures move with it.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { exportNdjson } from '../backend/src/audit/export.ts';
import { readStateAsOf } from '../backend/src/audit/read.ts';
import type { BenchContext } from './lib/context.ts';
import { check, percentile, type Table } from './lib/stats.ts';
import { insertAsAppender } from '../backend/src/eventstore/postgres-append.ts';

const EXPORT_EVENTS = Number(process.env.BENCH_EXPORT_EVENTS ?? 500_000);
const FOLD_EVENTS = Number(process.env.BENCH_FOLD_EVENTS ?? 10_000);
const MESSAGE_EXPORT_EVENTS = Number(process.env.BENCH_MESSAGE_EXPORT_EVENTS ?? 100_000);

const BENCH_DATA = `jsonb_build_object('title', 'Kitchen refit ' || g, 'budget', g % 9000, 'status', CASE WHEN g % 2 = 0 THEN 'open' ELSE 'closed' END,
                                 'notes', 'A paragraph of notes about the job, long enough to look like a real payload.')`;
const PARTIES = ['0b5f7a9e-6c1d-4b8e-9f2a-3d4c5b6a7e80', '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'] as const;
/** A real event type with a schema, at its current version (1), as most of a real store is. */
const MESSAGE_DATA = `jsonb_build_object('messageId', gen_random_uuid(), 'senderId', CASE WHEN g % 2 = 0 THEN '${PARTIES[0]}' ELSE '${PARTIES[1]}' END,
                                 'receiverId', CASE WHEN g % 2 = 0 THEN '${PARTIES[1]}' ELSE '${PARTIES[0]}' END, 'projectId', NULL,
                                 'content', 'Hello, about the kitchen job: could you come round on Tuesday morning? ' || g,
                                 'sentAt', to_char(timestamptz '2026-01-01' + make_interval(secs => g), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * Events are never deleted from a real store, so a real one has no dead rows; the bench deletes
 * each row's events before the next, and without a VACUUM the next export waded through them:
 * 100,000 MessageSent events after 500,000 deleted ones exported at 3,700 to 20,500/s whatever the
 * decoding (3 interleaved runs), against 48,000 to 86,000/s vacuumed.
 */
const settle = (ctx: BenchContext) => ctx.pool.query('VACUUM ANALYZE events');

/** Rows written straight into `events` (bulk, one statement per 50,000): the bench measures reading. */
async function seed(ctx: BenchContext, streamOf: string, count: number, perStream: number, type = 'BenchAudited', data = BENCH_DATA) {
  for (let start = 0; start < count; start += 50_000) {
    const n = Math.min(50_000, count - start);
    await insertAsAppender(ctx.pool, (c) =>
      c.query(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata, event_id, recorded_at)
       SELECT ${streamOf}, (g % $3) + 1, '${type}', ${data},
              jsonb_build_object('eventId', gen_random_uuid(), 'commandId', NULL, 'correlationId', gen_random_uuid()::text, 'causationId', NULL,
                                 'actorId', 'bench-actor', 'occurredAt', now()::text, 'schemaVersion', 1),
              gen_random_uuid(), timestamptz '2026-01-01' + make_interval(secs => g)
         FROM generate_series($1::int, $2::int) AS g`,
        [start, start + n - 1, perStream],
      ),
    );
  }
  await settle(ctx);
}

async function exportRate(ctx: BenchContext): Promise<{ perSecond: number; seconds: number; bytes: number }> {
  let bytes = 0;
  const sink = new Writable({
    highWaterMark: 1 << 16,
    write: (chunk: Buffer, _enc, done) => {
      bytes += chunk.length;
      done();
    },
  });
  const started = performance.now();
  let n = 0;
  for await (const chunk of exportNdjson(ctx.store, {})) {
    if (!sink.write(chunk)) await once(sink, 'drain');
    for (let i = chunk.indexOf('\n'); i !== -1; i = chunk.indexOf('\n', i + 1)) n++;
  }
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: n / seconds, seconds, bytes };
}

async function asOfTimes(ctx: BenchContext, streamId: string): Promise<number[]> {
  const asOf = new Date(Date.parse('2026-01-01T00:00:00Z') + (FOLD_EVENTS - 10) * 1000);
  const times: number[] = [];
  for (let i = 0; i < 12; i++) {
    const t = performance.now();
    const state = await readStateAsOf(ctx.store, streamId, asOf);
    if (i >= 2) times.push(performance.now() - t);
    if (state?.version !== FOLD_EVENTS - 9) throw new Error(`as-of fold found version ${state?.version}`);
  }
  return times;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

export async function benchAudit(ctx: BenchContext): Promise<Table> {
  ctx.log(`audit: seeding ${EXPORT_EVENTS} events`);
  // stream_version = g % 1000 + 1 within 'benchExport-<g / 1000>': 1,000 events per stream.
  await seed(ctx, `'benchExport-' || (g / 1000)`, EXPORT_EVENTS, 1000);
  ctx.log(`audit: export (load average ${load()})`);
  const exported = await exportRate(ctx);
  const exportLoad = load();
  await ctx.pool.query(`DELETE FROM events WHERE stream_id LIKE 'benchExport-%'`);
  await settle(ctx);

  ctx.log(`audit: seeding ${MESSAGE_EXPORT_EVENTS} MessageSent events`);
  await seed(ctx, `'conversation-${PARTIES[0]}:${PARTIES[1]}-' || (g / 1000)`, MESSAGE_EXPORT_EVENTS, 1000, 'MessageSent', MESSAGE_DATA);
  const messages = await exportRate(ctx);
  const messagesLoad = load();
  await ctx.pool.query(`DELETE FROM events WHERE stream_id LIKE 'conversation-%'`);
  await settle(ctx);

  const streamId = `benchEntity-${randomUUID()}`;
  ctx.log(`audit: one stream of ${FOLD_EVENTS} events`);
  await seed(ctx, `'${streamId}'`, FOLD_EVENTS, FOLD_EVENTS);
  const times = await asOfTimes(ctx, streamId);
  const foldLoad = load();

  const conversation = `conversation-${PARTIES[0]}:${PARTIES[1]}`;
  ctx.log(`audit: one conversation of ${FOLD_EVENTS} messages`);
  await seed(ctx, `'${conversation}'`, FOLD_EVENTS, FOLD_EVENTS, 'MessageSent', MESSAGE_DATA);
  const conversationTimes = await asOfTimes(ctx, conversation);
  const conversationLoad = load();

  const rate = (r: { perSecond: number; seconds: number; bytes: number }) =>
    `${Math.round(r.perSecond).toLocaleString('en-GB')} events/s (${r.seconds.toFixed(1)} s, ${(r.bytes / 1e6).toFixed(0)} MB)`;
  const fold = (t: number[]) => `p50 ${percentile(t, 50).toFixed(0)} ms, max ${Math.max(...t).toFixed(0)} ms`;
  return {
    title: 'Audit (event store only)',
    headers: ['measure', 'figure', 'target', 'load average (1, 5, 15 min) after'],
    rows: [
      [
        `NDJSON export of ${EXPORT_EVENTS.toLocaleString('en-GB')} events (a type without schema)`,
        rate(exported),
        '>= 50,000/s',
        exportLoad,
      ],
      [
        `NDJSON export of ${MESSAGE_EXPORT_EVENTS.toLocaleString('en-GB')} MessageSent events (a type with a schema, current version)`,
        rate(messages),
        '-',
        messagesLoad,
      ],
      [
        `state as of a moment, stream of ${FOLD_EVENTS.toLocaleString('en-GB')} events (a type without schema)`,
        fold(times),
        '< 100 ms',
        foldLoad,
      ],
      [
        `state as of a moment, conversation of ${FOLD_EVENTS.toLocaleString('en-GB')} messages`,
        fold(conversationTimes),
        '-',
        conversationLoad,
      ],
    ],
    checks: [
      check('audit export, events without schema', exported.perSecond, '>=', 50_000, ' events/s', 0),
      check(`audit state as of a moment, ${FOLD_EVENTS.toLocaleString('en-GB')} events, p50`, percentile(times, 50), '<', 100, ' ms'),
    ],
    notes: [
      "Export: the API's own chunks (exportNdjson) into a sink that drops the bytes. Fold: readStateAsOf (read, decode, fold, count, the last 50 events whole), 10 runs after 2 warm-ups.",
      'MessageSent is stored at its current schema version, so the audit reads it as stored, as BenchAudited (no schema): only an older version is lifted and parsed. Each seed and delete is followed by VACUUM ANALYZE (a real store deletes nothing).',
    ],
  };
}
