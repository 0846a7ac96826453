import { describe, it } from 'vitest';
import type { NotificationsRead } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ForbiddenError } from '../errors.ts';
import type { NotificationCommand } from './commands.ts';
import { notificationsDecider } from './decide.ts';

const a = '00000000-0000-4000-8000-00000000000a';
const b = '00000000-0000-4000-8000-00000000000b';
const me = { actorId: 'user-1' };
const markRead = (unreadIds: string[], userId = 'user-1'): NotificationCommand => ({
  type: 'MarkNotificationsRead',
  data: { userId, unreadIds },
});
const markAll = (unreadCount: number, userId = 'user-1'): NotificationCommand => ({
  type: 'MarkAllNotificationsRead',
  data: { userId, unreadCount },
});
const read = (ids: string[], upTo: string | null = null): NotificationsRead => ({
  type: 'NotificationsRead',
  data: { userId: 'user-1', notificationIds: ids, upTo, readAt: TEST_NOW.toISOString() },
});

describe('MarkNotificationsRead', () => {
  it('records the unread ones it names, in a stable order', () => {
    given(notificationsDecider)
      .when(markRead([b, a]), me)
      .then([read([a, b])]);
  });
  it('records nothing when none of them is unread', () => {
    given(notificationsDecider, [read([a])])
      .when(markRead([]), me)
      .then([]);
  });
  it("refuses marking someone else's notifications", () => {
    given(notificationsDecider)
      .when(markRead([a], 'user-2'), me)
      .thenThrows(ForbiddenError, /your own/);
  });
});

describe('MarkAllNotificationsRead', () => {
  it('records everything up to now', () => {
    given(notificationsDecider)
      .when(markAll(3), me)
      .then([read([], TEST_NOW.toISOString())]);
  });
  it('records nothing when nothing is unread', () => {
    given(notificationsDecider).when(markAll(0), me).then([]);
  });
  it('refuses a logged-out or other caller', () => {
    given(notificationsDecider).when(markAll(2), { actorId: null }).thenThrows(ForbiddenError);
  });
});
