import styled from 'styled-components';
import { MessageSquareText } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useUser } from '@/lib/auth';
import type { TradesmanProfile } from '../api/get-tradesman';
import type { PortfolioProject } from '../api/get-tradesman-projects';
import type { Review } from '../api/get-tradesman-reviews';
import { ListStates } from './list-states';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

type Props = { profile: TradesmanProfile; query: UseQueryResult<Review[]>; projects: PortfolioProject[]; onReviewed?: () => Promise<void> };

/** Newest reviews first; a signed-in client can add theirs above the list. */
export function ReviewsTab({ profile, query, projects, onReviewed }: Props) {
  const { user } = useUser();
  const titles = new Map(projects.map((p) => [p.id, p.title]));
  const own = user ? (query.data ?? []).filter((r) => r.clientId === user.id) : [];
  return (
    <Stack>
      {user?.userType === 'client' && query.data && (
        // Keyed by the client's review count: after a review lands the form starts afresh on what is left to review.
        <ReviewForm key={own.length} profile={profile} projects={projects} ownReviews={own} onReviewed={onReviewed} />
      )}
      <ListStates query={query} icon={MessageSquareText} empty="No reviews yet" failed="Failed to load reviews">
        {(reviews) => (
          <List aria-label="Reviews">
            {reviews.map((r) => (
              <ReviewItem
                key={r.id}
                review={r}
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

const List = styled.ul`
  padding: 0;
  list-style: none;
  > li:first-child {
    padding-top: 0;
  }
`;
