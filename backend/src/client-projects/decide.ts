import { clientProjectStreamId, type ClientProjectEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import type { ClientProjectCommand } from './commands.ts';
import { decideApplication } from './decide-applications.ts';
import { decideEdit } from './decide-edit.ts';
import { decideRoom } from './decide-room.ts';
import { decideStatus } from './decide-status.ts';
import { evolve, initialState, type ClientProjectState } from './state.ts';

function postProject(
  command: Extract<ClientProjectCommand, { type: 'PostProject' }>,
  state: ClientProjectState,
  ctx: CommandContext,
): ClientProjectEvent[] {
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
        photos: d.photos ?? [],
        postedAt: ctx.now.toISOString(),
      },
    },
  ];
}

export function decide(command: ClientProjectCommand, state: ClientProjectState, ctx: CommandContext): ClientProjectEvent[] {
  if (command.type === 'PostProject') return postProject(command, state, ctx);
  if (!state.exists) throw new NotFoundError('Project not found');
  switch (command.type) {
    case 'ChangeProjectStatus':
    case 'RequestQuote':
      return decideStatus(command, state, ctx);
    case 'PostRoomMessage':
    case 'MarkRoomRead':
    case 'MarkTradePartDone':
      return decideRoom(command, state, ctx);
    case 'EditProjectDetails':
      return decideEdit(command, state, ctx);
    default:
      return decideApplication(command, state, ctx);
  }
}

export const clientProjectDecider: Decider<ClientProjectState, ClientProjectCommand, ClientProjectEvent> = {
  initialState,
  evolve,
  decide,
};

/** A command on a project's stream, as the routes hand it to `execute`. */
export const onProject = (projectId: string, command: ClientProjectCommand) => ({
  streamId: clientProjectStreamId(projectId),
  decider: clientProjectDecider,
  command,
});
