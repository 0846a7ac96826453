import styled from 'styled-components';
import { Sparkles, Star } from 'lucide-react';
import { formatCount } from '@/lib/plural';

/** The label a profile carries until its first review, instead of an empty '0.0' score. */
export const NEW_PROFILE_LABEL = 'New on TradeGuild';

/** Star score with one decimal, e.g. ★ 4.9 (127 reviews); 'New on TradeGuild' before the first review. */
export function Rating({ value, reviews }: { value: number; reviews?: number }) {
  if (reviews === 0) {
    return (
      <Wrap>
        <Sparkles size={16} aria-hidden="true" data-new />
        <strong>{NEW_PROFILE_LABEL}</strong>
      </Wrap>
    );
  }
  return (
    <Wrap
      aria-label={`Rated ${value.toFixed(1)} out of 5${reviews === undefined ? '' : ` from ${formatCount(reviews, 'review', 'reviews')}`}`}
    >
      <Star size={16} aria-hidden="true" />
      <strong>{value.toFixed(1)}</strong>
      {reviews !== undefined && <span>({formatCount(reviews, 'review', 'reviews')})</span>}
    </Wrap>
  );
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    color: ${({ theme }) => theme.colors.star};
    fill: ${({ theme }) => theme.colors.star};
  }
  svg[data-new] {
    color: ${({ theme }) => theme.colors.brand};
    fill: none;
  }
`;
