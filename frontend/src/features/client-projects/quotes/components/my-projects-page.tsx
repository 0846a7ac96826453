import type { ReactNode } from 'react';
import { AlertTriangle, FolderPlus, Plus } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader, ListPage } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { useClientProjects } from '../api/get-client-projects';
import { ProjectWithQuotes } from './project-with-quotes';

/** 'View All Projects': every project of the client with its quotes. */
export function MyProjectsPage({ room }: { room?: (projectId: string) => ReactNode } = {}) {
  const { data, isLoading, isError, refetch, isRefetching } = useClientProjects({ enabled: true });
  return (
    <Container>
      <ListPage>
        <PageHeader
          eyebrow="Your projects"
          title="All Projects"
          lead="Compare quotes, shortlist up to 5 at once and hire one tradesperson per trade."
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
          data.map((p) => <ProjectWithQuotes key={p.id} project={p} room={room} />)
        )}
      </ListPage>
    </Container>
  );
}
