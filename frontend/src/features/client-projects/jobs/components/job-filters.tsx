import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { PROJECT_TRADES, PROJECT_TYPES, PROJECT_TYPE_LABELS } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/form';
import { formatCount } from '@/lib/format';
import type { JobFilters } from '../api/get-jobs';

export type JobFilterFields = Omit<JobFilters, 'offset'>;
export const NO_JOB_FILTERS: JobFilterFields = { search: '', trade: '', projectType: '', maxDistance: '' };
const DISTANCES = ['5', '10', '25', '50', '100'];

type Props = { form: UseFormReturn<JobFilterFields>; onSubmit: FormEventHandler<HTMLFormElement>; onClear: () => void };

/** Search text, trade, project type and distance; they apply on 'Search Jobs'. */
export function JobFiltersBar({ form, onSubmit, onClear }: Props) {
  const { register } = form;
  return (
    <Filters onSubmit={onSubmit} aria-label="Job filters">
      <div className="wide">
        <Label htmlFor="jobs-search">Search</Label>
        <Input id="jobs-search" type="search" placeholder="Kitchen, boiler, £5,000…" maxLength={200} {...register('search')} />
      </div>
      <div>
        <Label htmlFor="jobs-trade">Trade</Label>
        <Select id="jobs-trade" {...register('trade')}>
          <option value="">All my trades</option>
          {PROJECT_TRADES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="jobs-type">Project type</Label>
        <Select id="jobs-type" {...register('projectType')}>
          <option value="">Any type</option>
          {PROJECT_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROJECT_TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="jobs-distance">Distance</Label>
        <Select id="jobs-distance" {...register('maxDistance')}>
          <option value="">Any distance</option>
          {DISTANCES.map((d) => (
            <option key={d} value={d}>
              Within {formatCount(Number(d), 'mile', 'miles')}
            </option>
          ))}
        </Select>
      </div>
      <Buttons>
        <Button type="submit">Search Jobs</Button>
        <Button $variant="ghost" onClick={onClear}>
          Clear Filters
        </Button>
      </Buttons>
    </Filters>
  );
}

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: 1 / -1;
  }
`;
