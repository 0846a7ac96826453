import { useQueryClient } from '@tanstack/react-query';
import { endorseTradesmanRoute, type CommandResult, type EndorseRequest } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { getTradesmanEndorsementsQueryOptions } from './get-tradesman-endorsements';

/** POST /api/tradesmen/{id}/endorsements (tradesmen with a profile). 403 for yourself, 409 for a repeat skill. */
export const endorseTradesman = (tradesmanId: string, input: EndorseRequest): Promise<CommandResult> =>
  apiCommand(endorseTradesmanRoute, { params: { id: tradesmanId }, body: input });

type Options = { onSuccess?: (input: EndorseRequest) => void; onError?: (error: Error) => void };

export function useEndorseTradesman(tradesmanId: string, { onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, EndorseRequest>({
    mutationFn: (input) => endorseTradesman(tradesmanId, input),
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: getTradesmanEndorsementsQueryOptions(tradesmanId).queryKey });
      onSuccess?.(input);
    },
    onError: (error) => onError?.(error),
  });
}
