import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogCategoriesRoute, type BlogCategory } from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { BLOG_QUERY_ROOT } from './query-root';

export type { BlogCategory };

export const getBlogCategories = (): Promise<BlogCategory[]> => apiGet(blogCategoriesRoute);

export const getBlogCategoriesQueryOptions = () => queryOptions({ queryKey: [BLOG_QUERY_ROOT, 'categories'], queryFn: getBlogCategories });

export const useBlogCategories = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getBlogCategoriesQueryOptions(), enabled });
