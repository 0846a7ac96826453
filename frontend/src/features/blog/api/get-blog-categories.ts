import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogCategoryListSchema, type BlogCategory } from '@tradeguild/contracts';
import { getJson } from '@/lib/api-client';
import { BLOG_QUERY_ROOT } from './query-root';

export type { BlogCategory };

export const getBlogCategories = (): Promise<BlogCategory[]> => getJson('/api/blog/categories', blogCategoryListSchema);

export const getBlogCategoriesQueryOptions = () => queryOptions({ queryKey: [BLOG_QUERY_ROOT, 'categories'], queryFn: getBlogCategories });

export const useBlogCategories = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getBlogCategoriesQueryOptions(), enabled });
