import type { Request, Response } from 'express';
import type { CommandResult } from '@tradeguild/contracts';
import { execute, type AppDeps } from '../http/deps.ts';
import type { BlogCommandRunner } from './runner.ts';

/** Blog commands from an HTTP request: each append goes through `execute` (actor, wake-ups). */
export const httpRunner = (deps: AppDeps, req: Request): BlogCommandRunner => ({
  store: deps.store,
  run: async (r) => ({ position: (await execute(deps, req, r)).position }),
});

export function answer(res: Response, id: string, position: string | null, status = 200): void {
  const body: CommandResult = { id, position: position ?? '' };
  res.status(status).json(body);
}
