import { describe, expect, it } from 'vitest';
import type { Notification } from '@tradeguild/contracts/notifications/notification.types';
import { markReadInList, prependNew } from './notification-cache';

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
