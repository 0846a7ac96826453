import { useQueryClient } from '@tanstack/react-query';
import {
  PROJECT_ROOM_READ_SOCKET_EVENT,
  PROJECT_ROOM_SOCKET_EVENT,
  PROJECT_ROOM_UPDATED_SOCKET_EVENT,
  projectRoomSignalSchema,
} from '@tradeguild/contracts';
import { useSocketEvent, useSocketConnect } from '@/lib/socket';
import { getProjectRoomQueryOptions, roomUnreadQueryOptions } from '../api/project-room';

/**
 * Keeps rooms and their unread counts live: a new message or a timeline step refetches the room and
 * the counts; a read in another tab refetches the counts. Pushes missed before the socket connected: refetch both.
 */
export function useRoomSignals(projectId?: string) {
  const queryClient = useQueryClient();
  const refresh = (payload: unknown, room: boolean) => {
    const parsed = projectRoomSignalSchema.safeParse(payload);
    if (!parsed.success || (projectId && parsed.data.projectId !== projectId)) return;
    if (room) void queryClient.invalidateQueries({ queryKey: getProjectRoomQueryOptions(parsed.data.projectId).queryKey });
    void queryClient.invalidateQueries({ queryKey: roomUnreadQueryOptions().queryKey });
  };
  useSocketEvent(PROJECT_ROOM_SOCKET_EVENT, (payload) => refresh(payload, true));
  useSocketEvent(PROJECT_ROOM_UPDATED_SOCKET_EVENT, (payload) => refresh(payload, true));
  useSocketEvent(PROJECT_ROOM_READ_SOCKET_EVENT, (payload) => refresh(payload, false));
  useSocketConnect(() => {
    void queryClient.invalidateQueries({ queryKey: roomUnreadQueryOptions().queryKey });
    if (projectId) void queryClient.invalidateQueries({ queryKey: getProjectRoomQueryOptions(projectId).queryKey });
  });
}
