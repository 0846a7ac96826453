import styled from 'styled-components';
import { AlertTriangle, FolderPlus, MailPlus } from 'lucide-react';
import { MAX_OPEN_REVIEW_INVITATIONS } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle, Muted } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { formatCount } from '@/lib/plural';
import { useOwnProjects, useSentReviewInvitations } from '../api/review-invitations';
import { InviteForm } from './invite-form';

/** The tradesman's review invitations: invite a past customer for a project, and see which were used. */
export function SentInvitationsCard() {
  const projects = useOwnProjects();
  const sent = useSentReviewInvitations();
  const open = (sent.data ?? []).filter((i) => !i.usedAt).length;
  return (
    <Card as="section" aria-labelledby="review-invitations-title">
      <CardHeader>
        <CardTitle id="review-invitations-title">
          <MailPlus size={18} aria-hidden="true" />
          Review invitations
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Body>
          <Muted>
            Reviews from a completed job you were hired on count towards your rating. You can also invite a past customer to review a
            project: their review shows as &lsquo;Invited by the tradesman&rsquo; and does not count towards your rating.
          </Muted>
          {projects.isPending || sent.isPending ? (
            <Skeleton $h="160px" $radius="12px" />
          ) : projects.isError || sent.isError ? (
            <EmptyState tone="danger" icon={AlertTriangle} title="Failed to load your review invitations" text="Please refresh the page." />
          ) : projects.data.length === 0 ? (
            <EmptyState
              icon={FolderPlus}
              title="Add a portfolio project first"
              text="Invitations are for one of your portfolio projects."
              action={
                <ButtonLink to={paths.portfolioNew} $size="sm">
                  Add a project
                </ButtonLink>
              }
            />
          ) : (
            <>
              <InviteForm projects={projects.data} />
              <p aria-live="polite">
                {formatCount(open, 'open invitation', 'open invitations')} of {MAX_OPEN_REVIEW_INVITATIONS}
              </p>
              {sent.data.length > 0 && (
                <List aria-label="Sent review invitations">
                  {sent.data.map((i) => (
                    <li key={i.id}>
                      <div>
                        <strong>{i.email}</strong>
                        <span>
                          {i.portfolioProjectTitle ?? 'A removed project'} · sent {formatDate(i.sentAt)}
                        </span>
                      </div>
                      {i.usedAt ? (
                        <Badge $variant="success">Reviewed {formatDate(i.usedAt)}</Badge>
                      ) : (
                        <Badge $variant="outline">Open</Badge>
                      )}
                    </li>
                  ))}
                </List>
              )}
            </>
          )}
        </Body>
      </CardBody>
    </Card>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  > p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div {
    display: grid;
    min-width: 0;
  }
  strong {
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
