import { describe, expect, it } from 'vitest';
import type { Notification } from '@tradeguild/contracts/notifications/notification.types';
import { markReadInList, prependNew } from './notification-cache';
import { timeAgo } from './time-ago';

const n = (id: string, isRead = false): Notification => ({
  id,
  kind: 'quote_received',
  text: `n${id}`,
  link: '/my-projects',
  projectId: null,
  isRead,
  createdAt: '2025-06-01T09:00:00.000Z',
});

describe('notification cache', () => {
  it('marks the named ones read, or all of them', () => {
    expect(markReadInList([n('1'), n('2')], ['2']).map((x) => x.isRead)).toEqual([false, true]);
    expect(markReadInList([n('1'), n('2')], null).map((x) => x.isRead)).toEqual([true, true]);
  });
  it('puts a pushed one on top once, keeping the panel size', () => {
    expect(prependNew([n('1'), n('2')], n('3'), 2).map((x) => x.id)).toEqual(['3', '1']);
    expect(prependNew([n('1')], n('1'), 5)).toHaveLength(1);
  });
});

describe('timeAgo', () => {
  const now = new Date('2025-06-01T12:00:00.000Z');
  it.each([
    ['2025-06-01T11:59:40.000Z', 'Just now'],
    ['2025-06-01T11:55:00.000Z', '5 min ago'],
    ['2025-06-01T09:00:00.000Z', '3 h ago'],
    ['2025-05-30T12:00:00.000Z', '2 days ago'],
    ['2025-05-31T11:00:00.000Z', 'Yesterday'],
  ])('%s is %s', (at, text) => {
    expect(timeAgo(at, now)).toBe(text);
  });
  it('falls back to the date after a week', () => {
    expect(timeAgo('2025-05-01T12:00:00.000Z', now)).toBe('May 1, 2025');
  });
});
