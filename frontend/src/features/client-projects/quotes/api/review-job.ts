import { useQueryClient } from '@tanstack/react-query';
import { submitReviewRoute, type CommandResult, type SubmitReviewRequest } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getClientProjectsQueryOptions } from './get-client-projects';

export type JobReview = SubmitReviewRequest & { tradesmanId: string; projectId: string };

/** POST /api/tradesmen/{id}/reviews with the job: stored as a verified review. */
export const reviewJob = ({ tradesmanId, ...body }: JobReview): Promise<CommandResult> =>
  apiCommand(submitReviewRoute, { params: { id: tradesmanId }, body });

export function useReviewJob(o: { onSuccess?: () => void; onError?: (e: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, JobReview>({
    mutationFn: reviewJob,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getClientProjectsQueryOptions().queryKey });
      o.onSuccess?.();
    },
    onError: (error) => o.onError?.(error),
  });
}
