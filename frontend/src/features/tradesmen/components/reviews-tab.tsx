import styled from 'styled-components';
import { Info, MessageSquareText } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { useUser } from '@/lib/auth';
import type { TradesmanProfile } from '../api/get-tradesman';
import type { PortfolioProject } from '../api/get-tradesman-projects';
import type { Review } from '../api/get-tradesman-reviews';
import { useMyReviewInvitations } from '../api/review-invitations';
import { ListStates } from './list-states';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

type Props = { profile: TradesmanProfile; query: UseQueryResult<Review[]>; projects: PortfolioProject[]; onReviewed?: () => Promise<void> };

/**
 * Newest reviews first. A client sees the review form only when this tradesman invited them (a job
 * review is left from My Projects); the profile's owner can reply under each review.
 */
export function ReviewsTab({ profile, query, projects, onReviewed }: Props) {
  const { user } = useUser();
  const [params] = useSearchParams();
  const isClient = user?.userType === 'client';
  const invitations = useMyReviewInvitations({ enabled: isClient });
  const mine = (invitations.data ?? []).filter((i) => i.tradesmanId === profile.id);
  const titles = new Map(projects.map((p) => [p.id, p.title]));
  const isOwner = !!user && user.id === profile.userId;
  return (
    <Stack>
      {isClient &&
        invitations.isSuccess &&
        (mine.length > 0 ? (
          // Keyed by what is left: after a review lands the form starts afresh on the next invitation.
          <ReviewForm
            key={mine.map((i) => i.id).join()}
            profile={profile}
            invitations={mine}
            preferredInvitationId={params.get('invitation')}
            onReviewed={onReviewed}
          />
        ) : (
          <Hint>
            <Info size={16} aria-hidden="true" />
            You can review {profile.businessName} once a job you hired them on is completed (from My Projects), or when they invite you to
            review their work.
          </Hint>
        ))}
      <ListStates query={query} icon={MessageSquareText} empty="No reviews yet" failed="Failed to load reviews">
        {(reviews) => (
          <List aria-label="Reviews">
            {reviews.map((r) => (
              <ReviewItem
                key={r.id}
                review={r}
                businessName={profile.businessName}
                canReply={isOwner}
                projectTitle={r.portfolioProjectId ? titles.get(r.portfolioProjectId) : undefined}
                canReport={Boolean(user) && r.clientId !== user?.id}
              />
            ))}
          </List>
        )}
      </ListStates>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Hint = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandTint};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const List = styled.ul`
  padding: 0;
  list-style: none;
  > li:first-child {
    padding-top: 0;
  }
`;
