import type { ProjectDetails, TradesmanEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { PortfolioCommand } from './commands.ts';
import { evolve, initialState, type PortfolioState } from './state.ts';

/** Only the owner of the profile adds, edits and removes its portfolio projects. */
export function decide(command: PortfolioCommand, state: PortfolioState, ctx: CommandContext): TradesmanEvent[] {
  assertOwner(state, ctx);
  const now = ctx.now.toISOString();
  switch (command.type) {
    case 'AddPortfolioProject': {
      const { tradesmanId, projectId, details } = command.data;
      if (state.projects.has(projectId)) throw new ConflictError('This project has already been added');
      return [
        {
          type: 'PortfolioProjectAdded',
          data: { tradesmanId, projectId, ...checkDates(details, ctx), userId: state.ownerId, addedAt: now },
        },
      ];
    }
    case 'UpdatePortfolioProject': {
      const { tradesmanId, projectId, details } = command.data;
      assertProject(state, projectId);
      return [
        {
          type: 'PortfolioProjectUpdated',
          data: { tradesmanId, projectId, ...checkDates(details, ctx), userId: state.ownerId, updatedAt: now },
        },
      ];
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
function assertOwner(state: PortfolioState, ctx: CommandContext) {
  if (!state.exists) throw new NotFoundError('You have no business profile yet; create it first');
  if (!ctx.actorId || ctx.actorId !== state.ownerId) throw new ForbiddenError('Only the owner can change this profile');
}

function assertProject(state: PortfolioState, projectId: string) {
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

export const portfolioDecider: Decider<PortfolioState, PortfolioCommand, TradesmanEvent> = { initialState, evolve, decide };
