import styled from 'styled-components';
import { AlertTriangle, ArrowRight, Mail } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle, Muted } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useMyReviewInvitations } from '../api/review-invitations';

/** A client's open review invitations, each with a link to leave the review on the tradesman's profile. */
export function MyInvitationsCard() {
  const { data, isPending, isError } = useMyReviewInvitations();
  return (
    <Card as="section" aria-labelledby="my-review-invitations-title">
      <CardHeader>
        <CardTitle id="my-review-invitations-title">
          <Mail size={18} aria-hidden="true" />
          Review invitations
        </CardTitle>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <Skeleton $h="72px" $radius="12px" />
        ) : isError ? (
          <EmptyState tone="danger" icon={AlertTriangle} title="Failed to load your review invitations" text="Please refresh the page." />
        ) : data.length === 0 ? (
          <Muted>When a tradesman you have worked with invites you to review their work, the invitation shows here.</Muted>
        ) : (
          <List aria-label="Your review invitations">
            {data.map((i) => (
              <li key={i.id}>
                <div>
                  <strong>{i.tradesmanBusinessName}</strong>
                  <span>
                    invited you to review &lsquo;{i.portfolioProjectTitle ?? 'a project'}&rsquo; · {formatDate(i.sentAt)}
                  </span>
                </div>
                <ButtonLink to={`${paths.tradesman(i.tradesmanId)}?invitation=${i.id}`} $size="sm">
                  Leave a review
                  <ArrowRight size={16} aria-hidden="true" />
                </ButtonLink>
              </li>
            ))}
          </List>
        )}
      </CardBody>
    </Card>
  );
}

const List = styled.ul`
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    padding-top: 0;
  }
  li:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  li > div {
    display: grid;
    min-width: 0;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
