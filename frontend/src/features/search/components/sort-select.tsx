import styled from 'styled-components';
import { SEARCH_SORTS, postcodeInLocation } from '@tradeguild/contracts';
import { Select } from '@/components/ui/form';
import { SORT_LABELS } from '../lib/search-filters';
import type { SearchFiltersApi } from './use-search-filters';

/** Best match, distance (only offered with a postcode to measure from), rating, most reviews. */
export function SortSelect({ filters }: { filters: SearchFiltersApi }) {
  const { applied, choose } = filters;
  const hasPostcode = postcodeInLocation(applied.location) !== null;
  const choices = SEARCH_SORTS.filter((s) => s !== 'distance' || hasPostcode);
  const value = choices.includes(applied.sort) ? applied.sort : 'best';
  return (
    <Wrap>
      <label htmlFor="search-sort">Sort by</label>
      <Select id="search-sort" value={value} onChange={(e) => choose({ sort: e.target.value as typeof value })}>
        {choices.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    white-space: nowrap;
  }
  select {
    min-width: 170px;
  }
`;
