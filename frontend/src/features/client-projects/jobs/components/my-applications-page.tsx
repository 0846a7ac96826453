import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AlertTriangle, Briefcase, Inbox, MessagesSquare } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader, ListPage } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { PROJECT_STATUS_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { formatCost, formatDate } from '@/lib/format';
import { useMyApplications } from '../api/get-my-applications';
import { useClientProjectSignals } from '../../project/hooks/use-client-project-signals';
import { List } from './find-jobs-page';
import { ResponseNote, Row, StatusBadge } from './quote-status';

/**
 * 'My Applications': every quote I sent, with its status and the project's. A hire links to the
 * project room with my unread count there (`roomBadge`, composed by the route).
 */
export function MyApplicationsPage({ roomBadge }: { roomBadge?: (projectId: string) => ReactNode } = {}) {
  // A quote's status and its project's are live: the client's steps refetch this list.
  useClientProjectSignals();
  const { data, isLoading, isError, refetch, isFetching } = useMyApplications();
  return (
    <Container>
      <ListPage>
        <PageHeader
          eyebrow="For tradespeople"
          title="My Applications"
          lead="Your quotes: pending, accepted, rejected and withdrawn."
          actions={
            <ButtonLink to={paths.jobs} $variant="outline">
              <Briefcase size={16} aria-hidden="true" />
              Find Jobs
            </ButtonLink>
          }
        />
        {isLoading ? (
          <List aria-busy="true" aria-label="Loading your applications">
            {[0, 1].map((i) => (
              <Item key={i}>
                <Skeleton $w="40%" $h="1.1rem" />
              </Item>
            ))}
          </List>
        ) : isError ? (
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to load your applications"
            text="Please check your connection and try again."
            action={
              <Button $variant="outline" onClick={() => refetch()} disabled={isFetching}>
                Try Again
              </Button>
            }
          />
        ) : !data?.length ? (
          <EmptyState
            icon={Inbox}
            title="You haven't sent any quotes yet"
            text="Find a job that needs your trade and apply with a quote."
            action={<ButtonLink to={paths.jobs}>Find Jobs</ButtonLink>}
          />
        ) : (
          <List>
            {data.map((a) => (
              <Item key={a.id}>
                <Row>
                  <h2>
                    <Link to={paths.job(a.projectId)}>{a.projectTitle}</Link>
                  </h2>
                  <StatusBadge status={a.status} />
                  {a.shortlisted && <Badge>Shortlisted</Badge>}
                </Row>
                <p>
                  {formatCost(a.proposedCost)} · {a.estimatedDuration} · {a.trades.join(', ')} · sent {formatDate(a.createdAt)}
                </p>
                <p>Project: {PROJECT_STATUS_LABELS[a.projectStatus]}</p>
                <ResponseNote message={a.responseMessage} />
                {a.status === 'accepted' && (
                  <RoomLink>
                    <Link to={paths.myProjectRoom(a.projectId)}>
                      <MessagesSquare size={16} aria-hidden="true" />
                      Project room
                    </Link>
                    {roomBadge?.(a.projectId)}
                  </RoomLink>
                )}
              </Item>
            ))}
          </List>
        )}
      </ListPage>
    </Container>
  );
}

const RoomLink = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    font-weight: 600;
  }
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
