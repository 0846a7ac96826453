import styled from 'styled-components';
import { Calendar, Clock, Eye } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatDate, formatNumber } from '@/lib/format';

type Props = { category: string; publishedAt: string | null; views: number; readTime?: string; tone?: 'light' | 'dark' };

/** Category, publication date ('MMM d, yyyy'), views and, on articles, the reading time. */
export function PostMeta({ category, publishedAt, views, readTime, tone = 'dark' }: Props) {
  return (
    <Row $light={tone === 'light'}>
      <Badge $variant="accent">{category}</Badge>
      {publishedAt && (
        <Item>
          <Calendar size={14} aria-hidden="true" />
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        </Item>
      )}
      <Item aria-label={formatCount(views, 'view', 'views')}>
        <Eye size={14} aria-hidden="true" />
        {formatNumber(views)}
      </Item>
      {readTime && (
        <Item>
          <Clock size={14} aria-hidden="true" />
          {readTime}
        </Item>
      )}
    </Row>
  );
}

const Row = styled.div<{ $light: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3.5)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $light }) => ($light ? 'rgba(255,255,255,0.8)' : theme.colors.textMuted)};
`;

const Item = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
`;

export const TagList = styled.ul.attrs({ role: 'list' })`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brandTint};
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 500;
  }
`;
