import styled from 'styled-components';
import { Search, SlidersHorizontal } from 'lucide-react';
import { PROJECT_TYPES, PROJECT_TYPE_LABELS } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/form';
import { advancedFilterCount } from '../lib/search-filters';
import { useSearchUiStore } from '../stores/search-ui-store';
import { AdvancedFilters } from './advanced-filters';
import type { SearchFiltersApi } from './use-search-filters';

type Props = { filters: SearchFiltersApi; locationError?: string };

/** The need, the location and the project type; the advanced filters fold out below. */
export function SearchPanel({ filters, locationError }: Props) {
  const { draft, form, choose, submit } = filters;
  const { showFilters, toggleFilters } = useSearchUiStore();
  const active = advancedFilterCount(filters.applied);
  // The server's message belongs to the location that was searched, not to one being typed.
  const shownLocationError = draft.location.trim() === filters.applied.location.trim() ? locationError : undefined;

  return (
    <Panel role="search" aria-label="Find tradesmen" onSubmit={submit} noValidate>
      <Inputs>
        <Field id="search-need" label="What do you need?">
          <Input
            id="search-need"
            type="search"
            maxLength={200}
            placeholder="e.g. rewire, boiler, sash windows"
            {...form.register('search')}
          />
        </Field>
        <Field id="search-location" label="Location" error={shownLocationError}>
          <Input
            id="search-location"
            maxLength={100}
            placeholder="Postcode or area, e.g. LS6"
            autoComplete="postal-code"
            {...form.register('location')}
            $invalid={Boolean(shownLocationError)}
            aria-invalid={shownLocationError ? true : undefined}
            aria-describedby={shownLocationError ? 'search-location-error' : undefined}
          />
        </Field>
        <Field id="search-project-type" label="Project type">
          <Select id="search-project-type" value={draft.projectType} onChange={(e) => choose({ projectType: e.target.value })}>
            <option value="">All project types</option>
            {PROJECT_TYPES.map((t) => (
              <option key={t} value={t}>
                {PROJECT_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
      </Inputs>
      <Actions>
        <Button type="button" $variant="ghost" onClick={toggleFilters} aria-expanded={showFilters} aria-controls="advanced-filters">
          <SlidersHorizontal size={18} aria-hidden="true" />
          {showFilters ? 'Hide Filters' : 'Show Filters'}
          {active > 0 && (
            <Count>
              {active}
              <span className="visually-hidden"> active</span>
            </Count>
          )}
        </Button>
        <Button type="submit" $size="lg">
          <Search size={18} aria-hidden="true" />
          Search Tradesmen
        </Button>
      </Actions>
      {showFilters && <AdvancedFilters filters={filters} />}
    </Panel>
  );
}

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(7)};
  }
`;

const Inputs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr 1.2fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  > button {
    flex: 1 1 200px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    > button {
      flex: 0 0 auto;
    }
  }
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
