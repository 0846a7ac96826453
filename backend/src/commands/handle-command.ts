import { randomUUID } from 'node:crypto';
import { domainEvents, type Checkpoint, type EventMetadata, type EventStore, type NewEvent } from '@tradeguild/contracts';
import { requestHash as hashOf, sameRequest, type RequestHash } from './command-hash.ts';
import { CONCURRENT_CHANGE_MESSAGE, ConflictError, VersionConflictError } from '../errors.ts';
import type { CommandContext, Decider, DomainEvent } from './decider.ts';
import { idFromCommand, scopedCommandId } from './ids.ts';
import { fold } from './load-state.ts';
import { oneAtATime } from './stream-queue.ts';

/** The same command id sent again with a different request. */
export const COMMAND_ID_REUSED_MESSAGE = 'This request id was already used for a different request; send the new request with a new id';

const commandTypeOf = (command: unknown): string =>
  command && typeof command === 'object' && typeof (command as { type?: unknown }).type === 'string'
    ? (command as { type: string }).type
    : 'command';

export interface CommandRequest<State, Command, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  actorId: string | null;
  commandId?: string | null;
  /**
   * What identifies the request the command id came with (the HTTP layer hashes method, path and
   * body); defaults to a hash of the stream and the command. A command built from state read before
   * it (a slug reservation naming the holder it saw) must pass the request's, or its retry would
   * look like a different request. Keyed (command-hash.ts): not a plain hash of people's words.
   */
  requestHash?: RequestHash;
  correlationId?: string;
  now?: () => Date;
  /**
   * The command creates the stream (its id is new: random, or derived from the command id). The first
   * attempt then decides against the empty stream without reading it; the append expects version 0,
   * so a retry of the same command (the store finds its command id) or a stream that does exist sends
   * it back to the usual read-decide-append. Saves a read per creation.
   */
  creates?: boolean;
}

export interface CommandOutcome<Event> {
  events: Event[];
  /** Where the last event sits; null when the command changed nothing. */
  position: Checkpoint | null;
  duplicate: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Full jitter: writers that collided do not collide again in step. */
const backoff = (attempt: number) => sleep(Math.random() * Math.min(250, 5 * 2 ** attempt));

/**
 * Load the stream, fold it, decide, append with the expected version. Commands on one stream run
 * one at a time in this process; a writer in another process makes the append fail with a conflict,
 * and we then reload and decide again after a jittered pause, a bounded number of times.
 */
export function handleCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  req: CommandRequest<State, Command, Event>,
  maxAttempts = 10,
): Promise<CommandOutcome<Event>> {
  return oneAtATime(req.streamId, () => attemptCommand(store, req, maxAttempts));
}

async function attemptCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  req: CommandRequest<State, Command, Event>,
  maxAttempts: number,
): Promise<CommandOutcome<Event>> {
  const commandId = req.commandId ? scopedCommandId(req.actorId, commandTypeOf(req.command), req.commandId) : null;
  const hash = commandId ? (req.requestHash ?? hashOf(req.streamId, req.command)) : undefined;
  // Decided without the stream: never read; it appends regardless, so it never conflicts either.
  const withoutStream = req.decider.decidesWithoutStream?.(req.command) === true;
  const regardless = withoutStream || req.decider.appendsRegardless?.(req.command) === true;
  // A decider that appends whatever the version is would not be stopped by the store: read first.
  const skipRead = req.creates === true && !regardless;
  for (let attempt = 1; ; attempt++) {
    const { events, version } =
      withoutStream || (skipRead && attempt === 1) ? { events: [], version: 0 } : await store.readStream(req.streamId);
    if (commandId) {
      const previous = events.filter((e) => e.metadata.commandId === commandId);
      if (previous.length) {
        if (!sameRequest(previous[0]!.metadata.commandHash, hash)) throw new ConflictError(COMMAND_ID_REUSED_MESSAGE);
        return { events: previous as unknown as Event[], position: previous.at(-1)!.position, duplicate: true };
      }
    }
    const state = fold(req.decider, events);
    const ctx: CommandContext = { now: req.now?.() ?? new Date(), actorId: req.actorId };
    const decided = req.decider.decide(req.command, state, ctx);
    if (decided.length === 0) return { events: [], position: null, duplicate: false };
    const expectedVersion = regardless ? 'any' : version;
    try {
      const result = await store.appendToStream(
        req.streamId,
        decided.map((e, i) => toNewEvent(e, i, commandId, hash, req.correlationId, ctx)),
        {
          expectedVersion,
          commandId,
        },
      );
      if (result.duplicate) return await recordedDuplicate(store, req.streamId, commandId!, hash);
      return { events: decided, position: result.position, duplicate: false };
    } catch (err) {
      if (!(err instanceof VersionConflictError)) throw err;
      if (attempt >= maxAttempts) throw new ConflictError(CONCURRENT_CHANGE_MESSAGE);
      // The unread first attempt of a creation only learnt that the stream exists: read it now.
      if (!(skipRead && attempt === 1)) await backoff(attempt);
    }
  }
}

/**
 * The store already holds this command id. On this stream with the same request (a retry that
 * raced another process): the earlier outcome. Anywhere else, or for another request: refused.
 */
async function recordedDuplicate<Event>(
  store: EventStore,
  streamId: string,
  commandId: string,
  hash: RequestHash | undefined,
): Promise<CommandOutcome<Event>> {
  const { events } = await store.readStream(streamId);
  const previous = events.filter((e) => e.metadata.commandId === commandId);
  if (!previous.length || !sameRequest(previous[0]!.metadata.commandHash, hash)) throw new ConflictError(COMMAND_ID_REUSED_MESSAGE);
  return { events: previous as unknown as Event[], position: previous.at(-1)!.position, duplicate: true };
}

function toNewEvent<Event extends DomainEvent>(
  event: Event,
  index: number,
  commandId: string | null,
  hash: RequestHash | undefined,
  correlationId: string | undefined,
  ctx: CommandContext,
): NewEvent {
  // Checked against its current schema on the way in, and stamped with that schema's version.
  const { data, schemaVersion } = domainEvents.encode(event);
  const metadata: EventMetadata = {
    eventId: commandId ? idFromCommand(commandId, `event:${index}:`) : randomUUID(),
    commandId,
    correlationId: correlationId ?? commandId ?? randomUUID(),
    causationId: commandId,
    actorId: ctx.actorId,
    occurredAt: ctx.now.toISOString(),
    schemaVersion,
    ...(hash ? { commandHash: hash.keyed } : {}),
  };
  return { type: event.type, data, metadata };
}
