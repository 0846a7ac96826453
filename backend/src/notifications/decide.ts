import type { NotificationEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ForbiddenError } from '../errors.ts';

/**
 * Read marks on a person's own stream. The notifications are a read model, so the route tells the
 * decider which of the named ones are still unread (or how many are, for 'Mark all as read').
 */
export type NotificationCommand =
  | { type: 'MarkNotificationsRead'; data: { userId: string; unreadIds: string[] } }
  | { type: 'MarkAllNotificationsRead'; data: { userId: string; unreadCount: number } };

/** How many read marks the stream holds; nothing decides on it, the audit area shows it. */
export interface NotificationReadState {
  reads: number;
}

const initialState = (): NotificationReadState => ({ reads: 0 });
const evolve = (state: NotificationReadState, _event: NotificationEvent): NotificationReadState => ({ reads: state.reads + 1 });

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
  // A read mark never depends on the marks before it.
  appendsRegardless: () => true,
};
