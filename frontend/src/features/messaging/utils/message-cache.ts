import type { ConversationSummary, Message } from '@tradeguild/contracts';

const byTime = (a: Message, b: Message) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** Adds a message once (a push and a send answer may both bring it); the server's copy wins. */
export function upsertMessage(messages: Message[], message: Message): Message[] {
  const index = messages.findIndex((m) => m.id === message.id);
  if (index === -1) return [...messages, message].sort(byTime);
  const next = [...messages];
  next[index] = message;
  return next;
}

/**
 * What a fresh read of a conversation leaves in the cache: the server's messages, plus any message
 * the cache already holds that the read does not (messages are never deleted, so one missing from
 * the read is newer than the read: a send answer or a push that arrived while it was in flight).
 */
export function mergeConversation(cached: Message[] | undefined, fresh: Message[]): Message[] {
  if (!cached?.length) return fresh;
  const known = new Set(fresh.map((m) => m.id));
  const newer = cached.filter((m) => !known.has(m.id));
  return newer.length ? [...fresh, ...newer].sort(byTime) : fresh;
}

/** Adds our own copy of a just-sent message unless the server's (pushed first) is already there. */
export function addMessageIfMissing(messages: Message[], message: Message): Message[] {
  return messages.some((m) => m.id === message.id) ? messages : upsertMessage(messages, message);
}

/** Everything `senderId` sent up to `readAt` (or ever) is now read. Unchanged input stays the same object. */
export function markSentByRead(messages: Message[], senderId: string, readAt?: string): Message[] {
  const readable = (m: Message) => m.senderId === senderId && !m.isRead && (!readAt || Date.parse(m.createdAt) <= Date.parse(readAt));
  return messages.some(readable) ? messages.map((m) => (readable(m) ? { ...m, isRead: true } : m)) : messages;
}

/** The conversation with `partnerId` has nothing unread for me any more. */
export function clearUnread(rows: ConversationSummary[], partnerId: string): ConversationSummary[] {
  return rows.map((r) =>
    r.partnerId === partnerId && r.unreadCount > 0 ? { ...r, unreadCount: 0, isRead: r.senderId === partnerId ? true : r.isRead } : r,
  );
}

/** The partner has read what I sent them: the row's last message, if mine, is read. */
export function markLastReadByPartner(rows: ConversationSummary[], partnerId: string, meId: string): ConversationSummary[] {
  return rows.map((r) => (r.partnerId === partnerId && r.senderId === meId && !r.isRead ? { ...r, isRead: true } : r));
}

/** Newest latest-message first, then a case-insensitive match on partner id, name or last text. */
export function visibleConversations(rows: ConversationSummary[], search: string): ConversationSummary[] {
  const needle = search.trim().toLowerCase();
  const matches = (r: ConversationSummary) =>
    !needle || [r.partnerId, r.partnerName ?? '', r.content].some((field) => field.toLowerCase().includes(needle));
  return rows.filter(matches).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
