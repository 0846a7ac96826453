/**
 * `projection:status` to the admins while a rebuild runs: once a second, from the process that was
 * asked to rebuild, until every projection serves again (one last message says so). The panel also
 * refetches now and then, for rebuilds started elsewhere (`make rebuild`).
 */
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { ADMIN_SOCKET_EVENTS, ADMINS_ROOM } from '@tradeguild/contracts';
import type { AppDeps } from '../http/deps.ts';
import { projectionStatuses } from './operations.ts';

const TICK_MS = 1000;

export function createStatusBroadcast(deps: Pick<AppDeps, 'pool' | 'store' | 'waker' | 'logger'>, redis: Redis) {
  const emitter = new Emitter(redis);
  let timer: NodeJS.Timeout | null = null;

  const tick = async () => {
    try {
      const statuses = await projectionStatuses(deps);
      emitter.to(ADMINS_ROOM).emit(ADMIN_SOCKET_EVENTS.projectionStatus, statuses);
      if (!statuses.some((s) => s.state === 'rebuilding')) stop();
    } catch (err) {
      deps.logger.warn({ err }, 'projection status broadcast failed');
    }
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  return {
    /** Starts (or keeps) the ticking; called when a rebuild was requested here. */
    follow() {
      void tick();
      timer ??= setInterval(() => void tick(), TICK_MS);
    },
    stop,
  };
}
