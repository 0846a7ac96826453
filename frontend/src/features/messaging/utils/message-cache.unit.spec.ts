import { describe, expect, it } from 'vitest';
import type { ConversationSummary, Message } from '@tradeguild/contracts';
import {
  addMessageIfMissing,
  clearUnread,
  markLastReadByPartner,
  markSentByRead,
  mergeConversation,
  upsertMessage,
  visibleConversations,
} from './message-cache';

const msg = (id: string, over: Partial<Message> = {}): Message => ({
  id,
  senderId: 'ann',
  receiverId: 'me',
  projectId: null,
  content: `text ${id}`,
  isRead: false,
  createdAt: '2025-03-04T10:00:00.000Z',
  ...over,
});
const row = (partnerId: string, over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  ...msg(`m-${partnerId}`, { senderId: partnerId }),
  partnerId,
  partnerName: null,
  partnerImageUrl: null,
  unreadCount: 0,
  ...over,
});

describe('upsertMessage', () => {
  it('appends a new message in time order', () => {
    const list = [msg('a', { createdAt: '2025-03-04T10:00:00Z' }), msg('c', { createdAt: '2025-03-04T12:00:00Z' })];
    expect(upsertMessage(list, msg('b', { createdAt: '2025-03-04T11:00:00Z' })).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps one copy of a message pushed twice, the newest version', () => {
    const once = upsertMessage([], msg('a', { content: 'local' }));
    const twice = upsertMessage(once, msg('a', { content: 'server' }));
    expect(twice).toHaveLength(1);
    expect(twice[0]!.content).toBe('server');
  });
});

describe('addMessageIfMissing', () => {
  it("keeps the server's copy when the push came before the send's answer", () => {
    const pushed = [msg('a', { createdAt: '2025-03-04T10:00:00.000Z' })];
    expect(addMessageIfMissing(pushed, msg('a', { createdAt: '2025-03-04T10:00:01.000Z' }))).toBe(pushed);
    expect(addMessageIfMissing([], msg('a'))).toHaveLength(1);
  });
});

describe('markSentByRead', () => {
  it("marks the sender's messages up to readAt as read", () => {
    const list = [
      msg('a', { createdAt: '2025-03-04T10:00:00Z' }),
      msg('b', { createdAt: '2025-03-04T11:00:00Z', senderId: 'me', receiverId: 'ann' }),
      msg('c', { createdAt: '2025-03-04T12:00:00Z' }),
    ];
    expect(markSentByRead(list, 'ann', '2025-03-04T11:30:00Z').map((m) => m.isRead)).toEqual([true, false, false]);
  });

  it('returns the same array when nothing changes', () => {
    const list = [msg('a', { isRead: true })];
    expect(markSentByRead(list, 'ann')).toBe(list);
  });
});

describe('conversation rows', () => {
  it('clears the unread count of one partner only', () => {
    const rows = clearUnread([row('ann', { unreadCount: 2 }), row('bob', { unreadCount: 1 })], 'ann');
    expect(rows.map((r) => [r.unreadCount, r.isRead])).toEqual([
      [0, true],
      [1, false],
    ]);
  });

  it('marks my last message read when the partner read it', () => {
    const rows = markLastReadByPartner([row('ann', { senderId: 'me' }), row('bob', { senderId: 'me' })], 'ann', 'me');
    expect(rows.map((r) => r.isRead)).toEqual([true, false]);
  });

  it('sorts newest first and matches partner id, name or last text, ignoring case', () => {
    const rows = [
      row('u-1', { partnerName: 'Ann Lee', content: 'See you Monday', createdAt: '2025-03-01T09:00:00Z' }),
      row('u-2', { partnerName: null, content: 'Quote attached', createdAt: '2025-03-03T09:00:00Z' }),
      row('u-3', { partnerName: 'Bob Roofs', content: 'Thanks', createdAt: '2025-03-02T09:00:00Z' }),
    ];
    expect(visibleConversations(rows, '').map((r) => r.partnerId)).toEqual(['u-2', 'u-3', 'u-1']);
    expect(visibleConversations(rows, 'ann').map((r) => r.partnerId)).toEqual(['u-1']);
    expect(visibleConversations(rows, 'QUOTE').map((r) => r.partnerId)).toEqual(['u-2']);
    expect(visibleConversations(rows, ' U-3 ').map((r) => r.partnerId)).toEqual(['u-3']);
  });
});

describe('mergeConversation', () => {
  const at = (minute: number) => `2025-03-04T10:0${minute}:00.000Z`;

  it('keeps a message a send or push added while an older read was in flight', () => {
    const cached = [msg('a', { createdAt: at(1) }), msg('b', { createdAt: at(3) })];
    const staleRead = [msg('a', { createdAt: at(1), isRead: true })];
    const merged = mergeConversation(cached, staleRead);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b']);
    expect(merged[0]!.isRead).toBe(true);
  });

  it("takes the server's copy and order when the read has everything", () => {
    const cached = [msg('a', { content: 'local', createdAt: at(1) })];
    const fresh = [msg('a', { content: 'server', createdAt: at(1) }), msg('b', { createdAt: at(2) })];
    expect(mergeConversation(cached, fresh)).toBe(fresh);
    expect(mergeConversation(undefined, fresh)).toBe(fresh);
  });
});
