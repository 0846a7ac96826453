/**
 * How a route that runs one command on one stream runs it and answers: its input validated with the
 * route's schemas (ApiRouter), the command run through `execute` (actor, correlation, wake-ups),
 * `{ id, position }` answered. The blog's operations over several streams answer with `answer`
 * through `requestRunner`; a route that answers something else (the admin's message inspection)
 * or runs a command beside its answer (the forum's view counter) calls `execute` itself.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ZodType } from 'zod';
import type { ApiRoute, CommandResult } from '@tradeguild/contracts';
import type { DomainEvent } from '../commands/decider.ts';
import type { CommandRequest } from '../commands/handle-command.ts';
import type { CommandRunner } from '../commands/runner.ts';
import { execute, type AppDeps } from './deps.ts';
import type { ApiRouter, RouteInput } from './route.ts';

/** A route of the table that answers `{ id, position }`. */
export type CommandRoute = ApiRoute & { response: ZodType<CommandResult> };

/** What a command route's handler hands back: the command on its stream, and the id and status to answer. */
export type CommandToRun<State, Command, Event extends DomainEvent> = Pick<
  CommandRequest<State, Command, Event>,
  'streamId' | 'decider' | 'command' | 'commandId' | 'creates'
> & {
  /** What the answer names: what the command created or changed. */
  id: string;
  status?: number;
};

type Build<R extends CommandRoute, State, Command, Event extends DomainEvent> = (
  input: RouteInput<R>,
  req: Request,
) => Promise<CommandToRun<State, Command, Event>> | CommandToRun<State, Command, Event>;

type Guards = RequestHandler | RequestHandler[];

/**
 * The command routes of one router: `command(route, guards?, build)` registers the route (`guards`
 * first, as with ApiRouter.on); `build` gets the parsed input and says which command to run where.
 */
export function commandRoutes(api: ApiRouter, deps: AppDeps) {
  function command<R extends CommandRoute, State, Command, Event extends DomainEvent>(
    route: R,
    build: Build<R, State, Command, Event>,
  ): void;
  function command<R extends CommandRoute, State, Command, Event extends DomainEvent>(
    route: R,
    guards: Guards,
    build: Build<R, State, Command, Event>,
  ): void;
  function command<R extends CommandRoute, State, Command, Event extends DomainEvent>(
    route: R,
    ...args: [Build<R, State, Command, Event>] | [Guards, Build<R, State, Command, Event>]
  ): void {
    const [guards, build] = args.length === 2 ? args : [[], args[0]];
    api.on(route, guards, async (input, req, res) => {
      const { id, status, ...toRun } = await build(input, req);
      const { position } = await execute(deps, req, toRun);
      answer(res, id, position, status);
    });
  }
  return command;
}

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
