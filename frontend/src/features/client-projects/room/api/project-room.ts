import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  projectRoomSchema,
  roomMessagesPageSchema,
  roomUnreadSchema,
  type CommandResult,
  type ProjectRoom,
  type ProjectTrade,
  type RoomMessagesPage,
} from '@tradeguild/contracts';
import { getJson, sendCommand } from '@/lib/api-client';
import { useAppMutation } from '@/lib/app-mutation';

export type { ProjectRoom };

const base = (projectId: string) => `/api/client-projects/${encodeURIComponent(projectId)}`;

/** GET /api/client-projects/{id}/room: the client and the hired team, the latest page of their thread and the timeline. */
export const getProjectRoom = (projectId: string): Promise<ProjectRoom> => getJson(`${base(projectId)}/room`, projectRoomSchema);

export const getProjectRoomQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ['project-room', projectId], queryFn: () => getProjectRoom(projectId) });

export const useProjectRoom = (projectId: string, enabled = true) => useQuery({ ...getProjectRoomQueryOptions(projectId), enabled });

/** 'Load earlier messages': the page before message number `before`. */
export const getEarlierRoomMessages = (projectId: string, before: number): Promise<RoomMessagesPage> =>
  getJson(`${base(projectId)}/room/messages?before=${before}`, roomMessagesPageSchema);

/** GET /api/client-projects/rooms/unread: my rooms and how many messages in each I have not read. */
export const roomUnreadQueryOptions = () =>
  queryOptions({
    queryKey: ['project-room-unread'],
    queryFn: () => getJson('/api/client-projects/rooms/unread', roomUnreadSchema.array()),
  });

export const useRoomUnread = () => useQuery(roomUnreadQueryOptions());

export type PostRoomMessageInput = { projectId: string; content: string; commandId: string };

/** POST /api/client-projects/{id}/room/messages. The same commandId sent twice posts once. */
export const postRoomMessage = ({ projectId, content, commandId }: PostRoomMessageInput): Promise<CommandResult> =>
  sendCommand('POST', `${base(projectId)}/room/messages`, { content, commandId });

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
    mutationFn: ({ projectId }) => sendCommand('POST', `${base(projectId)}/room/read`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomUnreadQueryOptions().queryKey }),
  });
}

export type MarkPartDoneInput = { projectId: string; trades: ProjectTrade[]; commandId: string };

/** POST /api/client-projects/{id}/part-done: a hired tradesman marks their trades done. */
export function useMarkPartDone({ onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useAppMutation<CommandResult, MarkPartDoneInput>({
    mutationFn: ({ projectId, trades, commandId }) => sendCommand('POST', `${base(projectId)}/part-done`, { trades, commandId }),
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: getProjectRoomQueryOptions(input.projectId).queryKey });
      onSuccess?.();
    },
    onError: (error) => onError?.(error),
  });
}
