import { useQueryClient } from '@tanstack/react-query';
import { createProfileRoute, updateProfileRoute, type CommandResult, type CreateProfileRequest } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getMyProfileQueryOptions } from './get-my-profile';

export type SaveProfileInput = { mode: 'create' | 'update'; body: CreateProfileRequest };

/** POST creates the profile (409 if one exists); PUT replaces every field of it. */
export const saveProfile = ({ mode, body }: SaveProfileInput): Promise<CommandResult> =>
  mode === 'create' ? apiCommand(createProfileRoute, { body }) : apiCommand(updateProfileRoute, { body });

type Options = { onSuccess?: (result: CommandResult, input: SaveProfileInput) => void | Promise<void>; onError?: (error: Error) => void };

export function useSaveProfile({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, SaveProfileInput>({
    mutationFn: saveProfile,
    onSuccess: async (result, input) => {
      await queryClient.invalidateQueries({ queryKey: getMyProfileQueryOptions().queryKey });
      await onSuccess?.(result, input);
    },
    onError: (error) => onError?.(error),
  });
}
