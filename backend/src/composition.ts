/**
 * The one place the projection runtime is wired: the server (`make run`), the standalone workers
 * and `make rebuild` all build their runner and waker here, over the event store the config names.
 */
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '@tradeguild/contracts';
import {
  ProjectionRunner,
  ProjectionWaker,
  ensureGenerations,
  projections as allProjections,
  type AnyProjection,
  type EventSource,
  type Push,
  type RunnerOptions,
} from '@tradeguild/projections';
import type { Config } from './config.ts';
import { createEventSource } from './eventstore/index.ts';

export interface ProjectionRuntime {
  runner: ProjectionRunner;
  waker: ProjectionWaker;
  close: () => Promise<void>;
}

export function createProjectionRuntime(o: {
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'> & Partial<Pick<Config, 'EVENT_STORE' | 'EVENTSTORE_CONNECTION_STRING'>>;
  pool: pg.Pool;
  store: EventStore;
  /** Defaults to the one EVENT_STORE names (createEventSource). */
  source?: EventSource;
  logger: Logger;
  /** Defaults to every read model of the app. */
  projections?: AnyProjection[];
  tuning?: Partial<Pick<RunnerOptions, 'batchSize' | 'rebuildBatchSize' | 'pollMs' | 'ownershipRetryMs'>>;
  /** Test hook (see RunnerOptions). */
  afterCommit?: RunnerOptions['afterCommit'];
}): ProjectionRuntime {
  const projections = o.projections ?? allProjections;
  // No offline queue: a push published while Redis is away fails at once (its outbox row stays for
  // the durable path) instead of being sent on reconnect, perhaps before the socket.io servers have
  // subscribed again, where Redis would drop it without a word.
  const redis = new Redis(o.config.REDIS_URL, { maxRetriesPerRequest: null, enableOfflineQueue: false });
  redis.on('error', (err: Error) => o.logger.debug({ err: err.message }, 'emitter Redis connection error'));
  // The emitter encodes and picks the channel; the client it is given hands back Redis' reply to
  // PUBLISH (how many socket.io servers received the push), which `emit` resolves with.
  let published: Promise<number> | undefined;
  const emitter = new Emitter({ publish: (channel: string, message: Buffer | string) => (published = redis.publish(channel, message)) });
  const source = o.source ?? createEventSource(o.config, o.store, o.logger);
  const runner = new ProjectionRunner({
    pool: o.pool,
    store: o.store,
    source,
    projections,
    redisUrl: o.config.REDIS_URL,
    queuePrefix: o.config.QUEUE_PREFIX,
    logger: o.logger,
    emit: (push: Push) => {
      published = undefined;
      emitter.to(push.room).emit(push.event, push.payload);
      return published ?? Promise.reject(new Error('the emitter did not publish'));
    },
    ...o.tuning,
    afterCommit: o.afterCommit,
  });
  // Projections this process owns are kicked directly; the others by a PostgreSQL NOTIFY (0045).
  const waker = new ProjectionWaker(
    projections.map((p) => p.name),
    o.config.REDIS_URL,
    o.config.QUEUE_PREFIX,
    (name) => runner.kickLocal(name),
    o.pool,
  );
  return {
    runner,
    waker,
    close: async () => {
      await runner.stop();
      await source.close?.();
      await waker.close();
      redis.disconnect();
    },
  };
}

/**
 * The read models' tables and views exist before the API answers, even in an API instance that runs
 * no workers (RUN_WORKERS=false): it reads what the workers elsewhere build.
 */
export async function ensureReadModels(pool: pg.Pool, projections: AnyProjection[] = allProjections): Promise<void> {
  for (const p of projections) await ensureGenerations(pool, p);
}
