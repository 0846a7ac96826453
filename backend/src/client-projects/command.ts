import type { Request, Response } from 'express';
import type { CommandResult } from '@tradeguild/contracts';
import { PROJECT_TRADE_OF_CATEGORY } from '@tradeguild/contracts';
import { getTradesmanOfUser } from '@tradeguild/projections/tradesmen/queries';
import { findOutcode } from '@tradeguild/projections/tradesmen/postcodes';
import type { JobSeeker } from '@tradeguild/projections/client-projects/queries';
import type { AppDeps } from '../http/deps.ts';
import { execute } from '../http/deps.ts';
import { clientProjectDecider, type ClientProjectCommand } from './decide.ts';

export const clientProjectStream = (projectId: string) => `clientProject-${projectId}`;

/** Runs a command on a project's stream (quotes live there: one stream decides "one hire per trade"). */
export async function runProjectCommand(
  deps: AppDeps,
  req: Request,
  res: Response,
  o: { projectId: string; command: ClientProjectCommand; commandId?: string; id?: string; status?: number },
): Promise<void> {
  const { position } = await execute(deps, req, {
    streamId: clientProjectStream(o.projectId),
    decider: clientProjectDecider,
    command: o.command,
    commandId: o.commandId,
  });
  const body: CommandResult = { id: o.id ?? o.projectId, position: position ?? '' };
  res.status(o.status ?? 200).json(body);
}

/** The tradesman as Find Jobs sees them: the trades of their profile and its outcode centre. */
export async function jobSeeker(deps: AppDeps, userId: string): Promise<JobSeeker> {
  const profile = await getTradesmanOfUser(deps.db, userId);
  if (!profile) return { userId, trades: [], origin: null };
  const outcode = profile.postcode ? profile.postcode.split(' ')[0]! : null;
  const origin = outcode ? await findOutcode(deps.db, outcode) : null;
  return { userId, trades: profile.tradeCategories.map((c) => PROJECT_TRADE_OF_CATEGORY[c]), origin };
}
