import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { requireUserType } from '../http/auth.ts';
import type { commandRoutes } from '../http/command-route.ts';
import { onProject } from './decide.ts';

const routes = apiRoutes.clientProjects;

/** PUT /api/client-projects/{id}: the client edits an open project (decide-edit.ts says who and when). */
export function mountEditRoutes(command: ReturnType<typeof commandRoutes>): void {
  command(routes.edit, requireUserType('client'), ({ params, body: { commandId, location, budget, timeline, ...fields } }) => ({
    ...onProject(params.id, {
      type: 'EditProjectDetails',
      data: { ...fields, projectId: params.id, location: location ?? null, budget: budget ?? null, timeline: timeline ?? null },
    }),
    commandId,
    id: params.id,
  }));
}
