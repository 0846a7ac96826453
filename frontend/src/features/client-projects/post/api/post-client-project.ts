import { useQueryClient } from '@tanstack/react-query';
import { postProjectRoute, type CommandResult, type PostProjectRequest } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getClientProjectsQueryOptions } from '../../quotes/api/get-client-projects';

/** POST /api/client-projects. The answer's position makes the next list read include the project. */
export const postClientProject = (input: PostProjectRequest): Promise<CommandResult> => apiCommand(postProjectRoute, { body: input });

type Options = { onSuccess?: (result: CommandResult) => void; onError?: (error: Error) => void };

export function usePostClientProject({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, PostProjectRequest>({
    mutationFn: postClientProject,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: getClientProjectsQueryOptions().queryKey });
      onSuccess?.(result);
    },
    onError: (error) => onError?.(error),
  });
}
