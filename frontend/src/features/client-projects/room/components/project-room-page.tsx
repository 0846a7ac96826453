import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { BackLink } from '@/components/ui/back-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { cardSurface } from '@/components/ui/card';
import { Container, Eyebrow } from '@/components/ui/container';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { PROJECT_STATUS_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useUser } from '@/lib/auth';
import { useProjectRoom } from '../api/project-room';
import { RoomBody } from './project-room';

/** /my-projects/{id}/room: the project room on a page of its own, for the client and the hired tradesmen. */
export function ProjectRoomPage({ projectId }: { projectId: string }) {
  const { user } = useUser();
  const room = useProjectRoom(projectId);
  const back =
    user?.userType === 'tradesman'
      ? { to: paths.job(projectId), label: 'Back to the job' }
      : { to: paths.myProject(projectId), label: 'Back to the project' };
  if (room.isLoading) return <PageSkeleton />;
  if (room.isError || !room.data) {
    const refused = room.error instanceof ApiError && (room.error.status === 403 || room.error.status === 404);
    return (
      <Container>
        <Page>
          <BackLink to={back.to}>{back.label}</BackLink>
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title={refused ? 'This project room is not open to you' : 'Failed to load the project room'}
            text={
              refused
                ? 'The room is for the client and the tradespeople hired on the project.'
                : 'Please check your connection and try again.'
            }
            action={
              refused ? (
                <ButtonLink to={user?.userType === 'tradesman' ? paths.myApplications : paths.myProjects}>
                  {user?.userType === 'tradesman' ? 'View your applications' : 'View your projects'}
                </ButtonLink>
              ) : (
                <Button $variant="outline" onClick={() => room.refetch()}>
                  Try Again
                </Button>
              )
            }
          />
        </Page>
      </Container>
    );
  }
  const headingId = `room-${projectId}`;
  return (
    <Container>
      <Page>
        <BackLink to={back.to}>{back.label}</BackLink>
        <Room aria-labelledby={headingId} data-testid="project-room">
          <Header>
            <Eyebrow>Project room</Eyebrow>
            <h1 id={headingId}>{room.data.title}</h1>
            <Badge $variant={room.data.status === 'open' ? 'default' : 'secondary'}>{PROJECT_STATUS_LABELS[room.data.status]}</Badge>
          </Header>
          <RoomBody id={`${headingId}-body`} projectId={projectId} headingId={headingId} tall />
        </Room>
      </Page>
    </Container>
  );
}

const Page = styled.div`
  max-width: 920px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(16)};
  min-width: 0;
`;

const Room = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  ${cardSurface}
  min-width: 0;
  @media (max-width: 479.98px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Header = styled.header`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(1.5)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    font-size: clamp(1.4rem, 3.5vw, 1.9rem);
    overflow-wrap: anywhere;
  }
`;
