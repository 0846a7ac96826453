import type { ReactNode } from 'react';
import { AlertTriangle, RefreshCw, Search } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { isNotFoundError } from '@/lib/api-error';
import { usePortfolioProject, type PortfolioProject } from '../api/get-portfolio-project';
import { Columns, Page, Stack } from '@/components/ui/detail-layout';
import { MaterialsCard } from './materials-card';
import { ProjectFactsCard } from './project-facts-card';
import { ProjectGallery } from './project-gallery';
import { ProjectHeader } from './project-header';
import { ProjectReviews } from './project-reviews';
import { ProjectStory } from './project-story';
import { ProjectVideos } from './project-videos';
import { SimilarProjects } from './similar-projects';

type Props = {
  id: string;
  /** Who did the work: the app composes it from the tradesmen feature. */
  tradesmanPanel: (project: PortfolioProject) => ReactNode;
};

/** /projects/{id}: the showcase, its story and reviews, the tradesman and similar work. */
export function PortfolioProjectPage({ id, tradesmanPanel }: Props) {
  const { data: p, isPending, isError, error, refetch } = usePortfolioProject(id);
  if (isPending) return <DetailSkeleton />;
  if (isError) {
    const missing = isNotFoundError(error);
    return (
      <Container>
        <Page>
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to load project details"
            text={missing ? 'This project does not exist or has been removed.' : 'Something went wrong on our side. Please try again.'}
            action={
              missing ? (
                <ButtonLink to={paths.search}>
                  <Search size={16} aria-hidden="true" />
                  Back to Search
                </ButtonLink>
              ) : (
                <Button $variant="outline" onClick={() => refetch()}>
                  <RefreshCw size={16} aria-hidden="true" />
                  Try Again
                </Button>
              )
            }
          />
        </Page>
      </Container>
    );
  }
  return (
    <Container>
      <Page>
        <BackLink to={paths.search}>Back to Search</BackLink>
        <ProjectHeader project={p} />
        <Columns>
          <Stack>
            <ProjectGallery title={p.title} before={p.beforeImages} after={p.afterImages} />
            <ProjectStory project={p} />
            <MaterialsCard materials={p.materials} techniques={p.techniques} />
            <ProjectReviews projectId={p.id} businessName={p.tradesmanBusinessName} />
          </Stack>
          <Stack as="aside" aria-label="Project facts and the tradesman">
            <ProjectFactsCard project={p} />
            {tradesmanPanel(p)}
            <ProjectVideos videos={p.videos} />
            <SimilarProjects projectId={p.id} />
          </Stack>
        </Columns>
      </Page>
    </Container>
  );
}

function DetailSkeleton() {
  return (
    <Container aria-busy="true" aria-label="Loading project">
      <Page>
        <Skeleton $w="120px" $h="1.25rem" />
        <Skeleton $w="60%" $h="2.25rem" />
        <Skeleton $w="40%" $h="1rem" />
        <Columns>
          <Stack>
            <Skeleton $h="340px" $radius="16px" />
            <Skeleton $h="260px" $radius="16px" />
          </Stack>
          <Stack>
            <Skeleton $h="260px" $radius="16px" />
            <Skeleton $h="200px" $radius="16px" />
          </Stack>
        </Columns>
      </Page>
    </Container>
  );
}
