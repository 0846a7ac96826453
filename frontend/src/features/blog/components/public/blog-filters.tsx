import styled from 'styled-components';
import { Search } from 'lucide-react';
import { BLOG_CATEGORIES } from '@tradeguild/contracts';
import { Input, Select } from '@/components/ui/form';

type Props = { search: string; category: string; onSearch: (text: string) => void; onCategory: (category: string) => void };

/** 'Search articles...' over title, excerpt and tags, and the fixed category list. */
export function BlogFilters({ search, category, onSearch, onCategory }: Props) {
  return (
    <Bar role="search" aria-label="Articles">
      <SearchBox>
        <Search size={18} aria-hidden="true" />
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search articles..."
          aria-label="Search articles"
        />
      </SearchBox>
      <Select value={category} onChange={(e) => onCategory(e.target.value)} aria-label="Category">
        <option value="">All Categories</option>
        {BLOG_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 260px;
  }
`;

const SearchBox = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: 14px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textSubtle};
    pointer-events: none;
  }
  input {
    padding-left: 42px;
  }
`;
