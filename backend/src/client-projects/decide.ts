import type { ClientProjectEvent, PostProject } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError } from '../errors.ts';
import { evolve, initialState, type ClientProjectState } from './state.ts';

export type ClientProjectCommand = {
  type: 'PostProject';
  data: Omit<PostProject, 'commandId' | 'status'> & { projectId: string; clientId: string };
};

export function decide(command: ClientProjectCommand, state: ClientProjectState, ctx: CommandContext): ClientProjectEvent[] {
  switch (command.type) {
    case 'PostProject': {
      if (state.exists) throw new ConflictError('This project has already been posted');
      const d = command.data;
      return [
        {
          type: 'ProjectPosted',
          data: {
            projectId: d.projectId,
            clientId: d.clientId,
            title: d.title,
            description: d.description,
            category: d.category ?? null,
            projectType: d.projectType ?? null,
            location: d.location ?? null,
            budget: d.budget ?? null,
            timeline: d.timeline ?? null,
            requiredTrades: d.requiredTrades,
            isMultiTrade: d.isMultiTrade,
            postedAt: ctx.now.toISOString(),
          },
        },
      ];
    }
    default: {
      const _exhaustive: never = command.type;
      throw new Error(`Unknown command ${String(_exhaustive)}`);
    }
  }
}

export const clientProjectDecider: Decider<ClientProjectState, ClientProjectCommand, ClientProjectEvent> = {
  initialState,
  evolve,
  decide,
};
