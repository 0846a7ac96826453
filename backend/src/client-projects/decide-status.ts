/** Who moves a project through its statuses, and 'Get Quote' invitations. */
import type { ClientProjectEvent, ClientProjectStatus } from '@tradeguild/contracts';
import type { CommandContext } from '../commands/decider.ts';
import { NO_LONGER_HIRING_MESSAGE } from '@tradeguild/contracts';
import { ConflictError } from '../errors.ts';
import type { ProjectStatusCommand } from './commands.ts';
import { assertClient } from './decide-applications.ts';
import type { ClientProjectState } from './state.ts';

/** open -> in_progress (with a hire) -> completed; open or in_progress -> cancelled. */
const ALLOWED: Record<ClientProjectStatus, ClientProjectStatus[]> = {
  open: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

const label = (s: ClientProjectStatus) => s.replace('_', ' ');

export function decideStatus(command: ProjectStatusCommand, state: ClientProjectState, ctx: CommandContext): ClientProjectEvent[] {
  const from = state.status ?? 'open';
  const at = ctx.now.toISOString();
  switch (command.type) {
    case 'ChangeProjectStatus': {
      assertClient(state, ctx, "Only the project's client can change its status");
      const to = command.data.to;
      if (from === to) throw new ConflictError(`This project is already ${label(to)}`);
      if (!ALLOWED[from].includes(to)) throw new ConflictError(`A project that is ${label(from)} cannot become ${label(to)}`);
      if (to === 'in_progress' && Object.keys(state.hired).length === 0)
        throw new ConflictError('Hire at least one tradesman before starting the work');
      const projectId = command.data.projectId;
      if (to === 'in_progress')
        return [{ type: 'ProjectStatusChanged', data: { projectId, from, to, changedAt: at, startDate: at.slice(0, 10) } }];
      const events: ClientProjectEvent[] = [{ type: 'ProjectStatusChanged', data: { projectId, from, to, changedAt: at } }];
      // Completed or cancelled, the project hires no one: every pending quote is answered.
      for (const [applicationId, a] of Object.entries(state.applications)) {
        if (a.status !== 'pending') continue;
        const data = { projectId, applicationId, at, message: NO_LONGER_HIRING_MESSAGE, reason: 'project_closed' as const };
        events.push({ type: 'ApplicationRejected', data });
      }
      return events;
    }
    case 'RequestQuote': {
      assertClient(state, ctx, 'You can only ask for quotes on your own projects');
      const d = command.data;
      if (from !== 'open') throw new ConflictError('This project is no longer taking quotes');
      if (state.invited.includes(d.tradesmanUserId))
        throw new ConflictError('You have already asked this tradesman for a quote on this project');
      const quoted = Object.values(state.applications).some(
        (a) => a.tradesmanUserId === d.tradesmanUserId && (a.status === 'pending' || a.status === 'accepted'),
      );
      if (quoted) throw new ConflictError('This tradesman has already quoted for this project');
      return [
        {
          type: 'QuoteRequested',
          data: { projectId: d.projectId, tradesmanId: d.tradesmanId, tradesmanUserId: d.tradesmanUserId, requestedAt: at },
        },
      ];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}
