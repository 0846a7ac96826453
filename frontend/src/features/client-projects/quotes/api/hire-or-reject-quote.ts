import { useQueryClient } from '@tanstack/react-query';
import {
  acceptApplicationRoute,
  changeProjectStatusRoute,
  rejectApplicationRoute,
  shortlistApplicationRoute,
  type ClientProjectStatus,
  type CommandResult,
  type ProjectStart,
} from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getClientProjectsQueryOptions } from './get-client-projects';

export type QuoteDecision =
  | { kind: 'shortlist'; applicationId: string }
  | { kind: 'accept'; applicationId: string; start?: ProjectStart | undefined }
  | { kind: 'reject'; applicationId: string; message?: string }
  | { kind: 'status'; projectId: string; status: ClientProjectStatus };

export const decide = (d: QuoteDecision): Promise<CommandResult> => {
  if (d.kind === 'status') return apiCommand(changeProjectStatusRoute, { params: { id: d.projectId }, body: { status: d.status } });
  const params = { id: d.applicationId };
  if (d.kind === 'reject') return apiCommand(rejectApplicationRoute, { params, body: { message: d.message ?? '' } });
  if (d.kind === 'accept') return apiCommand(acceptApplicationRoute, { params, body: d.start ? { start: d.start } : {} });
  return apiCommand(shortlistApplicationRoute, { params });
};

/** Shortlist, hire, reject or move the project on; my projects and their quotes are read again after. */
export function useQuoteDecision({
  onSuccess,
  onError,
}: { onSuccess?: (d: QuoteDecision) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, QuoteDecision>({
    mutationFn: decide,
    onSuccess: async (_result, d) => {
      await queryClient.invalidateQueries({ queryKey: getClientProjectsQueryOptions().queryKey });
      onSuccess?.(d);
    },
    onError: (error) => onError?.(error),
  });
}
