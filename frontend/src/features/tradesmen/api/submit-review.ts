import { useQueryClient } from '@tanstack/react-query';
import { submitReviewRoute, type CommandResult, type SubmitReviewRequest } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { tradesmenQueryRoot } from './get-tradesman';

/** POST /api/tradesmen/{id}/reviews (clients): for a completed job, or through the tradesman's invitation; 403 otherwise. */
export const submitReview = (tradesmanId: string, input: SubmitReviewRequest): Promise<CommandResult> =>
  apiCommand(submitReviewRoute, { params: { id: tradesmanId }, body: input });

type Options = { onSuccess?: () => void | Promise<void>; onError?: (error: Error) => void };

/** Rating and review count are derived by the server, so the profile, lists and featured are re-read. */
export function useSubmitReview(tradesmanId: string, { onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, SubmitReviewRequest>({
    mutationFn: (input) => submitReview(tradesmanId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tradesmenQueryRoot });
      // The invitation it came through is used now.
      await queryClient.invalidateQueries({ queryKey: ['review-invitations'] });
      await onSuccess?.();
    },
    onError: (error) => onError?.(error),
  });
}
