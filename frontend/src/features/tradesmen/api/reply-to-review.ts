import { useQueryClient } from '@tanstack/react-query';
import { replyToReviewRoute, type CommandResult, type ReplyToReviewRequest } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { tradesmenQueryRoot } from './get-tradesman';

/** PUT /api/reviews/{id}/reply: the reviewed tradesman only; editable for 7 days. */
export const replyToReview = (reviewId: string, input: ReplyToReviewRequest): Promise<CommandResult> =>
  apiCommand(replyToReviewRoute, { params: { id: reviewId }, body: input });

type Options = { onSuccess?: () => void; onError?: (error: Error) => void };

export function useReplyToReview(reviewId: string, { onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, ReplyToReviewRequest>({
    mutationFn: (input) => replyToReview(reviewId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tradesmenQueryRoot });
      onSuccess?.();
    },
    onError: (error) => onError?.(error),
  });
}
