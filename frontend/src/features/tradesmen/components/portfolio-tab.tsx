import styled from 'styled-components';
import { FolderOpen, Plus } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import { ProjectCard } from '@/components/showcase/project-card';
import { paths } from '@/config/paths';
import type { PortfolioProject } from '../api/get-tradesman-projects';
import { ListStates } from './list-states';

type Props = { query: UseQueryResult<PortfolioProject[]>; isOwn: boolean };

export function PortfolioTab({ query, isOwn }: Props) {
  return (
    <ListStates
      query={query}
      icon={FolderOpen}
      empty="No projects showcased yet"
      emptyText={isOwn ? 'Show clients what you can do: add before-and-after photos of a finished job.' : undefined}
      emptyAction={
        isOwn ? (
          <ButtonLink to={paths.portfolioNew}>
            <Plus size={16} aria-hidden="true" />
            Add a project
          </ButtonLink>
        ) : undefined
      }
      failed="Failed to load projects"
      skeletonHeight="220px"
    >
      {(projects) => (
        <Grid role="list">
          {projects.map((p) => (
            <li key={p.id}>
              <ProjectCard project={p} />
            </li>
          ))}
        </Grid>
      )}
    </ListStates>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  padding: 0;
  list-style: none;
`;
