import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CalendarCheck, ImageIcon, PenSquare, Star, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { formatCount, formatDate } from '@/lib/format';
import type { PortfolioProject } from '../api/get-my-portfolio';
import { UploadImage } from '@/components/ui/upload-image';

type Props = { project: PortfolioProject; onDelete: () => void };

/** One of the owner's showcases with Edit and Delete. */
export function PortfolioItem({ project: p, onDelete }: Props) {
  const image = p.afterImages[0] ?? p.beforeImages[0];
  const photos = p.beforeImages.length + p.afterImages.length;
  return (
    <Row>
      <Thumb>
        {image ? <UploadImage src={image} sizes="160px" alt="" width={160} height={100} /> : <ImageIcon size={24} aria-hidden="true" />}
      </Thumb>
      <Body>
        <h2>
          <Link to={paths.project(p.id)}>{p.title}</Link>
        </h2>
        <Meta>
          <Badge $variant="secondary">{p.category ? TRADE_CATEGORY_LABELS[p.category] : 'General'}</Badge>
          <span>
            <Star size={14} aria-hidden="true" />
            {p.averageRating === null ? 'No rating' : `${p.averageRating.toFixed(1)} (${p.reviewCount})`}
          </span>
          <span>
            <CalendarCheck size={14} aria-hidden="true" />
            {p.completedAt ? formatDate(p.completedAt) : 'No date'}
          </span>
          <span>{formatCount(photos, 'photo', 'photos')}</span>
        </Meta>
      </Body>
      <Actions>
        <ButtonLink to={paths.portfolioEdit(p.id)} $variant="outline" $size="sm" aria-label={`Edit ${p.title}`}>
          <PenSquare size={15} aria-hidden="true" />
          Edit
        </ButtonLink>
        <Button $variant="ghost" $size="sm" onClick={onDelete} aria-label={`Delete ${p.title}`}>
          <Trash2 size={15} aria-hidden="true" />
          Delete
        </Button>
      </Actions>
    </Row>
  );
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 112px 1fr;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 140px 1fr auto;
  }
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textSubtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  h2 a {
    color: inherit;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  > span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: auto;
    > * {
      flex: 0 0 auto;
    }
  }
`;
