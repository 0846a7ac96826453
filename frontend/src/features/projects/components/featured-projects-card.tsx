import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ImageIcon, Sparkles } from 'lucide-react';
import { LIMITS } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { useFeaturedProjects } from '../api/get-featured-projects';

export function FeaturedProjectsCard() {
  const { data = [], isLoading } = useFeaturedProjects();
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
        {isLoading ? (
          <Grid aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} $h="200px" $radius="12px" />)}</Grid>
        ) : shown.length === 0 ? (
          <EmptyState icon={ImageIcon} title="No project showcases yet" text="Standout before-and-after transformations will appear here." />
        ) : (
          <Grid role="list">
            {shown.map((p) => {
              const image = p.afterImages[0] ?? p.beforeImages[0];
              return (
                <li key={p.id}>
                  <Item to={paths.project(p.id)}>
                    <Thumb>
                      {image ? <img src={image} alt={`Finished work: ${p.title}`} width={320} height={200} /> : <ImageIcon size={28} aria-hidden="true" />}
                    </Thumb>
                    <Body>
                      {p.category && <Badge $variant="secondary">{p.category}</Badge>}
                      <strong>{p.title}</strong>
                    </Body>
                  </Item>
                </li>
              );
            })}
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
`;

const Item = styled(Link)`
  display: block;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  justify-items: start;
  padding: ${({ theme }) => theme.space(3)};
  strong { font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;
