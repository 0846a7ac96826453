/**
 * The operations panel: every projection's serving generation (version, checkpoint, lag in events
 * and seconds, last error) and any rebuild in progress (applied, total, events per second).
 * A rebuild does what `make rebuild PROJECTION=x` does: a new generation from position zero that the
 * runner builds while the old one serves, then switches to.
 */
import { formatCheckpoint, type ProjectionStatus } from '@tradeguild/contracts';
import { findProjection, liveGenerationRows, projections, requestRebuild, type GenerationRow } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import type { AppDeps } from '../http/deps.ts';

type Deps = Pick<AppDeps, 'pool' | 'store' | 'waker'>;

const checkpointOf = (g: GenerationRow) => ({ tx: BigInt(g.tx), pos: BigInt(g.pos) });

async function lagSeconds(deps: Deps, g: GenerationRow): Promise<number> {
  const { events } = await deps.store.readAll({ after: checkpointOf(g), limit: 1 });
  const oldest = events[0];
  return oldest ? Math.max(0, (Date.now() - new Date(oldest.recordedAt).getTime()) / 1000) : 0;
}

export async function projectionStatuses(deps: Deps): Promise<ProjectionStatus[]> {
  const [rows, head] = await Promise.all([liveGenerationRows(deps.pool), deps.store.headPosition()]);
  const out: ProjectionStatus[] = [];
  for (const p of projections) {
    const active = rows.find((r) => r.projection === p.name && r.state === 'active');
    const building = rows.find((r) => r.projection === p.name && r.state === 'building');
    const serving = active ?? building;
    if (!serving) continue;
    // Positions are handed out densely by the append function, so the gap is the number of events behind.
    const lagEvents = Math.max(0, Number(head.pos - BigInt(serving.pos)));
    const seconds = building ? Math.max(1, (Date.now() - new Date(building.startedAt).getTime()) / 1000) : 1;
    out.push({
      name: p.name,
      version: serving.version,
      generation: serving.generation,
      state: building ? 'rebuilding' : 'serving',
      checkpoint: formatCheckpoint(checkpointOf(serving)),
      lagEvents,
      lagSeconds: lagEvents > 0 ? Math.round((await lagSeconds(deps, serving)) * 10) / 10 : 0,
      lastError: serving.lastError ?? building?.lastError ?? null,
      rebuild: building
        ? {
            generation: building.generation,
            applied: building.applied,
            total: Number(head.pos),
            eventsPerSecond: Math.round(building.applied / seconds),
          }
        : null,
    });
  }
  return out;
}

export async function rebuildProjection(deps: Deps, name: string): Promise<{ projection: string; generation: number }> {
  const projection = findProjection(name);
  if (!projection) throw new NotFoundError('Projection not found');
  const generation = await requestRebuild(deps.pool, projection);
  await deps.waker.wakeAll();
  return { projection: name, generation };
}
