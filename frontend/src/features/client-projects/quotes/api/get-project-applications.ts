import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectApplicationListSchema, type ProjectApplication } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { getClientProjectsQueryOptions } from './get-client-projects';

export type { ProjectApplication };

/** GET /api/client-projects/{id}/applications: the quotes on one of my projects, with each tradesman's card. */
export const getProjectApplications = (projectId: string): Promise<ProjectApplication[]> =>
  getJson(`/api/client-projects/${encodeURIComponent(projectId)}/applications`, projectApplicationListSchema);

export const getProjectApplicationsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...getClientProjectsQueryOptions().queryKey, 'applications', projectId],
    queryFn: () => getProjectApplications(projectId),
  });

export const useProjectApplications = (projectId: string) => useQuery(getProjectApplicationsQueryOptions(projectId));
