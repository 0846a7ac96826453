import type pg from 'pg';
import type { Checkpoint } from '@tradeguild/contracts';
import { notifyCheckpointSql } from './freshness.ts';

/** A batch with nothing for its projection: only its checkpoint moves, by compare-and-swap. */
export interface CheckpointMove {
  projection: string;
  generation: number;
  from: Checkpoint;
  to: Checkpoint;
  applied: number;
  /** A serving generation tells read-your-writes waiters (delivered at commit). */
  notify: boolean;
}

const MOVE_SQL = `
  WITH req AS (
    SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::bigint[], $5::int[], $6::text[], $7::bigint[], $8::bool[])
      AS r(projection, generation, to_tx, to_pos, applied, from_tx, from_pos, notify)),
  moved AS (
    UPDATE projection_registry p
       SET checkpoint_tx = r.to_tx::xid8, checkpoint_pos = r.to_pos, events_applied = p.events_applied + r.applied,
           updated_at = now(), last_error = NULL
      FROM req r
     WHERE p.projection = r.projection AND p.generation = r.generation AND p.state <> 'retired'
       AND p.checkpoint_tx = r.from_tx::xid8 AND p.checkpoint_pos = r.from_pos
    RETURNING p.projection, p.generation, p.checkpoint_tx, p.checkpoint_pos, r.notify)
  SELECT projection, generation,
         CASE WHEN notify THEN ${notifyCheckpointSql('projection', 'generation', 'checkpoint_tx', 'checkpoint_pos')} END AS notified
    FROM moved`;

/**
 * Checkpoint-only moves, grouped: one is sent at once; those asked for while it is in flight go
 * together in the next statement (each its own row, so each its own compare-and-swap). A commit wakes
 * every projection at once and most have nothing to do with it, so under a steady stream of commands
 * this turns several statements into one without making a lone move wait.
 */
class CheckpointMover {
  private queued: { move: CheckpointMove; resolve: (moved: boolean) => void; reject: (err: unknown) => void }[] = [];
  private sending = false;

  constructor(private readonly pool: pg.Pool) {}

  /** True when the checkpoint moved; false when it was not where `from` says (moved under us, or retired). */
  move(move: CheckpointMove): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queued.push({ move, resolve, reject });
      if (!this.sending) void this.send();
    });
  }

  private async send() {
    this.sending = true;
    while (this.queued.length > 0) {
      const group = this.queued.splice(0);
      const moves = group.map((q) => q.move);
      try {
        const { rows } = await this.pool.query<{ projection: string; generation: number }>(MOVE_SQL, [
          moves.map((m) => m.projection),
          moves.map((m) => m.generation),
          moves.map((m) => m.to.tx.toString()),
          moves.map((m) => m.to.pos.toString()),
          moves.map((m) => m.applied),
          moves.map((m) => m.from.tx.toString()),
          moves.map((m) => m.from.pos.toString()),
          moves.map((m) => m.notify),
        ]);
        const moved = new Set(rows.map((r) => `${r.projection}:${r.generation}`));
        for (const q of group) q.resolve(moved.has(`${q.move.projection}:${q.move.generation}`));
      } catch (err) {
        for (const q of group) q.reject(err);
      }
    }
    this.sending = false;
  }
}

const movers = new WeakMap<pg.Pool, CheckpointMover>();

/** Moves one checkpoint, grouped with the other moves on this pool that are asked for meanwhile. */
export function moveCheckpointOnly(pool: pg.Pool, move: CheckpointMove): Promise<boolean> {
  let mover = movers.get(pool);
  if (!mover) movers.set(pool, (mover = new CheckpointMover(pool)));
  return mover.move(move);
}
