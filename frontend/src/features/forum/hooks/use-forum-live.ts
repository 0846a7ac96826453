import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FORUM_SOCKET_EVENTS, type ForumPostCreatedPush, type ForumThreadChangedPush } from '@tradeguild/contracts';
import { useSocketEvent, useSocketConnect } from '@/lib/socket';
import { FORUM_QUERY_ROOT, getForumThreadQueryOptions } from '../api/queries';

/**
 * The list's live part: posts by others are counted ("N new posts") until the reader asks for
 * them, so the list does not jump under their finger; their own posts appear at once.
 */
export function useNewPosts(meId: string) {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState(0);
  const refresh = () => {
    setFresh(0);
    void queryClient.invalidateQueries({ queryKey: [FORUM_QUERY_ROOT] });
  };
  useSocketEvent<ForumPostCreatedPush>(FORUM_SOCKET_EVENTS.postCreated, (push) => {
    if (push.authorId === meId) void queryClient.invalidateQueries({ queryKey: [FORUM_QUERY_ROOT] });
    else setFresh((n) => n + 1);
  });
  useSocketConnect(refresh);
  return { fresh, refresh };
}

/** An open thread refetches whenever anything in it changes (a reply, a like, an edit). */
export function useLiveThread(postId: string) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: getForumThreadQueryOptions(postId).queryKey });
  useSocketEvent<ForumThreadChangedPush>(FORUM_SOCKET_EVENTS.threadChanged, (push) => {
    if (push.postId === postId) refetch();
  });
  useSocketConnect(refetch);
}
