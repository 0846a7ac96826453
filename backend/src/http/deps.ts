import 'pino-http';
import type { Request } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import { formatCheckpoint, type EventStore } from '@tradeguild/contracts';
import type { CheckpointWatcher, ReadDb } from '@tradeguild/projections';
import { randomUUID } from 'node:crypto';
import type { CommandRequest } from '../commands/handle-command.ts';
import { requestHash } from '../commands/command-hash.ts';
import { handleCommand } from '../commands/handle-command.ts';
import { actorScopedId } from '../commands/ids.ts';
import type { DomainEvent } from '../commands/decider.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import type { Metrics } from '../metrics/metrics.ts';
import type { AccessPolicy } from './auth.ts';

export interface Waker {
  wakeAll(): Promise<void>;
}

/** Live connections, on every API instance (socket.io through the Redis emitter). */
export interface Realtime {
  disconnectUser(userId: string): void;
}

/** What the route modules need; built once in server.ts. */
export interface AppDeps {
  config: Config;
  /** pg: the event store's append path and the projection runner's batch transactions. */
  pool: pg.Pool;
  /** slonik: the read models' typed queries. */
  db: ReadDb;
  store: EventStore;
  /** Read-your-writes waits on projection checkpoint notifications. */
  freshness: CheckpointWatcher;
  waker: Waker;
  realtime: Realtime;
  logger: Logger;
  policy: AccessPolicy;
  /** Prometheus metrics of this process (absent in tools that build deps by hand). */
  metrics?: Metrics;
}

/**
 * Runs a command for an HTTP request: appends, wakes the projections and returns the position
 * of its last event, which the client sends back on its next reads.
 */
export async function execute<State, Command, Event extends DomainEvent>(
  deps: AppDeps,
  req: Request,
  command: Omit<CommandRequest<State, Command, Event>, 'actorId' | 'correlationId'>,
): Promise<{ position: string | null; events: Event[]; duplicate: boolean }> {
  const type = (command.command as { type?: string }).type ?? 'unknown';
  const outcome = await handleCommand(deps.store, {
    ...command,
    actorId: req.currentUser?.id ?? null,
    correlationId: String(req.id ?? ''),
    // A command id is reused "for the same request" when method, path and body are the same.
    requestHash: requestHash(`${req.method} ${req.originalUrl.split('?')[0]}`, req.body ?? null),
  }).catch((err: unknown) => {
    deps.metrics?.command(type, err instanceof AppError && err.status < 500 ? 'refused' : 'failed');
    throw err;
  });
  deps.metrics?.command(type, outcome.duplicate ? 'duplicate' : 'ok');
  if (!outcome.position) return { position: null, events: outcome.events, duplicate: outcome.duplicate };
  // Not awaited: with Redis away a wake-up would wait for it; the projections' own poll covers a lost one.
  void deps.waker.wakeAll().catch((err) => deps.logger.warn({ err }, 'wake-up failed; projections will poll'));
  return { position: formatCheckpoint(outcome.position), events: outcome.events, duplicate: outcome.duplicate };
}

/**
 * The id of what a request creates: derived from the client's command id (so a retry lands on the
 * same entity) and scoped to the person asking; random when the client sent no command id.
 */
export const newEntityId = (req: Request, commandId: string | null | undefined, kind: string): string =>
  commandId ? actorScopedId(req.currentUser?.id ?? null, commandId, `${kind}:`) : randomUUID();
