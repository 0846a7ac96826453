import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  myProfileRoute,
  myReviewInvitationsRoute,
  sendReviewInvitationRoute,
  sentReviewInvitationsRoute,
  tradesmanPortfolioRoute,
  type CommandResult,
  type MyReviewInvitation,
  type PortfolioProject,
  type SendReviewInvitationRequest,
  type SentReviewInvitation,
} from '@tradeguild/contracts';
import { apiCommand, apiGet } from '@/lib/api-client';
import { isNotFoundError } from '@/lib/api-error';
import { useAppMutation } from '@/lib/app-mutation';

export type { MyReviewInvitation, PortfolioProject, SentReviewInvitation };

/** The root of every review invitation query (the profile page's review form reads ['review-invitations', 'mine'] too). */
const root = ['review-invitations'] as const;

/** GET /api/tradesmen/me/review-invitations: what the signed-in tradesman sent, open or used. */
export const sentReviewInvitationsQueryOptions = () =>
  queryOptions({ queryKey: [...root, 'sent'], queryFn: (): Promise<SentReviewInvitation[]> => apiGet(sentReviewInvitationsRoute) });
export const useSentReviewInvitations = () => useQuery(sentReviewInvitationsQueryOptions());

/** GET /api/reviews/invitations: the signed-in client's open invitations. */
export const myReviewInvitationsQueryOptions = () =>
  queryOptions({ queryKey: [...root, 'mine'], queryFn: (): Promise<MyReviewInvitation[]> => apiGet(myReviewInvitationsRoute) });
export const useMyReviewInvitations = () => useQuery(myReviewInvitationsQueryOptions());

/** The tradesman's own portfolio projects, to invite for one (none without a profile). */
async function getOwnProjects(): Promise<PortfolioProject[]> {
  try {
    const profile = await apiGet(myProfileRoute);
    return await apiGet(tradesmanPortfolioRoute, { params: { id: profile.id } });
  } catch (error) {
    if (isNotFoundError(error)) return [];
    throw error;
  }
}
export const useOwnProjects = () => useQuery({ queryKey: [...root, 'own-projects'], queryFn: getOwnProjects });

type Options = { onSuccess?: (input: SendReviewInvitationRequest) => void; onError?: (error: Error) => void };

/** POST /api/tradesmen/me/review-invitations: 409 at 20 open, or for the same e-mail and project again. */
export function useSendReviewInvitation({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, SendReviewInvitationRequest>({
    mutationFn: (input) => apiCommand(sendReviewInvitationRoute, { body: input }),
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: sentReviewInvitationsQueryOptions().queryKey });
      onSuccess?.(input);
    },
    onError: (error) => onError?.(error),
  });
}
