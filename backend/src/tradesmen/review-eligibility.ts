import type { ClientProject } from '@tradeguild/contracts';
import { getClientProject, isTradesmanHiredOn, type ReadDb } from '@tradeguild/projections';
import { ForbiddenError, NotFoundError } from '../errors.ts';

/**
 * Whether a client may leave a verified review for a job: their own project, completed, with this
 * tradesman hired on it. Pure, so every rule has a unit test; throws the answer the client gets (403, issue 23).
 */
export function checkJobReview(project: ClientProject | null, clientId: string, hired: boolean): void {
  if (!project) throw new NotFoundError('Project not found');
  if (project.clientId !== clientId) throw new ForbiddenError('You can only review jobs on your own projects');
  if (project.status !== 'completed') throw new ForbiddenError('You can review a job once the project is completed');
  if (!hired) throw new ForbiddenError('This tradesman was not hired on this job');
}

/** The job's facts come from the client projects read model (the route waits for it to be fresh). */
export async function assertMayReviewJob(db: ReadDb, o: { projectId: string; tradesmanId: string; clientId: string }): Promise<void> {
  const project = await getClientProject(db, o.projectId);
  const hired = project ? await isTradesmanHiredOn(db, o.projectId, o.tradesmanId) : false;
  checkJobReview(project, o.clientId, hired);
}
