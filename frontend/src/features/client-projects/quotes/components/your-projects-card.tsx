import styled from 'styled-components';
import { AlertTriangle, ClipboardList, FolderPlus, Plus } from 'lucide-react';
import { LIMITS } from '@tradeguild/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { useClientProjects } from '../api/get-client-projects';
import { ProjectRow } from './project-row';

/** The client's latest projects (first 3); 'View All Projects' opens them all with their quotes. */
export function YourProjectsCard() {
  const { data, isLoading, isError, refetch, isRefetching } = useClientProjects({ enabled: true });
  const projects = data ?? [];
  const shown = projects.slice(0, LIMITS.dashboardProjects);

  return (
    <Card as="section" aria-labelledby="your-projects-title">
      <CardHeader>
        <CardTitle id="your-projects-title">
          <ClipboardList size={18} aria-hidden="true" />
          Your Projects
        </CardTitle>
        <ButtonLink to={paths.createProject} $size="sm" $variant="outline">
          <Plus size={16} aria-hidden="true" />
          New project
        </ButtonLink>
      </CardHeader>
      <CardBody>
        {isLoading ? (
          <List aria-busy="true" aria-label="Loading your projects">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton $w="45%" $h="1.1rem" />
                <Skeleton $w="90%" $h="0.9rem" style={{ marginTop: 10 }} />
              </li>
            ))}
          </List>
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
        ) : projects.length === 0 ? (
          <EmptyState
            icon={FolderPlus}
            title="You haven't posted any projects yet"
            text="Tell us what you need and skilled local tradespeople will be able to find your project."
            action={<ButtonLink to={paths.createProject}>Post your first project</ButtonLink>}
          />
        ) : (
          <>
            <List>
              {shown.map((p) => (
                <ProjectRow key={p.id} project={p} />
              ))}
            </List>
            <Footer>
              <ButtonLink to={paths.myProjects} $variant="ghost">
                View All Projects
              </ButtonLink>
            </Footer>
          </>
        )}
      </CardBody>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  padding: 0;
  list-style: none;
  > li {
    padding: ${({ theme }) => theme.space(4)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:first-child {
    padding-top: 0;
  }
  > li:last-child {
    border-bottom: none;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
