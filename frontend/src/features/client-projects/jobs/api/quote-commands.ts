import { useQueryClient } from '@tanstack/react-query';
import { submitApplicationRoute, withdrawApplicationRoute, type CommandResult, type SubmitApplicationRequest } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { jobsQueryRoot } from './get-jobs';

/** POST /api/client-projects/{id}/applications. */
export const submitQuote = (projectId: string, input: SubmitApplicationRequest): Promise<CommandResult> =>
  apiCommand(submitApplicationRoute, { params: { id: projectId }, body: input });

/** POST /api/applications/{id}/withdraw. */
export const withdrawQuote = (applicationId: string): Promise<CommandResult> =>
  apiCommand(withdrawApplicationRoute, { params: { id: applicationId } });

type Options = { onSuccess?: () => void; onError?: (error: Error) => void };

/** Every Find Jobs read (lists, job pages, My Applications) is refreshed after a quote changes. */
function useJobsMutation<V>(fn: (v: V) => Promise<CommandResult>, { onSuccess, onError }: Options) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, V>({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobsQueryRoot });
      onSuccess?.();
    },
    onError: (error) => onError?.(error),
  });
}

export const useSubmitQuote = (projectId: string, options: Options = {}) =>
  useJobsMutation((input: SubmitApplicationRequest) => submitQuote(projectId, input), options);

export const useWithdrawQuote = (options: Options = {}) => useJobsMutation(withdrawQuote, options);
