import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Session, SessionData } from 'express-session';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { findUser } from '../http/find-user.ts';
import { ADMINS_ROOM, COMMUNITY_ROOM } from '@tradeguild/contracts';
import { isAdmin } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { isOurOrigin } from '../http/origin.ts';

export const userRoom = (userId: string) => `user:${userId}`;

type RequestWithSession = IncomingMessage & { session?: Session & Partial<SessionData> };

/**
 * socket.io on the API's port, authenticated by the same session cookie. The Redis adapter lets
 * several backends share rooms; workers push through the Redis emitter after their commit.
 */
export function attachSocket(httpServer: HttpServer, opts: { sessionMiddleware: RequestHandler; deps: AppDeps; redis: Redis }) {
  const io = new Server(httpServer, {
    serveClient: false,
    cors: { origin: false },
    // A page on another origin must not open a socket with the visitor's cookie. Browsers always send
    // Origin cross-origin; a same-origin polling request may omit it.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || isOurOrigin(origin, opts.deps.config.PUBLIC_URL));
    },
  });
  // Errors are reported by the connection they were duplicated from; these only reconnect.
  const pub = opts.redis.duplicate().on('error', () => undefined);
  const sub = opts.redis.duplicate().on('error', () => undefined);
  io.adapter(createAdapter(pub, sub));
  io.engine.use(opts.sessionMiddleware);

  io.use(async (socket, next) => {
    const session = (socket.request as RequestWithSession).session;
    const userId = session?.userId;
    if (!userId) return next(new Error('Unauthorized'));
    const user = await findUser(opts.deps, userId).catch(() => null);
    // A closed account has no live connection (it may only reopen; decision 0061).
    if (!user || user.closedAt) return next(new Error('Unauthorized'));
    socket.data.userId = user.id;
    await socket.join(userRoom(user.id));
    await socket.join(COMMUNITY_ROOM);
    if (isAdmin({ ...user, emailVerified: session?.emailVerified === true }, opts.deps.policy)) await socket.join(ADMINS_ROOM);
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
