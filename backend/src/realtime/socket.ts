import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Session, SessionData } from 'express-session';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type pg from 'pg';
import { findUser, isAdmin, type AccessPolicy } from '../http/auth.ts';

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMINS_ROOM = 'admins';

type RequestWithSession = IncomingMessage & { session?: Session & Partial<SessionData> };

/**
 * socket.io on the API's port, authenticated by the same session cookie. The Redis adapter lets
 * several backends share rooms; workers push through the Redis emitter after their commit.
 */
export function attachSocket(httpServer: HttpServer, opts: { sessionMiddleware: RequestHandler; pool: pg.Pool; redis: Redis; policy: AccessPolicy }) {
  const io = new Server(httpServer, { serveClient: false, cors: { origin: false } });
  const pub = opts.redis.duplicate();
  const sub = opts.redis.duplicate();
  io.adapter(createAdapter(pub, sub));
  io.engine.use(opts.sessionMiddleware);

  io.use(async (socket, next) => {
    const userId = (socket.request as RequestWithSession).session?.userId;
    if (!userId) return next(new Error('Unauthorized'));
    const user = await findUser(opts.pool, userId).catch(() => null);
    if (!user) return next(new Error('Unauthorized'));
    socket.data.userId = user.id;
    await socket.join(userRoom(user.id));
    if (isAdmin(user, opts.policy)) await socket.join(ADMINS_ROOM);
    next();
  });

  return {
    io,
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      pub.disconnect();
      sub.disconnect();
    },
  };
}
