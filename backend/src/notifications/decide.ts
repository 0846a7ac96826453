import type { NotificationEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ForbiddenError } from '../errors.ts';
import type { NotificationCommand } from './commands.ts';
import { evolve, initialState, type NotificationReadState } from './state.ts';

export function decide(command: NotificationCommand, _state: NotificationReadState, ctx: CommandContext): NotificationEvent[] {
  if (ctx.actorId !== command.data.userId) throw new ForbiddenError('You can only mark your own notifications as read');
  const readAt = ctx.now.toISOString();
  switch (command.type) {
    case 'MarkNotificationsRead': {
      // Nothing unread among them: nothing to record, so a second click appends nothing.
      if (command.data.unreadIds.length === 0) return [];
      return [
        {
          type: 'NotificationsRead',
          data: { userId: command.data.userId, notificationIds: [...command.data.unreadIds].sort(), upTo: null, readAt },
        },
      ];
    }
    case 'MarkAllNotificationsRead': {
      if (command.data.unreadCount === 0) return [];
      return [{ type: 'NotificationsRead', data: { userId: command.data.userId, notificationIds: [], upTo: readAt, readAt } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

export const notificationsDecider: Decider<NotificationReadState, NotificationCommand, NotificationEvent> = {
  initialState,
  evolve,
  decide,
  // A read mark never depends on the marks before it (the ids come with the command): the person's
  // stream of marks is not read to add one.
  decidesWithoutStream: () => true,
};
