import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientProjectsRoute, type ClientProject } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';

export type { ClientProject };

/** The signed-in client's projects, newest first. */
export const getClientProjects = (): Promise<ClientProject[]> => apiGet(clientProjectsRoute);

export const getClientProjectsQueryOptions = () => queryOptions({ queryKey: ['client-projects', 'mine'], queryFn: getClientProjects });

/** Only clients may list projects, so the caller says when to ask. */
export function useClientProjects({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getClientProjectsQueryOptions(), enabled });
}
