import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  markPartDoneRoute,
  markRoomReadRoute,
  postRoomMessageRoute,
  projectRoomRoute,
  roomMessagesRoute,
  roomUnreadRoute,
  type CommandResult,
  type ProjectRoom,
  type ProjectTrade,
  type RoomMessagesPage,
} from '@tradeguild/contracts';
import { apiCommand, apiGet } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';

export type { ProjectRoom };

/** GET /api/client-projects/{id}/room: the client and the hired team, the latest page of their thread and the timeline. */
export const getProjectRoom = (projectId: string): Promise<ProjectRoom> => apiGet(projectRoomRoute, { params: { id: projectId } });

export const getProjectRoomQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ['project-room', projectId], queryFn: () => getProjectRoom(projectId) });

export const useProjectRoom = (projectId: string, enabled = true) => useQuery({ ...getProjectRoomQueryOptions(projectId), enabled });

/** 'Load earlier messages': the page before message number `before`. */
export const getEarlierRoomMessages = (projectId: string, before: number): Promise<RoomMessagesPage> =>
  apiGet(roomMessagesRoute, { params: { id: projectId }, query: { before } });

/** GET /api/client-projects/rooms/unread: my rooms and how many messages in each I have not read. */
export const roomUnreadQueryOptions = () =>
  queryOptions({
    queryKey: ['project-room-unread'],
    queryFn: () => apiGet(roomUnreadRoute),
  });

export const useRoomUnread = () => useQuery(roomUnreadQueryOptions());

export type PostRoomMessageInput = { projectId: string; content: string; commandId: string };

/** POST /api/client-projects/{id}/room/messages. The same commandId sent twice posts once. */
export const postRoomMessage = ({ projectId, content, commandId }: PostRoomMessageInput): Promise<CommandResult> =>
  apiCommand(postRoomMessageRoute, { params: { id: projectId }, body: { content, commandId } });

export function usePostRoomMessage({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, PostRoomMessageInput>({
    mutationFn: postRoomMessage,
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: getProjectRoomQueryOptions(input.projectId).queryKey });
      onSuccess?.();
    },
    onError: (error) => onError?.(error),
  });
}

/** POST /api/client-projects/{id}/room/read: opening the room reads it (nothing unread: nothing recorded). */
export function useMarkRoomRead() {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, { projectId: string }>({
    mutationFn: ({ projectId }) => apiCommand(markRoomReadRoute, { params: { id: projectId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomUnreadQueryOptions().queryKey }),
  });
}

export type MarkPartDoneInput = { projectId: string; trades: ProjectTrade[]; commandId: string };

/** POST /api/client-projects/{id}/part-done: a hired tradesman marks their trades done. */
export function useMarkPartDone({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, MarkPartDoneInput>({
    mutationFn: ({ projectId, trades, commandId }) =>
      apiCommand(markPartDoneRoute, { params: { id: projectId }, body: { trades, commandId } }),
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: getProjectRoomQueryOptions(input.projectId).queryKey });
      onSuccess?.();
    },
    onError: (error) => onError?.(error),
  });
}
