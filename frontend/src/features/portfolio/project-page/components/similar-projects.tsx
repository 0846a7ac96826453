import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ImageIcon, Layers, Star } from 'lucide-react';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSimilarProjects } from '../api/get-similar-projects';
import { UploadImage } from '@/components/ui/upload-image';

/** Other showcases in the same trade, as compact rows for the side column; hidden when there are none. */
export function SimilarProjects({ projectId }: { projectId: string }) {
  const { data, isPending } = useSimilarProjects(projectId);
  if (!isPending && !data?.length) return null;
  return (
    <Card as="section" aria-labelledby="similar-title">
      <CardHeader>
        <CardTitle id="similar-title">
          <Layers size={18} aria-hidden="true" />
          Similar Projects
        </CardTitle>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <Skeleton $h="200px" $radius="12px" />
        ) : (
          <List role="list">
            {data?.map((p) => {
              const image = p.afterImages[0] ?? p.beforeImages[0];
              return (
                <li key={p.id}>
                  <Row to={paths.project(p.id)}>
                    <Thumb>
                      {image ? (
                        <UploadImage src={image} sizes="96px" alt="" width={96} height={60} loading="lazy" />
                      ) : (
                        <ImageIcon size={20} aria-hidden="true" />
                      )}
                    </Thumb>
                    <span>
                      <strong>{p.title}</strong>
                      <small>{p.tradesmanBusinessName}</small>
                      <small>
                        <Star size={12} aria-hidden="true" data-on={p.averageRating !== null || undefined} />
                        {p.averageRating === null ? 'No rating' : `${p.averageRating.toFixed(1)} (${p.reviewCount})`}
                      </small>
                    </span>
                  </Row>
                </li>
              );
            })}
          </List>
        )}
      </CardBody>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandTint};
  }
  > span {
    display: grid;
    gap: 2px;
    align-content: start;
    min-width: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  small {
    display: flex;
    align-items: center;
    gap: 4px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg[data-on] {
    color: ${({ theme }) => theme.colors.star};
    fill: ${({ theme }) => theme.colors.star};
  }
`;

const Thumb = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 88px;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
