import { useQueryClient } from '@tanstack/react-query';
import {
  addPortfolioProjectRoute,
  updatePortfolioProjectRoute,
  type CommandResult,
  type PortfolioProjectRequest,
} from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getMyPortfolioQueryOptions } from './get-my-portfolio';

export type SaveProjectInput = { id: string | null; body: PortfolioProjectRequest };

/** POST /api/projects adds a showcase; PUT /api/projects/{id} replaces every field of one. */
export const savePortfolioProject = ({ id, body }: SaveProjectInput): Promise<CommandResult> =>
  id ? apiCommand(updatePortfolioProjectRoute, { params: { id }, body }) : apiCommand(addPortfolioProjectRoute, { body });

type Options = { onSuccess?: (result: CommandResult) => void | Promise<void>; onError?: (error: Error) => void };

export function useSavePortfolioProject({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, SaveProjectInput>({
    mutationFn: savePortfolioProject,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: getMyPortfolioQueryOptions().queryKey });
      await onSuccess?.(result);
    },
    onError: (error) => onError?.(error),
  });
}
