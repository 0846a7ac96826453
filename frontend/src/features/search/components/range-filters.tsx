import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RangeSlider } from '@/components/ui/range-slider';
import { Slider } from '@/components/ui/slider';
import { formatCount, formatPounds } from '@/lib/format';
import { BOUNDS } from '../lib/search-filters';
import type { SearchFiltersApi } from './use-search-filters';

/** Minimum rating, maximum distance and the hourly rate range: sliders within the spec's bounds. */
export function RangeFilters({ filters }: { filters: SearchFiltersApi }) {
  const { draft, slide } = filters;
  const distance = draft.maxDistance ?? BOUNDS.distance.default;
  const [lo, hi] = draft.priceRange ?? BOUNDS.price.default;
  const hasLocation = draft.location.trim() !== '';
  return (
    <Grid>
      <Range id="filter-rating" label="Minimum rating" value={draft.minRating === 0 ? 'Any' : `${draft.minRating.toFixed(1)}+ stars`}>
        <Slider
          id="filter-rating"
          {...steps(BOUNDS.rating)}
          value={draft.minRating}
          aria-labelledby="filter-rating-label"
          aria-valuetext={`${draft.minRating.toFixed(1)} stars`}
          onValueChange={(v) => slide({ minRating: Math.round(v * 10) / 10 })}
        />
      </Range>
      <Range
        id="filter-distance"
        label="Maximum distance"
        value={formatCount(distance, 'mile', 'miles')}
        hint={hasLocation ? undefined : 'Enter a postcode to search by distance.'}
      >
        <Slider
          id="filter-distance"
          {...steps(BOUNDS.distance)}
          value={distance}
          aria-labelledby="filter-distance-label"
          aria-valuetext={formatCount(distance, 'mile', 'miles')}
          aria-describedby={hasLocation ? undefined : 'filter-distance-hint'}
          onValueChange={(v) => slide({ maxDistance: v })}
        />
      </Range>
      <Range
        id="filter-rate-min"
        label="Hourly rate"
        value={`${formatPounds(lo)} – ${formatPounds(hi)}${hi === BOUNDS.price.max ? '+' : ''}`}
      >
        <RangeSlider
          id="filter-rate-min"
          {...steps(BOUNDS.price)}
          value={[lo, hi]}
          name="hourly rate"
          format={formatPounds}
          onValueChange={(priceRange) => slide({ priceRange })}
        />
      </Range>
    </Grid>
  );
}

const steps = ({ min, max, step }: { min: number; max: number; step: number }) => ({ min, max, step });

function Range({ id, label, value, hint, children }: { id: string; label: string; value: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <Head>
        <label id={`${id}-label`}>{label}</label>
        <output htmlFor={id}>{value}</output>
      </Head>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </div>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  label {
    font-weight: 600;
  }
  output {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
