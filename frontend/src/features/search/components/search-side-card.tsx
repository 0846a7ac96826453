import styled from 'styled-components';
import { AlertTriangle, Lightbulb, ListFilter } from 'lucide-react';
import {
  PROJECT_TYPE_LABELS,
  RESPONSE_TIME_LABELS,
  type ProjectType,
  type ResponseTime,
  type TradeCategory,
  type TradesmanAvailability,
} from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { availabilityLabel } from '@/components/showcase/availability-badge';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { formatCount, formatPounds } from '@/lib/format';
import { BOUNDS, type SearchFilters } from '../lib/search-filters';

/** What is being searched for, in words; on a failed search, the spec's 'Error loading results'. */
export function SearchSideCard({ filters, failed }: { filters: SearchFilters; failed: boolean }) {
  const chips = describe(filters);
  return (
    <Card as="aside" aria-labelledby="search-summary-title">
      <CardHeader>
        <CardTitle id="search-summary-title">
          <ListFilter size={18} aria-hidden="true" />
          Your search
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Body>
          {failed ? (
            <Failed role="alert">
              <AlertTriangle size={18} aria-hidden="true" />
              Error loading results
            </Failed>
          ) : chips.length ? (
            <Chips role="list">
              {chips.map((c) => (
                <li key={c}>
                  <Badge $variant="secondary">{c}</Badge>
                </li>
              ))}
            </Chips>
          ) : (
            <Quiet>All tradesmen, best rated first.</Quiet>
          )}
          {!filters.location && (
            <Tip>
              <Lightbulb size={16} aria-hidden="true" />
              <span>
                Add a postcode such as <strong>LS6</strong> to see how far away each tradesman is and to filter by distance.
              </span>
            </Tip>
          )}
        </Body>
      </CardBody>
    </Card>
  );
}

const miles = (n: number) => formatCount(n, 'mile', 'miles');

function describe(f: SearchFilters): string[] {
  const out: string[] = [];
  if (f.search) out.push(`“${f.search}”`);
  if (f.location) out.push(`Within ${miles(f.maxDistance ?? BOUNDS.distance.default)} of ${f.location}`);
  else if (f.maxDistance !== null) out.push(`Within ${miles(f.maxDistance)}`);
  if (f.category) out.push(TRADE_CATEGORY_LABELS[f.category as TradeCategory]);
  if (f.projectType) out.push(PROJECT_TYPE_LABELS[f.projectType as ProjectType]);
  out.push(...f.specializations);
  if (f.availability) out.push(availabilityLabel(f.availability as TradesmanAvailability));
  if (f.minRating > 0) out.push(`${f.minRating.toFixed(1)}+ stars`);
  if (f.priceRange) out.push(`${formatPounds(f.priceRange[0])} – ${formatPounds(f.priceRange[1])} an hour`);
  if (f.verified) out.push('Verified only');
  if (f.hasReviews) out.push('Has reviews');
  if (f.responseTime) out.push(RESPONSE_TIME_LABELS[f.responseTime as ResponseTime]);
  return out;
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 0;
  list-style: none;
  span {
    white-space: normal;
  }
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Failed = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Tip = styled.p`
  display: flex;
  gap: 8px;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.accentStrong};
  }
`;
