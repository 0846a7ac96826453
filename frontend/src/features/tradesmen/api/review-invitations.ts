import { queryOptions, useQuery } from '@tanstack/react-query';
import { myReviewInvitationsRoute, type MyReviewInvitation } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';

export type { MyReviewInvitation };

/** The signed-in client's open review invitations (GET /api/reviews/invitations), newest first. */
export const getMyReviewInvitations = (): Promise<MyReviewInvitation[]> => apiGet(myReviewInvitationsRoute);

/** Shared key: the dashboard's list and the profile's review form read the same invitations. */
export const myReviewInvitationsQueryOptions = () =>
  queryOptions({ queryKey: ['review-invitations', 'mine'], queryFn: getMyReviewInvitations });

export const useMyReviewInvitations = ({ enabled }: { enabled: boolean }) => useQuery({ ...myReviewInvitationsQueryOptions(), enabled });
