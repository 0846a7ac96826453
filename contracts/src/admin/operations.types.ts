import { z } from 'zod';
import { defineRoute, matchParam } from '../shared/route.ts';

/** One projection as the operations panel shows it (GET /api/admin/projections, `projection:status`). */
export const projectionStatusSchema = z.object({
  name: z.string(),
  version: z.number().int(),
  generation: z.number().int(),
  state: z.enum(['serving', 'rebuilding']),
  checkpoint: z.string(),
  /** Events committed after the checkpoint of the serving generation. */
  lagEvents: z.number().int().nonnegative(),
  /** Age of the oldest event not applied yet (0 when caught up). */
  lagSeconds: z.number().nonnegative(),
  lastError: z.string().nullable(),
  /** While a rebuild runs: the generation being built. */
  rebuild: z
    .object({ generation: z.number().int(), applied: z.number().int(), total: z.number().int(), eventsPerSecond: z.number().nonnegative() })
    .nullable(),
});
export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;
export const projectionStatusListSchema = z.array(projectionStatusSchema);

/** POST /api/admin/projections/{name}/rebuild */
export const rebuildStartedSchema = z.object({ projection: z.string(), generation: z.number().int() });
export type RebuildStarted = z.infer<typeof rebuildStartedSchema>;

/** A read model's name, as the projection registry spells it. */
export const PROJECTION_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,62}$/;

export const projectionStatusesRoute = defineRoute({ method: 'GET', path: '/api/admin/projections', response: projectionStatusListSchema });
/** Starts a rebuild of one read model (a new generation built beside the serving one); 202. */
export const rebuildProjectionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/projections/:name/rebuild',
  params: { name: matchParam(PROJECTION_NAME_PATTERN, 'Projection not found') },
  response: rebuildStartedSchema,
});
