import { formatCheckpoint, type EventStore } from '@tradeguild/contracts';
import type { DomainEvent } from './decider.ts';
import { handleCommand, type CommandRequest } from './handle-command.ts';

/**
 * How an operation that appends to several streams (a blog post and its slug reservation) runs each
 * step: through `execute` for an HTTP request (http/command-route.ts), through `handleCommand`
 * outside one (the seed, the blog view counter).
 */
export interface CommandRunner {
  store: EventStore;
  run<S, C, E extends DomainEvent>(
    req: Pick<CommandRequest<S, C, E>, 'streamId' | 'decider' | 'command' | 'commandId'>,
  ): Promise<{ position: string | null }>;
}

/** Appends outside any request: no correlation but the command's own. */
export const storeRunner = (store: EventStore, actorId: string | null = null, now?: () => Date): CommandRunner => ({
  store,
  run: async (r) => {
    const outcome = await handleCommand(store, { ...r, actorId, now });
    return { position: outcome.position ? formatCheckpoint(outcome.position) : null };
  },
});
