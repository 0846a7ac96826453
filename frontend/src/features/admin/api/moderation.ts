import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminReportsRoute,
  dismissReportsRoute,
  hideReportedSubjectRoute,
  MODERATION_SOCKET_EVENTS,
  type CommandResult,
  type ReportedSubject,
  type ReportSubjectType,
} from '@tradeguild/contracts';
import { apiCommand, apiGet } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { useSocketEvent } from '@/lib/socket';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { ReportedSubject };

/** GET /api/admin/reports: subjects with open reports, grouped, most reported first. */
export const getReportsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'reports'], queryFn: () => apiGet(adminReportsRoute) });

/** The list, refetched when a report is filed or settled anywhere (`moderation:changed` in the admins' room). */
export function useReports() {
  const queryClient = useQueryClient();
  useSocketEvent(
    MODERATION_SOCKET_EVENTS.changed,
    () => void queryClient.invalidateQueries({ queryKey: getReportsQueryOptions().queryKey }),
  );
  return useQuery(getReportsQueryOptions());
}

type Subject = { subjectType: ReportSubjectType; subjectId: string };
export type ModerationDecision = Subject & ({ action: 'hide'; reason: string; commandId?: string } | { action: 'dismiss' });

const decide = (d: ModerationDecision): Promise<CommandResult> => {
  const params = { subjectType: d.subjectType, subjectId: d.subjectId };
  return d.action === 'hide'
    ? apiCommand(hideReportedSubjectRoute, { params, body: { reason: d.reason, commandId: d.commandId } })
    : apiCommand(dismissReportsRoute, { params });
};

/** Hide (with a reason) or dismiss; the reports list (and the rest of the dashboard) refetches. */
export function useModerationDecision(handlers: { onSuccess?: (d: ModerationDecision) => void; onError?: (e: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, ModerationDecision>({
    mutationFn: decide,
    onSuccess: async (_result, d) => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] });
      handlers.onSuccess?.(d);
    },
    onError: (error) => handlers.onError?.(error),
  });
}
