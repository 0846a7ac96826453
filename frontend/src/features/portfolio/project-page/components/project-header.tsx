import styled from 'styled-components';
import { CalendarCheck, Star } from 'lucide-react';
import { PROJECT_TYPE_LABELS } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { formatCount, formatLongDate } from '@/lib/format';
import type { PortfolioProject } from '../api/get-portfolio-project';

/** Category (or 'General'), type, title, the project's own rating and when it was finished. */
export function ProjectHeader({ project: p }: { project: PortfolioProject }) {
  return (
    <Header>
      <Tags>
        <Badge $variant="accent">{p.category ? TRADE_CATEGORY_LABELS[p.category] : 'General'}</Badge>
        {p.projectType && <Badge $variant="outline">{PROJECT_TYPE_LABELS[p.projectType]}</Badge>}
      </Tags>
      <h1>{p.title}</h1>
      <Meta>
        <span>
          <Star size={16} aria-hidden="true" className={p.averageRating === null ? undefined : 'star'} />
          {p.averageRating === null ? (
            'No rating'
          ) : (
            <>
              <strong>{p.averageRating.toFixed(1)}</strong> average rating
            </>
          )}
          {` · ${formatCount(p.reviewCount, 'review', 'reviews')}`}
        </span>
        <span>
          <CalendarCheck size={16} aria-hidden="true" />
          {p.completedAt ? `Completed ${formatLongDate(p.completedAt)}` : 'Completion date not specified'}
        </span>
        <span>by {p.tradesmanBusinessName}</span>
      </Meta>
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  h1 {
    font-size: clamp(1.625rem, 4vw, 2.375rem);
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(5)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  .star {
    color: ${({ theme }) => theme.colors.star};
    fill: ${({ theme }) => theme.colors.star};
  }
`;
