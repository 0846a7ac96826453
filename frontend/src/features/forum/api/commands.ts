import { useQueryClient } from '@tanstack/react-query';
import type { CommandResult, HideForumContentRequest, SaveForumPostRequest, SaveForumReplyRequest } from '@tradeguild/contracts';
import { sendCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { FORUM_QUERY_ROOT } from './queries';

const enc = encodeURIComponent;
type Target = { kind: 'posts' | 'replies'; id: string };

export const createForumPost = (input: SaveForumPostRequest) => sendCommand('POST', '/api/forum/posts', input);
export const editForumPost = ({ id, ...input }: SaveForumPostRequest & { id: string }) =>
  sendCommand('PUT', `/api/forum/posts/${enc(id)}`, input);
export const replyToPost = ({ postId, ...input }: SaveForumReplyRequest & { postId: string }) =>
  sendCommand('POST', `/api/forum/posts/${enc(postId)}/replies`, input);
export const editReply = ({ id, ...input }: SaveForumReplyRequest & { id: string }) =>
  sendCommand('PUT', `/api/forum/replies/${enc(id)}`, input);
export const deleteForumItem = ({ kind, id }: Target) => sendCommand('DELETE', `/api/forum/${kind}/${enc(id)}`);
export const setLike = ({ kind, id, liked }: Target & { liked: boolean }) =>
  sendCommand(liked ? 'POST' : 'DELETE', `/api/forum/${kind}/${enc(id)}/like`);
export const markSolution = ({ postId, replyId }: { postId: string; replyId: string }) =>
  sendCommand('POST', `/api/forum/posts/${enc(postId)}/solution`, { replyId });
export const hideForumItem = ({ kind, id, ...input }: Target & HideForumContentRequest) =>
  sendCommand('POST', `/api/forum/${kind}/${enc(id)}/hide`, input);

type Handlers<V> = { onSuccess?: (result: CommandResult, variables: V) => void; onError?: (error: Error) => void };

/** A forum write with the app's 401 rule; on success every forum query is refetched. */
export function useForumMutation<V>(mutationFn: (variables: V) => Promise<CommandResult>, { onSuccess, onError }: Handlers<V> = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, V>({
    mutationFn,
    onSuccess: async (result, variables) => {
      await queryClient.invalidateQueries({ queryKey: [FORUM_QUERY_ROOT] });
      onSuccess?.(result, variables);
    },
    onError: (error) => onError?.(error),
  });
}
