import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ImageIcon, Star } from 'lucide-react';
import { LIMITS, PROJECT_TYPE_LABELS, type PortfolioProject } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { UploadImage } from '@/components/ui/upload-image';

type Props = { project: PortfolioProject; showOwner?: boolean; compact?: boolean };

/** A portfolio showcase as a card: finished photo, trade, title, rating and up to 3 materials. */
export function ProjectCard({ project: p, showOwner = false, compact = false }: Props) {
  const image = p.afterImages[0] ?? p.beforeImages[0];
  const extra = p.materials.length - LIMITS.cardMaterials;
  return (
    <Item to={paths.project(p.id)}>
      <Thumb>
        {image ? (
          <UploadImage src={image} sizes="(max-width: 640px) 100vw, 320px" alt="" width={320} height={200} loading="lazy" />
        ) : (
          <ImageIcon size={28} aria-hidden="true" />
        )}
      </Thumb>
      <Body>
        <Tags>
          <Badge $variant="secondary">{p.category ? TRADE_CATEGORY_LABELS[p.category] : 'General'}</Badge>
          {p.projectType && !compact && <Badge $variant="outline">{PROJECT_TYPE_LABELS[p.projectType]}</Badge>}
        </Tags>
        <Title>{p.title}</Title>
        {showOwner && <Owner>{p.tradesmanBusinessName}</Owner>}
        <Score>
          <Star size={14} aria-hidden="true" data-on={p.averageRating !== null || undefined} />
          {p.averageRating === null ? 'No rating' : `${p.averageRating.toFixed(1)} (${formatCount(p.reviewCount, 'review', 'reviews')})`}
        </Score>
        {!compact && p.materials.length > 0 && (
          <Materials>
            {p.materials.slice(0, LIMITS.cardMaterials).join(' · ')}
            {extra > 0 && ` +${extra} more`}
          </Materials>
        )}
      </Body>
    </Item>
  );
}

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 10;
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
  align-content: start;
  padding: ${({ theme }) => theme.space(3.5)};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Owner = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Score = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  svg[data-on] {
    color: ${({ theme }) => theme.colors.star};
    fill: ${({ theme }) => theme.colors.star};
  }
`;

const Materials = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;
