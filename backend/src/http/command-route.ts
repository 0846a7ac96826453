/**
 * The one way a route runs a command: its input validated with the route's schemas (ApiRouter), the
 * command run through `execute` (actor, correlation, wake-ups), `{ id, position }` answered.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ZodType } from 'zod';
import type { ApiRoute, CommandResult } from '@tradeguild/contracts';
import type { Decider, DomainEvent } from '../commands/decider.ts';
import type { CommandRunner } from '../commands/runner.ts';
import { execute, type AppDeps } from './deps.ts';
import type { ApiRouter, RouteInput } from './route.ts';

/** A route of the table that answers `{ id, position }`. */
export type CommandRoute = ApiRoute & { response: ZodType<CommandResult> };

/** What a command route's handler hands back: the command on its stream, and the id and status to answer. */
export interface CommandToRun<State, Command, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  commandId?: string | null;
  /** The stream is new (see CommandRequest.creates). */
  creates?: boolean;
  /** What the answer names: what the command created or changed. */
  id: string;
  status?: number;
}

/**
 * The command routes of one router: `command(route, guards, build)` registers the route; `build`
 * gets the parsed input and says which command to run where.
 */
export const commandRoutes =
  (api: ApiRouter, deps: AppDeps) =>
  <R extends CommandRoute, State, Command, Event extends DomainEvent>(
    route: R,
    guards: RequestHandler | RequestHandler[],
    build: (input: RouteInput<R>, req: Request) => Promise<CommandToRun<State, Command, Event>> | CommandToRun<State, Command, Event>,
  ): void =>
    api.on(route, guards, async (input, req, res) => {
      const { id, status, ...command } = await build(input, req);
      const { position } = await execute(deps, req, command);
      answer(res, id, position, status);
    });

/**
 * What a command answers: the id of what it touched and where its last event sits (`''` when
 * nothing changed). Also for the blog's operations over several streams (requestRunner).
 */
export function answer(res: Response, id: string, position: string | null, status = 200): void {
  const body: CommandResult = { id, position: position ?? '' };
  res.status(status).json(body);
}

/** The steps of a multi-stream operation (a blog post and its slug), each appended through `execute`. */
export const requestRunner = (deps: AppDeps, req: Request): CommandRunner => ({
  store: deps.store,
  run: async (r) => ({ position: (await execute(deps, req, r)).position }),
});
