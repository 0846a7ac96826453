import type pg from 'pg';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from '@tradeguild/contracts';
import { moveCheckpointOnly } from './checkpoint-moves.ts';
import { withLazyTransaction, withTransaction, type Statements } from './db.ts';
import type { EventConsumer, EventSource } from './event-source.ts';
import { notifyCheckpointSql } from './freshness.ts';
import { outboxInsertCte, outboxRows, type OutboxPush } from './outbox.ts';
import { getGeneration, type Generation } from './registry.ts';
import { finalWriteCtes, handlerFor, physicalTable, type AnyProjection, type FinalWrite, type Push } from './types.ts';

export class CheckpointMovedError extends Error {}

type Read = Awaited<ReturnType<EventSource['read']>>;

/** A rebuilding generation's next batch, read while the current one is being applied. */
const readAhead = new WeakMap<EventSource, Map<string, { after: Checkpoint; limit: number; result: Promise<Read> }>>();

/**
 * Reads a batch: the one read ahead when it is the batch wanted, else now. `read` is a pure function
 * of `after`, so a batch read ahead is the batch a later read would get (or an older prefix of it,
 * never another).
 */
async function readBatch(source: EventSource, consumer: EventConsumer, after: Checkpoint, limit: number): Promise<Read> {
  const kept = readAhead.get(source)?.get(consumer.id);
  readAhead.get(source)?.delete(consumer.id);
  const same = kept && kept.limit === limit && compareCheckpoints(kept.after, after) === 0;
  return same ? await kept.result.catch(() => source.read(consumer, after, limit)) : await source.read(consumer, after, limit);
}

/** Starts reading the batch after `after`, for the next readBatch of this consumer to take. */
function startReadAhead(source: EventSource, consumer: EventConsumer, after: Checkpoint, limit: number): void {
  const next = source.read(consumer, after, limit);
  next.catch(() => undefined); // a failed read ahead is read again when it is wanted
  if (!readAhead.has(source)) readAhead.set(source, new Map());
  readAhead.get(source)!.set(consumer.id, { after, limit, result: next });
}

/**
 * Reads one batch after the generation's checkpoint, applies it and moves the checkpoint by
 * compare-and-swap, all in one transaction: a crash anywhere leaves either all or nothing.
 * The pushes of a serving generation are written to the outbox in that transaction too (a rebuild
 * never re-announces history); the caller delivers them after the commit.
 */
export async function applyBatch(
  pool: pg.Pool,
  source: EventSource,
  projection: AnyProjection,
  generation: number,
  limit: number,
  consumer: EventConsumer = { id: `${projection.name}:g${generation}`, wake: () => undefined },
  /** The generation as the caller just read it (saves a query); the checkpoint's compare-and-swap still guards the batch. */
  known?: Generation,
): Promise<{
  applied: number;
  effectIds: string[];
  pushes: OutboxPush[];
  state: 'building' | 'active' | 'retired' | 'missing';
  checkpoint?: Checkpoint;
  /** From the read (EventSource.read): false when nothing committed after this batch was held back. */
  heldBack?: boolean;
}> {
  const gen = known ?? (await getGeneration(pool, projection.name, generation));
  if (!gen || gen.state === 'retired') return { applied: 0, effectIds: [], pushes: [], state: gen?.state ?? 'missing' };
  const after = { tx: gen.checkpointTx, pos: gen.checkpointPos };
  const { events, last, heldBack } = await readBatch(source, consumer, after, limit);
  if (events.length === 0) return { applied: 0, effectIds: [], pushes: [], state: gen.state, heldBack };
  // A rebuild reads the next batch while this one is applied: from when the batch handler says only
  // its writes remain (ctx.writing), else from the start. Decoding it then overlaps the database's work.
  let readingAhead = !(gen.state === 'building' && source.concurrentReads && events.length === limit);
  const readAheadNow = () => {
    if (readingAhead) return;
    readingAhead = true;
    startReadAhead(source, consumer, last, limit);
  };

  // Move the checkpoint by compare-and-swap; a serving generation also writes its pushes to the
  // outbox and tells read-your-writes waiters (delivered at commit, so they re-check at once instead
  // of polling); a set-based batch's last writes go with it. One statement, which fails as a whole
  // when the checkpoint moved (tg_checkpoint_moved raises), so it may run outside a transaction.
  const moveCheckpoint = async (db: Statements, pushes: OutboxPush[], finals: FinalWrite[]) => {
    const serving = gen.state === 'active';
    const outboxParams = serving ? outboxRows(pushes) : [];
    const ctes = [...finalWriteCtes(finals, 8 + outboxParams.length), ...(serving ? [outboxInsertCte(8)] : [])];
    try {
      await db.query(
        `WITH ${ctes.map((c) => `${c},`).join('\n')} moved AS (
           UPDATE projection_registry
              SET checkpoint_tx = $3::text::xid8, checkpoint_pos = $4, events_applied = events_applied + $5,
                  updated_at = now(), last_error = NULL
            WHERE projection = $1 AND generation = $2 AND state <> 'retired'
              AND checkpoint_tx = $6::text::xid8 AND checkpoint_pos = $7
           RETURNING 1)
         SELECT tg_checkpoint_moved((SELECT count(*) FROM moved)::int) AS n${serving ? `, ${notifyCheckpointSql('$1', '$2', '$3', '$4')}` : ''}`,
        [
          projection.name,
          generation,
          last.tx.toString(),
          last.pos.toString(),
          events.length,
          after.tx.toString(),
          after.pos.toString(),
          ...outboxParams,
          ...finals.map((w) => w.value),
        ],
      );
    } catch (err) {
      if ((err as { code?: string }).code === 'TG412') throw new CheckpointMovedError(`${projection.name} g${generation} moved under us`);
      throw err;
    }
  };

  // Nothing here for this projection (most events concern one or two read models): no transaction,
  // just the checkpoint, in one statement with the other projections' moves asked for meanwhile. A batch handler handles exactly the types `handlers` has.
  if (!events.some((e) => handlerFor(projection, e))) {
    readAheadNow();
    const moved = await moveCheckpointOnly(pool, {
      projection: projection.name,
      generation,
      from: after,
      to: last,
      applied: events.length,
      notify: gen.state === 'active',
    });
    if (!moved) throw new CheckpointMovedError(`${projection.name} g${generation} moved under us`);
    return { applied: events.length, effectIds: [], pushes: [], state: gen.state, checkpoint: last, heldBack };
  }

  const pushes: OutboxPush[] = [];
  const table = (logical: string) => physicalTable(logical, generation);
  // The effect id names the push for good: the same event, projection and order give the same id.
  const counts = new Map<string, number>();
  // A rebuild never announces history: its pushes are not even named.
  const serving = gen.state === 'active';
  const pushFor = (event: RecordedEvent, p: Push) => {
    if (!serving) return;
    const n = counts.get(event.metadata.eventId) ?? 0;
    counts.set(event.metadata.eventId, n + 1);
    pushes.push({ ...p, effectId: `${event.metadata.eventId}.${projection.name}.${n}` });
  };
  const { applyBatch: batchHandler } = projection;
  if (batchHandler) {
    // Set-based: its reads need no transaction and its last writes go with the checkpoint, so a batch
    // that writes nothing else is two statements (the admin feed's path:
    // docs/decisions/0016-fewer-statements-per-command.md).
    await withLazyTransaction(pool, async (t) => {
      const finals: FinalWrite[] = [];
      await batchHandler(events, {
        tx: t.tx,
        read: t.direct.query,
        finish: (writes) => void finals.push(...writes),
        table,
        push: pushFor,
        writing: readAheadNow,
      });
      await moveCheckpoint(t.direct, pushes, finals);
    });
  } else {
    await withTransaction(pool, async (tx) => {
      readAheadNow();
      for (const event of events)
        await handlerFor(projection, event)?.(event, { tx, table, push: (p: Push) => pushFor(event, p), serving });
      await moveCheckpoint(tx, pushes, []);
    });
  }
  const announced = gen.state === 'active' ? pushes : [];
  return {
    applied: events.length,
    effectIds: announced.map((p) => p.effectId),
    pushes: announced,
    state: gen.state,
    checkpoint: last,
    heldBack,
  };
}
