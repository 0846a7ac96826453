import styled from 'styled-components';
import { AlertTriangle, ImageIcon, Sparkles } from 'lucide-react';
import { LIMITS } from '@tradeguild/contracts';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { ProjectCard } from '@/components/showcase/project-card';
import { useFeaturedPortfolioProjects } from '../api/get-featured-portfolio-projects';

/** Home: the first 3 featured showcases, each linking to its project page. */
export function FeaturedPortfolioProjectsCard() {
  const { data = [], isPending, isError } = useFeaturedPortfolioProjects();
  const shown = data.slice(0, LIMITS.featuredProjects);
  return (
    <Card as="section" aria-labelledby="featured-projects-title">
      <CardHeader>
        <CardTitle id="featured-projects-title">
          <Sparkles size={18} aria-hidden="true" />
          Featured Project Showcases
        </CardTitle>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <Grid aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $h="260px" $radius="12px" />
            ))}
          </Grid>
        ) : isError ? (
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to load project showcases"
            text="Please refresh the page to try again."
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={ImageIcon}
            title="No project showcases yet"
            text="Standout before-and-after transformations will appear here."
          />
        ) : (
          <Grid role="list">
            {shown.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} showOwner compact />
              </li>
            ))}
          </Grid>
        )}
      </CardBody>
    </Card>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  padding: 0;
  list-style: none;
`;
