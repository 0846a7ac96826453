import type { Request } from 'express';
import type pg from 'pg';
import { MIN_POSITION_HEADER, TIMINGS } from '@tradeguild/contracts';
import { ValidationError } from '../errors.ts';
import { compareCheckpoints, parseCheckpoint, type Checkpoint } from '../eventstore/types.ts';

const POLL_MS = 10;

/** The position a request asks to see: the header, or the last write of this session. */
export function requestedPosition(req: Request): Checkpoint | null {
  const header = req.get(MIN_POSITION_HEADER);
  if (header) {
    const parsed = parseCheckpoint(header);
    if (!parsed) throw new ValidationError(`${MIN_POSITION_HEADER} must look like "123.456"`);
    return parsed;
  }
  const fromSession = (req.session as { lastPosition?: string } | undefined)?.lastPosition;
  return fromSession ? parseCheckpoint(fromSession) : null;
}

/**
 * Waits, at most 2 s, until every named projection's serving generation has passed `position`.
 * Returns false when it gave up (the answer may then be a little stale, never wrong).
 */
export async function waitForProjections(
  pool: pg.Pool,
  projections: string[],
  position: Checkpoint | null,
  timeoutMs: number = TIMINGS.readYourWritesWaitMs,
): Promise<boolean> {
  if (!position) return true;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ tx: string; pos: string }>(
      `SELECT checkpoint_tx::text AS tx, checkpoint_pos AS pos FROM projection_registry
        WHERE projection = ANY($1) AND state = 'active'`,
      [projections],
    );
    const passed =
      rows.length === projections.length &&
      rows.every((r) => compareCheckpoints({ tx: BigInt(r.tx), pos: BigInt(r.pos) }, position) >= 0);
    if (passed) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
