import { useQueryClient } from '@tanstack/react-query';
import { removePortfolioProjectRoute, type CommandResult } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getMyPortfolioQueryOptions } from './get-my-portfolio';

/** DELETE /api/projects/{id}: only the owner may remove a showcase. */
export const deletePortfolioProject = (id: string): Promise<CommandResult> => apiCommand(removePortfolioProjectRoute, { params: { id } });

type Options = { onSuccess?: () => void | Promise<void>; onError?: (error: Error) => void };

export function useDeletePortfolioProject({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, string>({
    mutationFn: deletePortfolioProject,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getMyPortfolioQueryOptions().queryKey });
      await onSuccess?.();
    },
    onError: (error) => onError?.(error),
  });
}
