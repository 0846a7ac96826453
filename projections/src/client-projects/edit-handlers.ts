/** A project's edited details, and the signal that tells its client and its tradesmen to read it again. */
import { CLIENT_PROJECT_CHANGED_SOCKET_EVENT, postcodeInLocation, type EventShape, type ProjectDetailsEdited } from '@tradeguild/contracts';
import type { Handler, HandlerContext } from '../runtime/types.ts';

const COLUMNS = {
  title: 'title',
  description: 'description',
  location: 'location',
  budget: 'budget',
  timeline: 'timeline',
  photos: 'photos',
};

/** Only the changed columns are set (absolute values: applying it twice changes nothing more). */
export const projectDetailsEdited: Handler<ProjectDetailsEdited> = async ({ data: d }, ctx) => {
  const sets: string[] = ['updated_at = $2'];
  const values: unknown[] = [d.projectId, d.editedAt];
  for (const [key, column] of Object.entries(COLUMNS)) {
    if (!(key in d.changes)) continue;
    values.push(d.changes[key as keyof typeof COLUMNS]);
    sets.push(`${column} = $${values.length}`);
  }
  if ('location' in d.changes) {
    // The place moves with the location, as when it was posted (projection.ts projectPosted).
    values.push(d.changes.location ? (postcodeInLocation(d.changes.location)?.outcode ?? null) : null);
    const o = `$${values.length}::text`;
    sets.push(
      `outcode = ${o}`,
      `latitude = (SELECT latitude FROM uk_outcodes WHERE outcode = ${o})`,
      `longitude = (SELECT longitude FROM uk_outcodes WHERE outcode = ${o})`,
    );
  }
  const t = ctx.table('client_projects');
  await ctx.tx.query(`UPDATE ${t} SET ${sets.join(', ')} WHERE id = $1`, values);
  await ctx.tx.query(
    `UPDATE ${t} SET search = setweight(to_tsvector('english', title), 'A')
                              || to_tsvector('english', concat_ws(' ', description, location, budget)) WHERE id = $1`,
    [d.projectId],
  );
  await announceProjectChange(ctx, d.projectId);
};

/** To the project's client and every tradesman who quoted on it: quotes or the project changed. */
export async function announceProjectChange(ctx: HandlerContext, projectId: string): Promise<void> {
  const people = await ctx.tx.query<{ user_id: string }>(
    `SELECT client_id AS user_id FROM ${ctx.table('client_projects')} WHERE id = $1
     UNION SELECT tradesman_user_id FROM ${ctx.table('project_applications')} WHERE project_id = $1`,
    [projectId],
  );
  for (const { user_id } of people.rows)
    ctx.push({ room: `user:${user_id}`, event: CLIENT_PROJECT_CHANGED_SOCKET_EVENT, payload: { projectId } });
}

/** A handler that also announces the change of its project. */
export const announcing =
  <E extends EventShape & { data: { projectId: string } }>(handler: Handler<E>): Handler<E> =>
  async (event, ctx) => {
    await handler(event, ctx);
    await announceProjectChange(ctx, event.data.projectId);
  };
