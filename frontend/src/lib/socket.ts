import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useUser } from './auth';

type SocketState = { socket: Socket | null };

/** When each socket last connected, on the `performance.now()` clock. */
const connectedAt = new WeakMap<Socket, number>();

/** The one socket.io client of this tab; null while nobody is signed in. */
export const socketStore = createStore<SocketState>()(() => ({ socket: null }));

/**
 * Opens the socket once the signed-in user is known and closes it when they change or sign out.
 * Same origin, so the session cookie authenticates it; the server puts it in the user's room.
 */
export function useSocketConnection(): void {
  const { user } = useUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    // WebSocket only: long-polling would need every request of a session to reach the same API
    // instance (sticky sessions); a WebSocket stays on the instance it opened on (make fleet).
    const socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket'] });
    socket.on('connect', () => connectedAt.set(socket, performance.now()));
    socketStore.setState({ socket });
    return () => {
      socket.disconnect();
      if (socketStore.getState().socket === socket) socketStore.setState({ socket: null });
    };
  }, [userId]);
}

/** Mount once near the root: keeps the socket in step with the signed-in user. */
export function SocketConnection(): null {
  useSocketConnection();
  return null;
}

/** The latest handler without re-subscribing on every render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Calls `handler` for every `event` pushed to this user while the socket is open. */
export function useSocketEvent<T = unknown>(event: string, handler: (payload: T) => void): void {
  const socket = useStore(socketStore, (s) => s.socket);
  const latest = useLatest(handler);
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event, latest]);
}

/**
 * Calls `handler` each time the socket connects after the caller mounted, the first time included.
 * Pushes sent before the socket was in the user's rooms never arrive: while a page loads, its first
 * fetch can beat the socket, and while the socket is down it hears nothing. Either way, refetch.
 */
export function useSocketConnect(handler: () => void): void {
  const socket = useStore(socketStore, (s) => s.socket);
  const latest = useLatest(handler);
  const mountedAt = useRef(performance.now());
  useEffect(() => {
    if (!socket) return;
    const listener = () => latest.current();
    // It may have connected between this caller's mount and this effect.
    if (socket.connected && (connectedAt.get(socket) ?? -1) >= mountedAt.current) listener();
    socket.on('connect', listener);
    return () => {
      socket.off('connect', listener);
    };
  }, [socket, latest]);
}
