import { useQueryClient } from '@tanstack/react-query';
import type { CommandResult, CreateProfileRequest } from '@tradeguild/contracts';
import { sendCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getMyProfileQueryOptions } from './get-my-profile';

export type SaveProfileInput = { mode: 'create' | 'update'; body: CreateProfileRequest };

/** POST creates the profile (409 if one exists); PUT replaces every field of it. */
export const saveProfile = ({ mode, body }: SaveProfileInput): Promise<CommandResult> =>
  sendCommand(mode === 'create' ? 'POST' : 'PUT', '/api/tradesmen/profile', body);

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
