import { useQueryClient } from '@tanstack/react-query';
import { CLIENT_PROJECT_CHANGED_SOCKET_EVENT, clientProjectChangedSignalSchema } from '@tradeguild/contracts';
import { useSocketConnect, useSocketEvent } from '@/lib/socket';
import { jobsQueryRoot } from '../../jobs/api/get-jobs';
import { getClientProjectsQueryOptions } from '../../quotes/api/get-client-projects';

/**
 * Live quotes and statuses: the read model tells the client and the tradesmen who quoted when a
 * quote or the project changes; the pages showing them (the project page, My Projects, My
 * Applications, the job page) read them again. Pushes missed while the socket was away: read again on connect.
 */
export function useClientProjectSignals() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getClientProjectsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: jobsQueryRoot });
  };
  useSocketEvent(CLIENT_PROJECT_CHANGED_SOCKET_EVENT, (payload) => {
    if (clientProjectChangedSignalSchema.safeParse(payload).success) refresh();
  });
  useSocketConnect(refresh);
}
