import { useQueryClient } from '@tanstack/react-query';
import { editProjectRoute, type CommandResult, type EditProjectRequest } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getClientProjectsQueryOptions } from '../../quotes/api/get-client-projects';

export type EditProjectInput = EditProjectRequest & { projectId: string };

/** PUT /api/client-projects/{id}: the details of an open project, as the form has them. */
export const editProject = ({ projectId, ...body }: EditProjectInput): Promise<CommandResult> =>
  apiCommand(editProjectRoute, { params: { id: projectId }, body });

export function useEditProject(o: { onSuccess?: () => void; onError?: (e: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, EditProjectInput>({
    mutationFn: editProject,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getClientProjectsQueryOptions().queryKey });
      o.onSuccess?.();
    },
    onError: (error) => o.onError?.(error),
  });
}
