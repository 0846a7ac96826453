import { useQueryClient } from '@tanstack/react-query';
import type { ClientProjectStatus, CommandResult } from '@tradeguild/contracts';
import { sendCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getClientProjectsQueryOptions } from './get-client-projects';

export type QuoteDecision =
  | { kind: 'shortlist' | 'accept'; applicationId: string }
  | { kind: 'reject'; applicationId: string; message?: string }
  | { kind: 'status'; projectId: string; status: ClientProjectStatus };

export const decide = (d: QuoteDecision): Promise<CommandResult> => {
  if (d.kind === 'status')
    return sendCommand('PUT', `/api/client-projects/${encodeURIComponent(d.projectId)}/status`, { status: d.status });
  const body = d.kind === 'reject' ? { message: d.message ?? '' } : undefined;
  return sendCommand('POST', `/api/applications/${encodeURIComponent(d.applicationId)}/${d.kind}`, body);
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
