import { useQueryClient } from '@tanstack/react-query';
import { sendMessageRoute, type CommandResult, type Message, type SendMessage } from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { addMessageIfMissing } from '../utils/message-cache';
import { getConversationQueryOptions } from './get-conversation';
import { getConversationsQueryOptions } from './get-conversations';

/** The body of POST /api/messages (contracts' sendMessageRequestSchema), always with a commandId. */
export type SendMessageInput = SendMessage & { commandId: string };

/** POST /api/messages. The same commandId sent twice stores the message once. */
export const sendMessage = (input: SendMessageInput): Promise<CommandResult> => apiCommand(sendMessageRoute, { body: input });

type Options = { senderId: string; onSuccess?: () => void; onError?: (error: Error) => void };

/** Sends, then shows the message at once; the socket push for it later replaces it by id. */
export function useSendMessage({ senderId, onSuccess, onError }: Options) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, SendMessageInput>({
    mutationFn: sendMessage,
    onSuccess: async (result, input) => {
      const message: Message = {
        id: result.id,
        senderId,
        receiverId: input.receiverId,
        projectId: input.projectId ?? null,
        content: input.content.trim(),
        isRead: false,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData(getConversationQueryOptions(input.receiverId).queryKey, (old) => addMessageIfMissing(old ?? [], message));
      void queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey });
      onSuccess?.();
    },
    onError: (error) => onError?.(error),
  });
}
