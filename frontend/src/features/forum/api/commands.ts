import { useQueryClient } from '@tanstack/react-query';
import {
  createForumPostRoute,
  deleteForumPostRoute,
  deleteForumReplyRoute,
  editForumPostRoute,
  editForumReplyRoute,
  hideForumPostRoute,
  hideForumReplyRoute,
  likeForumPostRoute,
  likeForumReplyRoute,
  markForumSolutionRoute,
  postForumReplyRoute,
  unlikeForumPostRoute,
  unlikeForumReplyRoute,
  type CommandResult,
  type HideForumContentRequest,
  type SaveForumPostRequest,
  type SaveForumReplyRequest,
} from '@tradeguild/contracts';
import { apiCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';
import { FORUM_QUERY_ROOT } from './queries';

type Target = { kind: 'posts' | 'replies'; id: string };

/** A post and a reply take the same moderation and likes, each on its own route. */
const itemRoutes = {
  posts: { remove: deleteForumPostRoute, like: likeForumPostRoute, unlike: unlikeForumPostRoute, hide: hideForumPostRoute },
  replies: { remove: deleteForumReplyRoute, like: likeForumReplyRoute, unlike: unlikeForumReplyRoute, hide: hideForumReplyRoute },
};

export const createForumPost = (input: SaveForumPostRequest) => apiCommand(createForumPostRoute, { body: input });
export const editForumPost = ({ id, ...input }: SaveForumPostRequest & { id: string }) =>
  apiCommand(editForumPostRoute, { params: { id }, body: input });
export const replyToPost = ({ postId, ...input }: SaveForumReplyRequest & { postId: string }) =>
  apiCommand(postForumReplyRoute, { params: { id: postId }, body: input });
export const editReply = ({ id, ...input }: SaveForumReplyRequest & { id: string }) =>
  apiCommand(editForumReplyRoute, { params: { id }, body: input });
export const deleteForumItem = ({ kind, id }: Target) => apiCommand(itemRoutes[kind].remove, { params: { id } });
export const setLike = ({ kind, id, liked }: Target & { liked: boolean }) =>
  apiCommand(liked ? itemRoutes[kind].like : itemRoutes[kind].unlike, { params: { id } });
export const markSolution = ({ postId, replyId }: { postId: string; replyId: string }) =>
  apiCommand(markForumSolutionRoute, { params: { id: postId }, body: { replyId } });
export const hideForumItem = ({ kind, id, ...input }: Target & HideForumContentRequest) =>
  apiCommand(itemRoutes[kind].hide, { params: { id }, body: input });

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
