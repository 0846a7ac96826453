import { useQueryClient } from '@tanstack/react-query';
import {
  inspectMessageRoute,
  rebuildProjectionRoute,
  unverifyTradesmanRoute,
  verifyTradesmanRoute,
  type InspectedMessage,
  type RebuildStarted,
} from '@tradeguild/contracts';
import { apiCommand, apiSend } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { minPositionStore } from '@/lib/min-position-store';
import { ADMIN_QUERY_ROOT } from './query-root';

export type { InspectedMessage };

type Handlers<R, V> = { onSuccess?: (result: R, variables: V) => void; onError?: (error: Error) => void };

function useAdminMutation<R, V>(mutationFn: (variables: V) => Promise<R>, { onSuccess, onError }: Handlers<R, V>) {
  const queryClient = useQueryClient();
  return useAppMutation<R, V>({
    mutationFn,
    onSuccess: async (result, variables) => {
      await queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT] });
      onSuccess?.(result, variables);
    },
    onError: (error) => onError?.(error),
  });
}

export type VerifyChange = { tradesmanId: string; verify: boolean };

/** VerifyTradesman / UnverifyTradesman (admins only on the server too). */
const setVerified = ({ tradesmanId, verify }: VerifyChange) =>
  apiCommand(verify ? verifyTradesmanRoute : unverifyTradesmanRoute, { params: { id: tradesmanId } });

export const useSetVerified = (handlers: Handlers<unknown, VerifyChange> = {}) => useAdminMutation(setVerified, handlers);

/** Opens a message's content; the server records the look in that conversation's history. */
async function inspectMessage(messageId: string): Promise<InspectedMessage> {
  const message = await apiSend(inspectMessageRoute, { params: { id: messageId } });
  if (message.position) minPositionStore.getState().remember(message.position);
  return message;
}

export const useInspectMessage = (handlers: Handlers<InspectedMessage, string> = {}) => useAdminMutation(inspectMessage, handlers);

const rebuildProjection = (name: string): Promise<RebuildStarted> => apiSend(rebuildProjectionRoute, { params: { name } });

export const useRebuildProjection = (handlers: Handlers<RebuildStarted, string> = {}) => useAdminMutation(rebuildProjection, handlers);
