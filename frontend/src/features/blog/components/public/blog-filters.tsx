import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Search } from 'lucide-react';
import { BLOG_CATEGORIES } from '@tradeguild/contracts';
import { Input, Select } from '@/components/ui/form';
import type { BlogSearch } from '../../hooks/use-blog-filters';

type Props = { form: UseFormReturn<BlogSearch>; category: string; onCategory: (category: string) => void };

/** 'Search articles...' over title, excerpt and tags, and the fixed category list. */
export function BlogFilters({ form, category, onCategory }: Props) {
  return (
    <Bar role="search" aria-label="Articles">
      <SearchBox>
        <Search size={18} aria-hidden="true" />
        <Input type="search" placeholder="Search articles..." {...form.register('search')} aria-label="Search articles" />
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
