import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AlertTriangle, ClipboardList, SearchX } from 'lucide-react';
import { JOBS_PAGE_SIZE, PROJECT_TRADES, PROJECT_TYPES, PROJECT_TYPE_LABELS } from '@tradeguild/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Input, Label, Select } from '@/components/ui/form';
import { PageHeader, ListPage } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { formatCount, formatNumber } from '@/lib/format';
import { useJobs, type JobFilters } from '../api/get-jobs';
import { JobCard } from './job-card';

const EMPTY: JobFilters = { search: '', trade: '', projectType: '', maxDistance: '', offset: 0 };
const DISTANCES = ['5', '10', '25', '50', '100'];

/** /jobs: open projects for my trades, nearest first, with filters and paging. */
export function FindJobsPage() {
  const [filters, setFilters] = useState<JobFilters>(EMPTY);
  const [draft, setDraft] = useState(EMPTY);
  const { data, isLoading, isError, refetch, isFetching } = useJobs(filters);
  const set = (key: keyof JobFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    setFilters({ ...draft, offset: 0 });
  };
  const clear = () => {
    setDraft(EMPTY);
    setFilters(EMPTY);
  };
  const jobs = data?.jobs ?? [];

  return (
    <Container>
      <ListPage>
        <PageHeader
          eyebrow="For tradespeople"
          title="Find Jobs"
          lead="Open projects that need your trade, nearest first from your postcode."
          actions={
            <ButtonLink to={paths.myApplications} $variant="outline">
              <ClipboardList size={16} aria-hidden="true" />
              My Applications
            </ButtonLink>
          }
        />
        <Filters onSubmit={apply} aria-label="Job filters">
          <div className="wide">
            <Label htmlFor="jobs-search">Search</Label>
            <Input
              id="jobs-search"
              type="search"
              placeholder="Kitchen, boiler, £5,000…"
              value={draft.search}
              onChange={set('search')}
              maxLength={200}
            />
          </div>
          <div>
            <Label htmlFor="jobs-trade">Trade</Label>
            <Select id="jobs-trade" value={draft.trade} onChange={set('trade')}>
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
            <Select id="jobs-type" value={draft.projectType} onChange={set('projectType')}>
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
            <Select id="jobs-distance" value={draft.maxDistance} onChange={set('maxDistance')}>
              <option value="">Any distance</option>
              {DISTANCES.map((d) => (
                <option key={d} value={d}>
                  Within {d} miles
                </option>
              ))}
            </Select>
          </div>
          <Buttons>
            <Button type="submit">Search Jobs</Button>
            <Button $variant="ghost" onClick={clear}>
              Clear Filters
            </Button>
          </Buttons>
        </Filters>

        {isLoading ? (
          <List aria-busy="true" aria-label="Loading jobs">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton $w="50%" $h="1.2rem" />
                <Skeleton $w="90%" $h="0.9rem" style={{ marginTop: 12 }} />
              </li>
            ))}
          </List>
        ) : isError ? (
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to load jobs"
            text="Please check your connection and try again."
            action={
              <Button $variant="outline" onClick={() => refetch()} disabled={isFetching}>
                Try Again
              </Button>
            }
          />
        ) : jobs.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title="No jobs match your search"
            text="Jobs appear here when clients post projects needing your trades (set them on your profile), or invite you to quote."
            action={
              <Button $variant="outline" onClick={clear}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <>
            <Count aria-live="polite">
              {data!.totalCapped ? `${formatNumber(data!.total)}+ jobs found` : `${formatCount(data!.total, 'job', 'jobs')} found`}
            </Count>
            <List>
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </List>
            <Paging aria-label="Pages">
              <Button
                $variant="outline"
                disabled={filters.offset === 0}
                onClick={() => setFilters((f) => ({ ...f, offset: Math.max(0, f.offset - JOBS_PAGE_SIZE) }))}
              >
                Previous
              </Button>
              <Button
                $variant="outline"
                disabled={!data!.totalCapped && filters.offset + JOBS_PAGE_SIZE >= data!.total}
                onClick={() => setFilters((f) => ({ ...f, offset: f.offset + JOBS_PAGE_SIZE }))}
              >
                Next
              </Button>
            </Paging>
          </>
        )}
      </ListPage>
    </Container>
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

const Count = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Paging = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;
