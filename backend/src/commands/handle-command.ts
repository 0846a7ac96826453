import { randomUUID } from 'node:crypto';
import { v5 as uuidv5 } from 'uuid';
import type { EventMetadata } from '@tradeguild/contracts';
import { ConflictError } from '../errors.ts';
import type { Checkpoint, EventStore, NewEvent } from '../eventstore/types.ts';
import type { CommandContext, Decider, DomainEvent } from './decider.ts';

const EVENT_ID_NAMESPACE = '6f1c1d2e-8a51-4d0e-9a64-3c7d1f3b9e21';

/** The same command id always yields the same ids, so a retried command lands on the same stream. */
export const idFromCommand = (commandId: string, salt = ''): string => uuidv5(`${salt}${commandId}`, EVENT_ID_NAMESPACE);

export interface CommandRequest<State, Command, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  actorId: string | null;
  commandId?: string | null;
  correlationId?: string;
  now?: () => Date;
}

export interface CommandOutcome<Event> {
  events: Event[];
  /** Where the last event sits; null when the command changed nothing. */
  position: Checkpoint | null;
  duplicate: boolean;
}

/**
 * Load the stream, fold it, decide, append with the expected version. A concurrent writer
 * makes the append fail with a conflict; we then reload and decide again, a bounded number of times.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  req: CommandRequest<State, Command, Event>,
  maxAttempts = 4,
): Promise<CommandOutcome<Event>> {
  const commandId = req.commandId ?? null;
  for (let attempt = 1; ; attempt++) {
    const { events, version } = await store.readStream(req.streamId);
    if (commandId) {
      const previous = events.filter((e) => e.metadata.commandId === commandId);
      if (previous.length) {
        return { events: previous as unknown as Event[], position: previous.at(-1)!.position, duplicate: true };
      }
    }
    const state = events.reduce((s, e) => req.decider.evolve(s, e as unknown as Event), req.decider.initialState());
    const ctx: CommandContext = { now: req.now?.() ?? new Date(), actorId: req.actorId };
    const decided = req.decider.decide(req.command, state, ctx);
    if (decided.length === 0) return { events: [], position: null, duplicate: false };
    try {
      const result = await store.appendToStream(req.streamId, decided.map((e, i) => toNewEvent(e, i, req.commandId ?? null, req.correlationId, ctx)), {
        expectedVersion: version,
        commandId,
      });
      return { events: decided, position: result.position, duplicate: result.duplicate };
    } catch (err) {
      if (!(err instanceof ConflictError) || attempt >= maxAttempts) throw err;
    }
  }
}

function toNewEvent<Event extends DomainEvent>(
  event: Event,
  index: number,
  commandId: string | null,
  correlationId: string | undefined,
  ctx: CommandContext,
): NewEvent {
  const metadata: EventMetadata = {
    eventId: commandId ? idFromCommand(commandId, `event:${index}:`) : randomUUID(),
    commandId,
    correlationId: correlationId ?? commandId ?? randomUUID(),
    causationId: commandId,
    actorId: ctx.actorId,
    occurredAt: ctx.now.toISOString(),
    schemaVersion: 1,
  };
  return { type: event.type, data: event.data, metadata };
}
