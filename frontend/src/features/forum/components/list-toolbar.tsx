import { useState } from 'react';
import styled from 'styled-components';
import { Filter, Search } from 'lucide-react';
import { FORUM_LIMITS, type ForumSort } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/form';

export type Solved = '' | 'true' | 'false';
type Props = {
  search: string;
  onSearch: (text: string) => void;
  sort: ForumSort | '';
  onSort: (sort: ForumSort | '') => void;
  solved: Solved;
  onSolved: (solved: Solved) => void;
};

/** 'Search posts...' and the Filters button, which opens sorting and the solved filter. */
export function ListToolbar({ search, onSearch, sort, onSort, solved, onSolved }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Row>
        <SearchBox>
          <Search size={18} aria-hidden="true" />
          <Input
            type="search"
            value={search}
            maxLength={FORUM_LIMITS.search}
            placeholder="Search posts..."
            aria-label="Search posts"
            onChange={(e) => onSearch(e.target.value)}
          />
        </SearchBox>
        <Button $variant="outline" aria-expanded={open} aria-controls="forum-filters" onClick={() => setOpen((o) => !o)}>
          <Filter size={16} aria-hidden="true" />
          Filters
        </Button>
      </Row>
      {open && (
        <Panel id="forum-filters">
          <div>
            <Label htmlFor="forum-sort">Sort by</Label>
            <Select id="forum-sort" value={sort} onChange={(e) => onSort(e.target.value as ForumSort | '')}>
              <option value="">{search ? 'Best match' : 'Newest'}</option>
              <option value="newest">Newest</option>
              <option value="active">Recently active</option>
              <option value="top">Most liked</option>
            </Select>
          </div>
          <div>
            <Label htmlFor="forum-solved">Show</Label>
            <Select id="forum-solved" value={solved} onChange={(e) => onSolved(e.target.value as Solved)}>
              <option value="">All posts</option>
              <option value="true">Solved</option>
              <option value="false">Unsolved</option>
            </Select>
          </div>
        </Panel>
      )}
    </div>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const SearchBox = styled.div`
  position: relative;
  flex: 1;
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  input {
    padding-left: 40px;
  }
`;

const Panel = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
