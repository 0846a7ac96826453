import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectApplicationsRoute, type ProjectApplication } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { getClientProjectsQueryOptions } from './get-client-projects';

export type { ProjectApplication };

/** GET /api/client-projects/{id}/applications: the quotes on one of my projects, with each tradesman's card. */
export const getProjectApplications = (projectId: string): Promise<ProjectApplication[]> =>
  apiGet(projectApplicationsRoute, { params: { id: projectId } });

export const getProjectApplicationsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...getClientProjectsQueryOptions().queryKey, 'applications', projectId],
    queryFn: () => getProjectApplications(projectId),
  });

export const useProjectApplications = (projectId: string) => useQuery(getProjectApplicationsQueryOptions(projectId));
