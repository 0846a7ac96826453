import { queryOptions, useQuery } from '@tanstack/react-query';
import { clientProjectsRoute, requestQuoteRoute, type ClientProject, type CommandResult } from '@tradeguild/contracts';
import { apiCommand, apiGet } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';

/** The signed-in client's open projects, to pick one for 'Get Quote'. */
export const getOpenProjects = async (): Promise<ClientProject[]> => (await apiGet(clientProjectsRoute)).filter((p) => p.status === 'open');

export const getOpenProjectsQueryOptions = () => queryOptions({ queryKey: ['tradesmen', 'quote-projects'], queryFn: getOpenProjects });

export const useOpenProjects = ({ enabled }: { enabled: boolean }) => useQuery({ ...getOpenProjectsQueryOptions(), enabled });

/** POST /api/tradesmen/{id}/quote-requests. */
export const requestQuote = (tradesmanId: string, projectId: string): Promise<CommandResult> =>
  apiCommand(requestQuoteRoute, { params: { id: tradesmanId }, body: { projectId } });

export const useRequestQuote = (tradesmanId: string, o: { onSuccess?: () => void; onError?: (e: Error) => void } = {}) =>
  useAppMutation<CommandResult, string>({
    mutationFn: (projectId) => requestQuote(tradesmanId, projectId),
    onSuccess: () => o.onSuccess?.(),
    onError: (error) => o.onError?.(error),
  });
