import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientProjectRoute, type ClientProject } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { getClientProjectsQueryOptions } from '../../quotes/api/get-client-projects';

/** GET /api/client-projects/{id}: one of my projects (or, for a hired tradesman, the project they work on). */
export const getClientProject = (id: string): Promise<ClientProject> => apiGet(clientProjectRoute, { params: { id } });

// Under the list's key: a quote decision or an edit reads the list, the project and its quotes again.
export const getClientProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...getClientProjectsQueryOptions().queryKey, 'project', id], queryFn: () => getClientProject(id) });

export const useClientProject = (id: string) => useQuery(getClientProjectQueryOptions(id));
