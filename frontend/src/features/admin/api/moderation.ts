import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminHiddenSubjectsRoute,
  adminReportsRoute,
  dismissReportsRoute,
  hideReportedSubjectRoute,
  MODERATION_SOCKET_EVENTS,
  restoreHiddenSubjectRoute,
  type CommandResult,
  type HiddenSubject,
  type ReportedSubject,
  type ReportSubjectType,
} from '@tradeguild/contracts';
import { apiCommand, apiGet } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { useSocketEvent } from '@/lib/socket';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { HiddenSubject, ReportedSubject };

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

/** GET /api/admin/reports/hidden: what is hidden, most recently hidden first. */
export const getHiddenSubjectsQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'reports', 'hidden'], queryFn: () => apiGet(adminHiddenSubjectsRoute) });

/** Refetched like the reports (a subject hidden or restored anywhere announces `moderation:changed`). */
export function useHiddenSubjects() {
  const queryClient = useQueryClient();
  useSocketEvent(
    MODERATION_SOCKET_EVENTS.changed,
    () => void queryClient.invalidateQueries({ queryKey: getHiddenSubjectsQueryOptions().queryKey }),
  );
  return useQuery(getHiddenSubjectsQueryOptions());
}

type Subject = { subjectType: ReportSubjectType; subjectId: string };
export type ModerationDecision = Subject & ({ action: 'hide' | 'restore'; reason: string; commandId?: string } | { action: 'dismiss' });

const decide = (d: ModerationDecision): Promise<CommandResult> => {
  const params = { subjectType: d.subjectType, subjectId: d.subjectId };
  switch (d.action) {
    case 'hide':
      return apiCommand(hideReportedSubjectRoute, { params, body: { reason: d.reason, commandId: d.commandId } });
    case 'restore':
      return apiCommand(restoreHiddenSubjectRoute, { params, body: { reason: d.reason, commandId: d.commandId } });
    case 'dismiss':
      return apiCommand(dismissReportsRoute, { params });
  }
};

/** Hide or restore (with a reason) or dismiss; the reports lists (and the rest of the dashboard) refetch. */
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
