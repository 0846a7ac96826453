import { useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clientProjectRoute, jobRoute, portfolioProjectRoute, tradesmanRoute } from '@tradeguild/contracts';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { MESSAGING_QUERY_ROOT } from './query-root';

// Only the few fields a conversation needs (who a tradesman is, what a project is called) stay cached.

/** A tradesman profile's owner and business name; null when it cannot be read. */
export const getTradesmanCard = (profileId: string) =>
  apiGet(tradesmanRoute, { params: { id: profileId } })
    .then(({ id, userId, businessName }) => ({ id, userId, businessName }))
    .catch(() => null);

/**
 * What a message is about: a portfolio project (its title and tradesman), or a posted client project
 * ('Message' on a quote): its title, and for whom it links where (the client to their project page,
 * a tradesman to the job). Null when none can be read (a label then says 'a project').
 */
export type ProjectCard = { id: string; title: string; tradesmanId: string | null; href: (viewerId: string | undefined) => string };

export const getProjectCard = (projectId: string): Promise<ProjectCard | null> =>
  apiGet(portfolioProjectRoute, { params: { id: projectId } })
    .then(({ id, title, tradesmanId }): ProjectCard => ({ id, title, tradesmanId, href: () => paths.project(id) }))
    .catch(() =>
      apiGet(clientProjectRoute, { params: { id: projectId } }).then(({ id, title, clientId }): ProjectCard => ({
        id,
        title,
        tradesmanId: null,
        href: (viewerId) => (viewerId === clientId ? paths.myProject(id) : paths.job(id)),
      })),
    )
    // A tradesman who quoted on a project no longer open reads it as a job.
    .catch(() =>
      apiGet(jobRoute, { params: { id: projectId } }).then(({ id, title }): ProjectCard => ({
        id,
        title,
        tradesmanId: null,
        href: () => paths.job(id),
      })),
    )
    .catch(() => null);

export const getTradesmanCardQueryOptions = (profileId: string) =>
  queryOptions({ queryKey: [MESSAGING_QUERY_ROOT, 'tradesman-card', profileId], queryFn: () => getTradesmanCard(profileId) });

export const getProjectCardQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [MESSAGING_QUERY_ROOT, 'project-card', projectId], queryFn: () => getProjectCard(projectId) });

export const useProjectCard = (projectId: string | null) =>
  useQuery({ ...getProjectCardQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });

const namedTradesmanSchema = z.object({ userId: z.string(), businessName: z.string().min(1) });

/**
 * A tradesman this tab has already loaded (the profile or project page the Message button was on,
 * search results, featured lists) who is `userId`. Read by shape, so no feature is imported.
 */
export function findLoadedTradesmanName(queryClient: QueryClient, userId: string): string | null {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    for (const item of Array.isArray(data) ? data : [data]) {
      const parsed = namedTradesmanSchema.safeParse(item);
      if (parsed.success && parsed.data.userId === userId) return parsed.data.businessName;
    }
  }
  return null;
}

/**
 * The business name of a partner we may never have talked to: from the link's ?tradesman= profile
 * or ?project= (only trusted when that profile belongs to the partner), else from what is loaded.
 */
export function usePartnerBusinessName(partnerId: string, hints: { tradesmanId: string | null; projectId: string | null }) {
  const queryClient = useQueryClient();
  const project = useQuery({
    ...getProjectCardQueryOptions(hints.projectId ?? ''),
    enabled: !hints.tradesmanId && Boolean(hints.projectId),
  });
  const profileId = hints.tradesmanId ?? project.data?.tradesmanId ?? null;
  const profile = useQuery({ ...getTradesmanCardQueryOptions(profileId ?? ''), enabled: Boolean(profileId) });
  const loaded = useMemo(() => (partnerId ? findLoadedTradesmanName(queryClient, partnerId) : null), [queryClient, partnerId]);
  return profile.data?.userId === partnerId ? profile.data.businessName : loaded;
}
