import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { ADMIN_PAGE_SIZE } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form';
import { useDirectory, type DirectoryKind, type DirectoryPage } from '../../api/get-directory';
import { DataTable } from './data-table';

const SEARCH_DELAY_MS = 300;

type Props<K extends DirectoryKind> = {
  kind: K;
  caption: string;
  loadingText: string;
  emptyText: string;
  /** The shared search text (from the address); tabs without a search box pass null. */
  search: string | null;
  onSearch?: (text: string) => void;
  searchLabel?: string;
  head: ReactNode;
  row: (item: DirectoryPage[K]) => ReactNode;
};

/** A tab's table: server-side search and paging (20 a page), with loading, empty and error states. */
export function DirectorySection<K extends DirectoryKind>({
  kind,
  caption,
  loadingText,
  emptyText,
  search,
  onSearch,
  searchLabel,
  head,
  row,
}: Props<K>) {
  const [offset, setOffset] = useState(0);
  const [draft, setDraft] = useState(search ?? '');
  useEffect(() => setDraft(search ?? ''), [search]);
  useEffect(() => setOffset(0), [search]);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => {
    if (search === null || draft === search) return;
    const timer = window.setTimeout(() => onSearchRef.current?.(draft), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search]);

  const { data, isLoading, isError, isFetching, refetch } = useDirectory(kind, { search: search ?? '', offset });
  const page = Math.floor(offset / ADMIN_PAGE_SIZE) + 1;

  return (
    <Stack>
      {search !== null && (
        <SearchBox>
          <Search size={16} aria-hidden="true" />
          <Input
            type="search"
            placeholder={searchLabel}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-label={searchLabel}
          />
        </SearchBox>
      )}
      {isLoading ? (
        <Status role="status">{loadingText}</Status>
      ) : isError || !data ? (
        <Status role="alert">
          Failed to load.{' '}
          <Button $variant="ghost" $size="sm" onClick={() => void refetch()}>
            Try Again
          </Button>
        </Status>
      ) : data.items.length === 0 ? (
        <Status>{emptyText}</Status>
      ) : (
        <div aria-busy={isFetching}>
          <DataTable caption={caption}>
            <thead>{head}</thead>
            <tbody>{data.items.map(row)}</tbody>
          </DataTable>
        </div>
      )}
      {data && (offset > 0 || data.hasMore) && (
        <Pager aria-label={`${caption} pages`}>
          <Button $variant="outline" $size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - ADMIN_PAGE_SIZE))}>
            <ChevronLeft size={14} aria-hidden="true" /> Previous
          </Button>
          <span aria-live="polite">Page {page}</span>
          <Button $variant="outline" $size="sm" disabled={!data.hasMore} onClick={() => setOffset(offset + ADMIN_PAGE_SIZE)}>
            Next <ChevronRight size={14} aria-hidden="true" />
          </Button>
        </Pager>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const SearchBox = styled.div`
  position: relative;
  max-width: 420px;
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  input {
    padding-left: 36px;
  }
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(8)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pager = styled.nav`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
