import { io, type Socket } from 'socket.io-client';
import type { HttpClient } from './http-client.ts';

/** A socket.io client that authenticates with the HttpClient's session cookie, as a browser would. */
export async function connectSocket(client: HttpClient, headers: Record<string, string> = {}): Promise<Socket> {
  const socket = io(client.baseUrl, {
    transports: ['websocket'],
    extraHeaders: { cookie: client.cookieHeader(), ...headers },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
}

/** Collects every payload of one event name. */
export function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
