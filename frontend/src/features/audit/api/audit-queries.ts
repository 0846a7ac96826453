import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  auditExportRoute,
  auditLogRoute,
  streamHistoryRoute,
  streamStateRoute,
  verifyChainsRoute,
  type AuditFilter,
  type AuditVerifyResponse,
} from '@tradeguild/contracts';
import { apiGet, apiSend, apiUrl } from '@/lib/api-client';

/** Every audit query key starts here. */
const AUDIT = 'audit';

/** GET /api/audit/events, newest first; the next page starts before the last position seen. */
export const getAuditLogQueryOptions = (filter: AuditFilter, { liveTail = false }: { liveTail?: boolean } = {}) =>
  infiniteQueryOptions({
    queryKey: [AUDIT, 'log', filter],
    queryFn: ({ pageParam }) => apiGet(auditLogRoute, { query: { ...filter, before: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    // Live tail re-reads the newest page only (see useAuditLog), so positions never leave a gap.
    refetchInterval: liveTail ? 3000 : false,
  });

export const useAuditLog = (filter: AuditFilter, liveTail: boolean) => useInfiniteQuery(getAuditLogQueryOptions(filter, { liveTail }));

export const getAuditHistoryQueryOptions = (streamId: string) =>
  queryOptions({
    queryKey: [AUDIT, 'history', streamId],
    queryFn: () => apiGet(streamHistoryRoute, { params: { streamId } }),
    retry: false,
  });

export const useAuditHistory = (streamId: string) => useQuery(getAuditHistoryQueryOptions(streamId));

export const getAuditStateQueryOptions = (streamId: string, asOf: string | null) =>
  queryOptions({
    queryKey: [AUDIT, 'state', streamId, asOf],
    // Never asked while asOf is null (see enabled).
    queryFn: () => apiGet(streamStateRoute, { params: { streamId }, query: { asOf: asOf ?? '' } }),
    enabled: asOf !== null,
    retry: false,
  });

export const useAuditState = (streamId: string, asOf: string | null) => useQuery(getAuditStateQueryOptions(streamId, asOf));

/** POST /api/audit/verify: recomputes every hash chain (reads only). */
export const useVerifyChains = () =>
  useMutation<AuditVerifyResponse, Error>({
    mutationFn: () => apiSend(verifyChainsRoute),
  });

export const exportUrl = (filter: AuditFilter) => apiUrl(auditExportRoute, { query: filter });
