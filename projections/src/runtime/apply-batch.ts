import type pg from 'pg';
import { withTransaction } from '@tradeguild/backend/db/pool';
import type { EventStore } from '@tradeguild/backend/eventstore/types';
import { getGeneration } from './registry.ts';
import { physicalTable, type Projection, type Push } from './types.ts';

export class CheckpointMovedError extends Error {}

/**
 * Reads one batch after the generation's checkpoint, applies it and moves the checkpoint by
 * compare-and-swap, all in one transaction: a crash anywhere leaves either all or nothing.
 * Returns how many events were applied and the pushes to send after the commit.
 */
export async function applyBatch(
  pool: pg.Pool,
  store: EventStore,
  projection: Projection,
  generation: number,
  limit: number,
): Promise<{ applied: number; pushes: Push[]; state: 'building' | 'active' | 'retired' | 'missing' }> {
  const gen = await getGeneration(pool, projection.name, generation);
  if (!gen || gen.state === 'retired') return { applied: 0, pushes: [], state: gen?.state ?? 'missing' };
  const after = { tx: gen.checkpointTx, pos: gen.checkpointPos };
  const { events, last } = await store.readAll({ after, limit });
  if (events.length === 0) return { applied: 0, pushes: [], state: gen.state };

  const pushes: Push[] = [];
  await withTransaction(pool, async (tx) => {
    const ctx = {
      tx,
      table: (logical: string) => physicalTable(logical, generation),
      push: (p: Push) => void pushes.push(p),
    };
    for (const event of events) await projection.handlers[event.type]?.(event, ctx);
    const moved = await tx.query(
      `UPDATE projection_registry
          SET checkpoint_tx = $3::text::xid8, checkpoint_pos = $4, events_applied = events_applied + $5,
              updated_at = now(), last_error = NULL
        WHERE projection = $1 AND generation = $2 AND state <> 'retired'
          AND checkpoint_tx = $6::text::xid8 AND checkpoint_pos = $7`,
      [projection.name, generation, last.tx.toString(), last.pos.toString(), events.length, after.tx.toString(), after.pos.toString()],
    );
    if (moved.rowCount !== 1) throw new CheckpointMovedError(`${projection.name} g${generation} moved under us`);
  });
  return { applied: events.length, pushes: gen.state === 'active' ? pushes : [], state: gen.state };
}
