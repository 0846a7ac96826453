import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api-error';
import { useSearchTradesmen } from '../api/search-tradesmen';
import { toApiQuery } from '../lib/search-filters';
import { useSearchUiStore } from '../stores/search-ui-store';
import { SearchPanel } from './search-panel';
import { SearchResults } from './search-results';
import { SearchSideCard } from './search-side-card';
import { useSearchFilters } from './use-search-filters';

/** An unknown postcode is a 400 about `location`: its message belongs next to that field. */
function locationErrorOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  return error.body?.issues?.some((i) => i.path === 'location') ? error.body.message : undefined;
}

/** /search: Find Expert Tradesmen. */
export function SearchPage() {
  const filters = useSearchFilters();
  const [params] = useSearchParams();
  const openFilters = params.get('filters') === 'open';
  const setShowFilters = useSearchUiStore((s) => s.setShowFilters);
  // The landing page's 'Advanced Filters' arrives with ?filters=open.
  useEffect(() => {
    if (openFilters) setShowFilters(true);
  }, [openFilters, setShowFilters]);
  const apiQuery = useMemo(() => toApiQuery(filters.applied), [filters.applied]);
  const query = useSearchTradesmen(apiQuery);
  const locationError = locationErrorOf(query.error);
  return (
    <Container>
      <Page>
        <PageHeader
          eyebrow="Find tradesmen"
          title="Find Expert Tradesmen"
          lead="Search verified local professionals by trade, specialism, distance and rating."
        />
        <SearchPanel filters={filters} locationError={locationError} />
        <Columns>
          <section aria-labelledby="search-results-title">
            {/* Keeps the heading order h1 > h2 > h3 (cards are h3) for screen-reader navigation. */}
            <h2 id="search-results-title" className="visually-hidden">
              Search results
            </h2>
            <SearchResults query={query} filters={filters} locationError={locationError} />
          </section>
          <SearchSideCard filters={filters.applied} failed={query.isError && !locationError} />
        </Columns>
      </Page>
    </Container>
  );
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(16)};
  > form {
    margin-bottom: ${({ theme }) => theme.space(8)};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;
