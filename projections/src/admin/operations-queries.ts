/** What the operations panel reads about the projections: the runtime's registry rows. */
import type { Queryable } from '../runtime/db.ts';

export interface GenerationRow {
  projection: string;
  generation: number;
  version: number;
  state: 'building' | 'active';
  tx: string;
  pos: string;
  applied: number;
  lastError: string | null;
  startedAt: Date;
}

export async function liveGenerationRows(db: Queryable): Promise<GenerationRow[]> {
  const { rows } = await db.query<GenerationRow>(
    `SELECT projection, generation, version, state, checkpoint_tx::text AS tx, checkpoint_pos::text AS pos,
            events_applied::float8 AS applied, last_error AS "lastError", created_at AS "startedAt"
       FROM projection_registry WHERE state <> 'retired' ORDER BY projection, generation`,
  );
  return rows;
}
