import type { ProjectDetails, TradesmanEvent } from '@tradeguild/contracts';
import type { CommandContext } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { CommandOf } from './commands.ts';
import type { TradesmanState } from './state.ts';

type OwnerCommand = CommandOf<'UpdateTradesmanProfile' | 'AddPortfolioProject' | 'UpdatePortfolioProject' | 'RemovePortfolioProject'>;

/** What only the owner of the profile may do: edit it and its portfolio. */
export function decideOwnerCommand(command: OwnerCommand, state: TradesmanState, ctx: CommandContext): TradesmanEvent[] {
  assertOwner(state, ctx);
  const now = ctx.now.toISOString();
  switch (command.type) {
    case 'UpdateTradesmanProfile':
      return [
        { type: 'TradesmanProfileUpdated', data: { tradesmanId: command.data.tradesmanId, ...command.data.details, updatedAt: now } },
      ];
    case 'AddPortfolioProject': {
      const { tradesmanId, projectId, details } = command.data;
      if (state.projects.has(projectId)) throw new ConflictError('This project has already been added');
      return [{ type: 'PortfolioProjectAdded', data: { tradesmanId, projectId, ...checkDates(details, ctx), addedAt: now } }];
    }
    case 'UpdatePortfolioProject': {
      const { tradesmanId, projectId, details } = command.data;
      assertProject(state, projectId);
      return [{ type: 'PortfolioProjectUpdated', data: { tradesmanId, projectId, ...checkDates(details, ctx), updatedAt: now } }];
    }
    case 'RemovePortfolioProject': {
      const { tradesmanId, projectId } = command.data;
      assertProject(state, projectId);
      return [{ type: 'PortfolioProjectRemoved', data: { tradesmanId, projectId, removedAt: now } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

/** The stream's owner is the user the profile was created for; nobody else edits it. */
function assertOwner(state: TradesmanState, ctx: CommandContext) {
  if (!state.exists) throw new NotFoundError('You have no business profile yet; create it first');
  if (!ctx.actorId || ctx.actorId !== state.userId) throw new ForbiddenError('Only the owner can change this profile');
}

function assertProject(state: TradesmanState, projectId: string) {
  if (!state.projects.has(projectId)) throw new NotFoundError('Project not found');
}

function checkDates(details: ProjectDetails, ctx: CommandContext): ProjectDetails {
  if (details.completedAt && details.completedAt > ctx.now.toISOString().slice(0, 10)) {
    throw new ValidationError('Completed date cannot be in the future', [
      { path: 'completedAt', message: 'Completed date cannot be in the future' },
    ]);
  }
  return details;
}
