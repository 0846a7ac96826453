import { useRef } from 'react';
import styled from 'styled-components';
import { AlertTriangle, ChevronLeft, ChevronRight, MapPinOff, RefreshCw, RotateCcw, SearchX } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/feedback/empty-state';
import { formatCount } from '@/lib/format';
import type { SearchPage } from '../api/search-tradesmen';
import { SortSelect } from './sort-select';
import { ResultCard } from './result-card';
import { ResultsGrid } from './results-grid';
import { ResultsSkeleton } from './results-skeleton';
import type { SearchFiltersApi } from './use-search-filters';

type Props = { query: UseQueryResult<SearchPage>; filters: SearchFiltersApi; locationError?: string };

/** Count, cards and paging by 20, or the loading, empty and error states of the spec. */
export function SearchResults({ query, filters, locationError }: Props) {
  const top = useRef<HTMLDivElement>(null);
  const { offset } = filters.applied;
  const page = (next: number) => {
    filters.goToOffset(Math.max(0, next));
    top.current?.scrollIntoView({ block: 'start' });
  };

  if (locationError) {
    return (
      <EmptyState
        icon={MapPinOff}
        title="We couldn't find that location"
        text="Check the postcode in the location box, or search by a town or area instead."
      />
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        tone="danger"
        icon={AlertTriangle}
        title="Failed to load tradesmen"
        text="Something went wrong while searching. Please try again."
        action={
          <Button $variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw size={16} aria-hidden="true" />
            Try Again
          </Button>
        }
      />
    );
  }
  if (query.isPending) return <ResultsSkeleton />;

  const { results, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  if (results.length === 0 && offset === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No tradesmen found matching your criteria"
        text="Try a wider distance, fewer filters or a different search."
        action={
          <Button $variant="outline" onClick={filters.clear}>
            <RotateCcw size={16} aria-hidden="true" />
            Clear Filters
          </Button>
        }
      />
    );
  }
  return (
    <Wrap ref={top} aria-busy={query.isPlaceholderData} $stale={query.isPlaceholderData}>
      <Head>
        <Count role="status">
          {formatCount(total, 'tradesman', 'tradesmen')} found
          {pages > 1 && (
            <small>
              {' '}
              · page {offset / SEARCH_PAGE_SIZE + 1} of {pages}
            </small>
          )}
        </Count>
        <SortSelect filters={filters} />
      </Head>
      {results.length > 0 ? (
        <ResultsGrid aria-label="Tradesmen">
          {results.map((t) => (
            <ResultCard key={t.id} tradesman={t} />
          ))}
        </ResultsGrid>
      ) : (
        <EmptyState icon={SearchX} title="No more tradesmen" text="You've reached the end of the results." />
      )}
      <Pager aria-label="Pages of results">
        <Button $variant="outline" disabled={offset === 0 || query.isPlaceholderData} onClick={() => page(offset - SEARCH_PAGE_SIZE)}>
          <ChevronLeft size={18} aria-hidden="true" />
          Previous
        </Button>
        <Button
          $variant="outline"
          disabled={offset + results.length >= total || query.isPlaceholderData}
          onClick={() => page(offset + SEARCH_PAGE_SIZE)}
        >
          Next
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
      </Pager>
    </Wrap>
  );
}

const Wrap = styled.div<{ $stale: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.15s ease;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(2)};
`;
