import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Message } from '@tradeguild/contracts';
import { useMarkConversationRead } from '../api/mark-conversation-read';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState === 'visible';

/**
 * Opening a conversation marks the partner's messages read (spec 4), and so does a message that
 * arrives while it is open and the tab is in view. Asks once per newest unread message, and only
 * when something is unread, so reopening a read conversation sends nothing.
 */
export function useMarkReadOnOpen(partnerId: string, meId: string, messages: Message[] | undefined, listUnread: number) {
  const visible = useSyncExternalStore(subscribe, isVisible, () => true);
  const markRead = useMarkConversationRead();
  const lastAsked = useRef<string | null>(null);
  const newestUnread = [...(messages ?? [])].reverse().find((m) => m.senderId === partnerId && m.receiverId === meId && !m.isRead);
  const key = newestUnread ? newestUnread.id : listUnread > 0 ? `list:${listUnread}` : null;
  const { mutate } = markRead;

  useEffect(() => {
    if (!key || !visible || messages === undefined || lastAsked.current === key) return;
    lastAsked.current = key;
    mutate(partnerId);
  }, [key, visible, messages, partnerId, mutate]);
}
