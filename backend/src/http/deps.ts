import 'pino-http';
import type { Request } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { CommandRequest } from '../commands/handle-command.ts';
import { handleCommand } from '../commands/handle-command.ts';
import type { DomainEvent } from '../commands/decider.ts';
import type { Config } from '../config.ts';
import type { EventStore } from '../eventstore/types.ts';
import { formatCheckpoint } from '../eventstore/types.ts';
import type { AccessPolicy } from './auth.ts';

export interface Waker {
  wakeAll(): Promise<void>;
}

/** What the route modules need; built once in app.ts. */
export interface AppDeps {
  config: Config;
  pool: pg.Pool;
  store: EventStore;
  waker: Waker;
  logger: Logger;
  policy: AccessPolicy;
}

/**
 * Runs a command for an HTTP request: appends, wakes the projections, remembers the position
 * in the session (so this user's next reads wait for it) and returns it for the response.
 */
export async function execute<State, Command, Event extends DomainEvent>(
  deps: AppDeps,
  req: Request,
  command: Omit<CommandRequest<State, Command, Event>, 'actorId' | 'correlationId'>,
): Promise<{ position: string | null; events: Event[]; duplicate: boolean }> {
  const outcome = await handleCommand(deps.store, {
    ...command,
    actorId: req.currentUser?.id ?? null,
    correlationId: String(req.id ?? ''),
  });
  if (!outcome.position) return { position: null, events: outcome.events, duplicate: outcome.duplicate };
  const position = formatCheckpoint(outcome.position);
  if (req.session) req.session.lastPosition = position;
  await deps.waker.wakeAll().catch((err) => deps.logger.warn({ err }, 'wake-up failed; projections will poll'));
  return { position, events: outcome.events, duplicate: outcome.duplicate };
}
