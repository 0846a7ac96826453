import type { Request } from 'express';
import type { ClientProject } from '@tradeguild/contracts';
import { getClientProject, isTradesmanHiredOn } from '@tradeguild/projections/client-projects/queries';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { user } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';

/**
 * Whether a client may leave a verified review for a job: their own project, completed, with this
 * tradesman hired on it. Pure, so every rule has a unit test; throws the answer the client gets.
 */
export function checkJobReview(project: ClientProject | null, clientId: string, hired: boolean): void {
  if (!project) throw new NotFoundError('Project not found');
  if (project.clientId !== clientId) throw new ForbiddenError('You can only review jobs on your own projects');
  if (project.status !== 'completed') throw new ConflictError('You can review a job once the project is completed');
  if (!hired) throw new ConflictError('This tradesman was not hired on this job');
}

export async function assertMayReviewJob(deps: AppDeps, req: Request, o: { projectId: string; tradesmanId: string }): Promise<void> {
  const project = await getClientProject(deps.db, o.projectId);
  const hired = project ? await isTradesmanHiredOn(deps.db, o.projectId, o.tradesmanId) : false;
  checkJobReview(project, user(req).id, hired);
}
