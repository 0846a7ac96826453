import styled from 'styled-components';
import { RotateCcw } from 'lucide-react';
import { RESPONSE_TIMES, RESPONSE_TIME_LABELS, SPECIALIZATIONS, TRADE_CATEGORIES, TRADESMAN_AVAILABILITY } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox, CheckboxLabel } from '@/components/ui/checkbox';
import { ChoiceGrid } from '@/components/ui/choice-grid';
import { Field, Select } from '@/components/ui/form';
import { availabilityLabel } from '@/components/showcase/availability-badge';
import { TRADE_CATEGORY_LABELS } from '@/config/trade-labels';
import { RangeFilters } from './range-filters';
import type { SearchFiltersApi } from './use-search-filters';

const specializationOptions = SPECIALIZATIONS.map((s) => ({ value: s, label: s }));

/** Every advanced filter of the spec; each one applies as soon as it changes. */
export function AdvancedFilters({ filters }: { filters: SearchFiltersApi }) {
  const { draft, choose, clear } = filters;
  return (
    <Wrap id="advanced-filters" aria-label="Advanced filters">
      <Selects>
        <Field id="filter-category" label="Category">
          <Select id="filter-category" value={draft.category} onChange={(e) => choose({ category: e.target.value })}>
            <option value="">All categories</option>
            {TRADE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {TRADE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="filter-availability" label="Availability">
          <Select id="filter-availability" value={draft.availability} onChange={(e) => choose({ availability: e.target.value })}>
            <option value="">Any availability</option>
            {TRADESMAN_AVAILABILITY.map((a) => (
              <option key={a} value={a}>
                {availabilityLabel(a)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="filter-response" label="Response time">
          <Select id="filter-response" value={draft.responseTime} onChange={(e) => choose({ responseTime: e.target.value })}>
            <option value="">Any response time</option>
            {RESPONSE_TIMES.map((r) => (
              <option key={r} value={r}>
                {RESPONSE_TIME_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
      </Selects>
      <RangeFilters filters={filters} />
      <Toggles>
        <CheckboxLabel $checked={draft.verified}>
          <Checkbox checked={draft.verified} onCheckedChange={(on) => choose({ verified: on })} />
          Verified only
        </CheckboxLabel>
        <CheckboxLabel $checked={draft.hasReviews}>
          <Checkbox checked={draft.hasReviews} onCheckedChange={(on) => choose({ hasReviews: on })} />
          Has reviews
        </CheckboxLabel>
      </Toggles>
      <ChoiceGrid
        id="filter-specializations"
        legend="Specializations"
        hint="Tradesmen must offer every specialization you tick."
        options={specializationOptions}
        value={draft.specializations}
        onChange={(v) => choose({ specializations: v })}
        minColumnWidth="140px"
      />
      <Footer>
        <Button type="button" $variant="ghost" $size="sm" onClick={clear}>
          <RotateCcw size={16} aria-hidden="true" />
          Clear Filters
        </Button>
      </Footer>
    </Wrap>
  );
}

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Selects = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  > label {
    flex: 1 1 180px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    > label {
      flex: 0 0 auto;
    }
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;
