import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  adminMessagesRoute,
  adminProjectsRoute,
  adminTradesmenRoute,
  adminUsersRoute,
  type AdminMessageRow,
  type AdminProjectRow,
  type AdminTradesmanRow,
  type AdminUserRow,
} from '@tradeguild/contracts';
import { apiGet } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { AdminMessageRow, AdminProjectRow, AdminTradesmanRow, AdminUserRow };

const routes = { tradesmen: adminTradesmenRoute, projects: adminProjectsRoute, messages: adminMessagesRoute, users: adminUsersRoute };
export type DirectoryKind = keyof typeof routes;
export type DirectoryPage = { tradesmen: AdminTradesmanRow; projects: AdminProjectRow; messages: AdminMessageRow; users: AdminUserRow };
type Page<K extends DirectoryKind> = { items: DirectoryPage[K][]; hasMore: boolean };
export type DirectoryParams = { search: string; offset: number };

const getPage = <K extends DirectoryKind>(kind: K, { search, offset }: DirectoryParams) =>
  apiGet(routes[kind] as (typeof routes)[DirectoryKind], { query: { limit: ADMIN_PAGE_SIZE, offset, search: search.trim() } }) as Promise<
    Page<K>
  >;

/** GET /api/admin/{kind}: one page, searched and paged on the server. */
export const getDirectoryQueryOptions = <K extends DirectoryKind>(kind: K, params: DirectoryParams) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'directory', kind, params],
    queryFn: () => getPage(kind, params),
    placeholderData: keepPreviousData,
  });

export const useDirectory = <K extends DirectoryKind>(kind: K, params: DirectoryParams) => useQuery(getDirectoryQueryOptions(kind, params));
