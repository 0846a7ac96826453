import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  auditHistoryResponseSchema,
  auditLogResponseSchema,
  auditStateResponseSchema,
  auditVerifyResponseSchema,
  type AuditFilter,
  type AuditVerifyResponse,
} from '@tradeguild/contracts';
import { apiRequest, getJson } from '@/lib/api-client';

/** Every audit query key starts here. */
const AUDIT = 'audit';

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) query.set(k, v);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const auditStreamPath = (streamId: string) => `/api/audit/streams/${encodeURIComponent(streamId)}`;

/** GET /api/audit/events, newest first; the next page starts before the last position seen. */
export const getAuditLogQueryOptions = (filter: AuditFilter, { liveTail = false }: { liveTail?: boolean } = {}) =>
  infiniteQueryOptions({
    queryKey: [AUDIT, 'log', filter],
    queryFn: ({ pageParam }) =>
      getJson(withQuery('/api/audit/events', { ...filter, before: pageParam ?? undefined }), auditLogResponseSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    // Live tail re-reads the newest page only (see useAuditLog), so positions never leave a gap.
    refetchInterval: liveTail ? 3000 : false,
  });

export const useAuditLog = (filter: AuditFilter, liveTail: boolean) => useInfiniteQuery(getAuditLogQueryOptions(filter, { liveTail }));

export const getAuditHistoryQueryOptions = (streamId: string) =>
  queryOptions({
    queryKey: [AUDIT, 'history', streamId],
    queryFn: () => getJson(`${auditStreamPath(streamId)}/events`, auditHistoryResponseSchema),
    retry: false,
  });

export const useAuditHistory = (streamId: string) => useQuery(getAuditHistoryQueryOptions(streamId));

export const getAuditStateQueryOptions = (streamId: string, asOf: string | null) =>
  queryOptions({
    queryKey: [AUDIT, 'state', streamId, asOf],
    queryFn: () => getJson(withQuery(`${auditStreamPath(streamId)}/state`, { asOf: asOf ?? undefined }), auditStateResponseSchema),
    enabled: asOf !== null,
    retry: false,
  });

export const useAuditState = (streamId: string, asOf: string | null) => useQuery(getAuditStateQueryOptions(streamId, asOf));

/** POST /api/audit/verify: recomputes every hash chain (reads only). */
export const useVerifyChains = () =>
  useMutation<AuditVerifyResponse, Error>({
    mutationFn: async () => auditVerifyResponseSchema.parse(await (await apiRequest('POST', '/api/audit/verify')).json()),
  });

export const exportUrl = (filter: AuditFilter) => withQuery('/api/audit/events.ndjson', filter);
