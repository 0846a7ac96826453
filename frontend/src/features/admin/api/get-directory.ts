import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  adminMessagePageSchema,
  adminProjectPageSchema,
  adminTradesmanPageSchema,
  adminUserPageSchema,
  type AdminMessageRow,
  type AdminProjectRow,
  type AdminTradesmanRow,
  type AdminUserRow,
} from '@tradeguild/contracts';
import type { ZodType, ZodTypeDef } from 'zod';
import { getJson } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { AdminMessageRow, AdminProjectRow, AdminTradesmanRow, AdminUserRow };

const schemas = {
  tradesmen: adminTradesmanPageSchema,
  projects: adminProjectPageSchema,
  messages: adminMessagePageSchema,
  users: adminUserPageSchema,
};
export type DirectoryKind = keyof typeof schemas;
export type DirectoryPage = { tradesmen: AdminTradesmanRow; projects: AdminProjectRow; messages: AdminMessageRow; users: AdminUserRow };
type Page<K extends DirectoryKind> = { items: DirectoryPage[K][]; hasMore: boolean };
export type DirectoryParams = { search: string; offset: number };

function toQuery({ search, offset }: DirectoryParams): string {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE), offset: String(offset) });
  if (search.trim()) query.set('search', search.trim());
  return query.toString();
}

/** GET /api/admin/{kind}: one page, searched and paged on the server. */
export const getDirectoryQueryOptions = <K extends DirectoryKind>(kind: K, params: DirectoryParams) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'directory', kind, params],
    queryFn: () => getJson(`/api/admin/${kind}?${toQuery(params)}`, schemas[kind] as unknown as ZodType<Page<K>, ZodTypeDef, unknown>),
    placeholderData: keepPreviousData,
  });

export const useDirectory = <K extends DirectoryKind>(kind: K, params: DirectoryParams) => useQuery(getDirectoryQueryOptions(kind, params));
