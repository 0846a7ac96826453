import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AlertTriangle, Award, BadgeCheck, MapPin, Users } from 'lucide-react';
import { LIMITS } from '@tradeguild/contracts';
import { Card, CardBody, CardHeader, CardLink, CardTitle } from '@/components/ui/card';
import { Rating } from '@/components/ui/rating';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { Monogram } from '@/components/showcase/monogram';
import { businessNameOf } from '@/components/showcase/business-name';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { paths } from '@/config/paths';
import { useFeaturedTradesmen } from '../api/get-featured-tradesmen';

/** Home: the first 4 featured tradesmen, each linking to their profile. */
export function FeaturedTradesmenCard() {
  const { data = [], isPending, isError } = useFeaturedTradesmen();
  const shown = data.slice(0, LIMITS.featuredTradesmen);
  return (
    <Card as="section" aria-labelledby="featured-tradesmen-title">
      <CardHeader>
        <CardTitle id="featured-tradesmen-title">
          <Award size={18} aria-hidden="true" />
          Featured Tradesmen
        </CardTitle>
        <CardLink to={paths.search}>Browse all</CardLink>
      </CardHeader>
      <CardBody>
        {isPending ? (
          <Grid aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} $h="92px" $radius="12px" />
            ))}
          </Grid>
        ) : isError ? (
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to load featured tradesmen"
            text="Please refresh the page to try again."
          />
        ) : shown.length === 0 ? (
          <EmptyState icon={Users} title="No featured tradesmen yet" text="Top-rated professionals will be highlighted here soon." />
        ) : (
          <Grid role="list">
            {shown.map((t) => (
              <li key={t.id}>
                <Item to={paths.tradesman(t.id)}>
                  <Monogram name={businessNameOf(t)} size={44} />
                  <div>
                    <Name>
                      {businessNameOf(t)}
                      {t.verified && <BadgeCheck size={15} aria-label="Verified" />}
                    </Name>
                    <Meta>{t.tradeCategories.map((c) => TRADE_CATEGORY_LABELS[c]).join(' · ')}</Meta>
                    <Meta>
                      <MapPin size={13} aria-hidden="true" />
                      {t.location || 'Location not specified'}
                    </Meta>
                    <Rating value={t.rating} reviews={t.totalReviews} />
                  </div>
                </Item>
              </li>
            ))}
          </Grid>
        )}
      </CardBody>
    </Card>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(3.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Name = styled.p`
  display: flex;
  align-items: center;
  gap: 5px;
  font-weight: 600;
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
