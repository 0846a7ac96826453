import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AlertTriangle, FolderPlus, Plus } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader, ListPage } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { useClientProjects } from '../api/get-client-projects';
import { ProjectCard } from '../../project/components/project-card';
import { useClientProjectSignals } from '../../project/hooks/use-client-project-signals';

/** A room's old address ('/my-projects#room-{id}', as notifications link it): the room's own page now. */
function useRoomLinks() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const room = /^#room-([0-9a-f-]{36})$/i.exec(hash)?.[1];
    if (room) void navigate(paths.myProjectRoom(room), { replace: true });
  }, [hash, navigate]);
}

/** 'View All Projects': every project of the client as a card leading to its page (quotes, hiring, the room). */
export function MyProjectsPage() {
  useRoomLinks();
  useClientProjectSignals();
  const { data, isLoading, isError, refetch, isRefetching } = useClientProjects({ enabled: true });
  return (
    <Container>
      <ListPage>
        <PageHeader
          eyebrow="Your projects"
          title="All Projects"
          lead="Open a project to compare its quotes by trade, message tradespeople and hire one per trade."
          actions={
            <ButtonLink to={paths.createProject}>
              <Plus size={16} aria-hidden="true" />
              Post a Project
            </ButtonLink>
          }
        />
        {isLoading ? (
          <Skeleton $w="100%" $h="8rem" />
        ) : isError ? (
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="We couldn't load your projects"
            text="Please check your connection and try again."
            action={
              <Button $variant="outline" onClick={() => refetch()} disabled={isRefetching}>
                Try Again
              </Button>
            }
          />
        ) : !data?.length ? (
          <EmptyState
            icon={FolderPlus}
            title="You haven't posted any projects yet"
            text="Tell us what you need and skilled local tradespeople will be able to quote."
            action={<ButtonLink to={paths.createProject}>Post your first project</ButtonLink>}
          />
        ) : (
          <Cards>
            {data.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </Cards>
        )}
      </ListPage>
    </Container>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  margin: 0;
  list-style: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
