import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, BadgeCheck, MapPin } from 'lucide-react';
import { LIMITS } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { Rating } from '@/components/ui/rating';
import { AvailabilityBadge } from '@/components/showcase/availability-badge';
import { businessNameOf } from '@/components/showcase/business-name';
import { Monogram } from '@/components/showcase/monogram';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { formatHourlyRate } from '@/lib/format';
import type { TradesmanSearchResult } from '../api/search-tradesmen';
import { cardSurface } from '@/components/ui/card';

/** One search hit; the name is the link, stretched over the whole card. */
export function ResultCard({ tradesman: t }: { tradesman: TradesmanSearchResult }) {
  const name = businessNameOf(t);
  const more = t.specializations.length - LIMITS.cardSpecializations;
  return (
    <Card>
      <Top>
        <Monogram name={name} size={52} />
        <div>
          <Name>
            <Link to={paths.tradesman(t.id)}>{name}</Link>
          </Name>
          <Trades>{t.tradeCategories.map((c) => TRADE_CATEGORY_LABELS[c]).join(' · ')}</Trades>
        </div>
        {t.verified && (
          <Badge $variant="success">
            <BadgeCheck aria-hidden="true" />
            Verified
          </Badge>
        )}
      </Top>
      <Rating value={t.rating} reviews={t.totalReviews} />
      <Place>
        <MapPin size={15} aria-hidden="true" />
        <span>{t.location || 'Location not specified'}</span>
        {t.distanceMiles !== undefined && <Distance>{t.distanceMiles.toFixed(1)} miles</Distance>}
      </Place>
      <Specs role="list" aria-label="Specializations">
        {t.specializations.slice(0, LIMITS.cardSpecializations).map((s) => (
          <li key={s}>
            <Badge $variant="secondary">{s}</Badge>
          </li>
        ))}
        {more > 0 && (
          <li>
            <Badge $variant="outline">+{more} more</Badge>
          </li>
        )}
      </Specs>
      <Footer>
        <Rate>{formatHourlyRate(t.hourlyRate)}</Rate>
        <AvailabilityBadge value={t.availability} />
        <More aria-hidden="true">
          View profile
          <ArrowRight size={15} />
        </More>
      </Footer>
    </Card>
  );
}

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  ${cardSurface}
  transition: box-shadow 0.2s ease, border-color 0.2s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  > div {
    flex: 1;
    min-width: 0;
  }
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
  a {
    color: inherit;
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Trades = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.accentStrong};
  font-weight: 600;
`;

const Place = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex-shrink: 0;
  }
`;

const Distance = styled.strong`
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandTint};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 22px;
`;

const Specs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 0;
  list-style: none;
  span {
    white-space: normal;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const Rate = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.brand};
  svg {
    color: inherit;
  }
`;
