import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { AlertTriangle, ClipboardList, SearchX } from 'lucide-react';
import { JOBS_PAGE_SIZE } from '@tradeguild/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader, ListPage } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { formatCount, formatNumber } from '@/lib/format';
import { useJobs, type JobFilters } from '../api/get-jobs';
import { JobCard } from './job-card';
import { JobFiltersBar, NO_JOB_FILTERS, type JobFilterFields } from './job-filters';

const EMPTY: JobFilters = { ...NO_JOB_FILTERS, offset: 0 };

/** /jobs: open projects for my trades, nearest first, with filters and paging. */
export function FindJobsPage() {
  // The applied filters (with the page); the form holds what is typed until 'Search Jobs'.
  const [filters, setFilters] = useState<JobFilters>(EMPTY);
  const form = useForm<JobFilterFields>({ defaultValues: NO_JOB_FILTERS });
  const { data, isLoading, isError, refetch, isFetching } = useJobs(filters);
  const apply = form.handleSubmit((fields) => setFilters({ ...fields, offset: 0 }));
  const clear = () => {
    form.reset(NO_JOB_FILTERS);
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
        <JobFiltersBar form={form} onSubmit={apply} onClear={clear} />

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
              {data!.radiusMiles !== undefined && (
                <>
                  {' '}
                  within your travel distance of {formatCount(data!.radiusMiles, 'mile', 'miles')} (
                  <Link to={paths.profileEdit}>change it on your profile</Link>)
                </>
              )}
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
