import type { Request, Response } from 'express';
import type { CommandResult } from '@tradeguild/contracts';
import type { Decider, DomainEvent } from '../commands/decider.ts';
import type { CommandRunner } from '../commands/runner.ts';
import { execute, type AppDeps } from './deps.ts';

/** One command on one stream, as a route hands it over. */
export interface StreamCommand<State, Command, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  commandId?: string | null;
  /** The stream is new (see CommandRequest.creates). */
  creates?: boolean;
}

/** What a command answers: the id of what it touched and where its last event sits (`''` when nothing changed). */
export function answer(res: Response, id: string, position: string | null, status = 200): void {
  const body: CommandResult = { id, position: position ?? '' };
  res.status(status).json(body);
}

/** Runs a command through `execute` (actor, correlation, wake-ups) and answers `{ id, position }`. */
export async function runCommand<State, Command, Event extends DomainEvent>(
  deps: AppDeps,
  req: Request,
  res: Response,
  o: StreamCommand<State, Command, Event> & { id: string; status?: number },
): Promise<void> {
  const { id, status, ...command } = o;
  const { position } = await execute(deps, req, command);
  answer(res, id, position, status);
}

/** The steps of a multi-stream operation (blog post and slug), each appended through `execute`. */
export const requestRunner = (deps: AppDeps, req: Request): CommandRunner => ({
  store: deps.store,
  run: async (r) => ({ position: (await execute(deps, req, r)).position }),
});
