/** The project room: the client and the hired tradesmen share one thread, read marks and the part-done steps. */
import type { ClientProjectEvent, ProjectTrade } from '@tradeguild/contracts';
import type { CommandContext } from '../commands/decider.ts';
import { ConflictError, ForbiddenError } from '../errors.ts';
import type { RoomCommand } from './commands.ts';
import type { ClientProjectState } from './state.ts';

/** The user ids of the tradesmen hired on the project (accepted quotes). */
export const hiredTradesmen = (state: ClientProjectState): string[] => [
  ...new Set(
    Object.values(state.applications)
      .filter((a) => a.status === 'accepted')
      .map((a) => a.tradesmanUserId),
  ),
];

export const isRoomMember = (state: ClientProjectState, userId: string | null): boolean =>
  userId !== null && (userId === state.clientId || hiredTradesmen(state).includes(userId));

/** The trades a tradesman was hired for on this project. */
export const tradesHiredFor = (state: ClientProjectState, userId: string): ProjectTrade[] =>
  (Object.entries(state.hired) as [ProjectTrade, string][])
    .filter(([, applicationId]) => state.applications[applicationId]?.tradesmanUserId === userId)
    .map(([trade]) => trade);

/** Messages from others after the member's read mark. */
export const roomUnread = (state: ClientProjectState, userId: string): number =>
  state.roomSenders.slice(state.roomReadUpTo[userId] ?? 0).filter((sender) => sender !== userId).length;

export function decideRoom(command: RoomCommand, state: ClientProjectState, ctx: CommandContext): ClientProjectEvent[] {
  const at = ctx.now.toISOString();
  switch (command.type) {
    case 'PostRoomMessage': {
      if (!isRoomMember(state, ctx.actorId))
        throw new ForbiddenError('Only the client and the hired tradespeople can post in this project room');
      if (hiredTradesmen(state).length === 0) throw new ConflictError('The project room opens once you hire a tradesman');
      if (state.status === 'cancelled') throw new ConflictError('This project was cancelled; its room is closed');
      const d = command.data;
      return [
        {
          type: 'RoomMessagePosted',
          data: { projectId: d.projectId, messageId: d.messageId, senderId: ctx.actorId!, content: d.content, sentAt: at },
        },
      ];
    }
    case 'MarkRoomRead': {
      if (!isRoomMember(state, ctx.actorId))
        throw new ForbiddenError('Only the client and the hired tradespeople can see this project room');
      // Nothing unread: nothing to record, so opening the room twice appends once.
      if (roomUnread(state, ctx.actorId!) === 0) return [];
      return [
        {
          type: 'RoomRead',
          data: { projectId: command.data.projectId, readerId: ctx.actorId!, upTo: state.roomSenders.length, readAt: at },
        },
      ];
    }
    case 'MarkTradePartDone': {
      const me = ctx.actorId;
      const mine = me ? tradesHiredFor(state, me) : [];
      if (!me || mine.length === 0) throw new ForbiddenError('Only a tradesman hired on this project can mark a part done');
      if (state.status !== 'in_progress') {
        throw new ConflictError(
          state.status === 'open'
            ? 'The work has not started yet: you can mark your part done once the project is in progress'
            : `This project is ${state.status === 'completed' ? 'completed' : 'cancelled'}: parts can no longer be marked done`,
        );
      }
      const notMine = command.data.trades.filter((t) => !mine.includes(t));
      if (notMine.length > 0) throw new ConflictError(`You were not hired for ${notMine.join(' and ')} on this project`);
      // Already done: nothing to record, so a second click or a retry appends nothing.
      const trades = command.data.trades.filter((t) => !state.doneTrades[t]);
      if (trades.length === 0) return [];
      return [{ type: 'TradePartDone', data: { projectId: command.data.projectId, tradesmanUserId: me, trades, doneAt: at } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}
