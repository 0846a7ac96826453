import { Fragment, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { MessageSquare } from 'lucide-react';
import type { Message } from '@tradeguild/contracts';
import { EmptyState } from '@/components/feedback/empty-state';
import { formatDate, isSameLocalDay } from '@/lib/format';
import { MessageBubble } from './message-bubble';

export type PendingMessage = { content: string; projectId: string | null };

type Props = { messages: Message[]; meId: string; partnerName: string; pending: PendingMessage | null };

const NEAR_BOTTOM_PX = 160;

/** The conversation, oldest first, grouped by day. New messages are announced (role=log). */
export function MessageList({ messages, meId, partnerName, pending }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const wasNearBottom = useRef(true);
  const count = messages.length + (pending ? 1 : 0);
  const lastIsMine = pending !== null || messages[messages.length - 1]?.senderId === meId;

  // Follow new messages when the reader is at the bottom or has just sent one; never yank them
  // down while they read older messages.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el && (wasNearBottom.current || lastIsMine)) el.scrollTop = el.scrollHeight;
  }, [count, lastIsMine]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (el) wasNearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  };

  return (
    <Scroll ref={scrollRef} onScroll={onScroll} tabIndex={0} role="log" aria-live="polite" aria-label={`Messages with ${partnerName}`}>
      {count === 0 ? (
        <Empty>
          <EmptyState
            icon={MessageSquare}
            title="No messages yet"
            text={`Say hello to ${partnerName}: introduce yourself and describe the job.`}
          />
        </Empty>
      ) : (
        <List role="list">
          {messages.map((m, i) => {
            const previous = messages[i - 1];
            return (
              <Fragment key={m.id}>
                {(!previous || !isSameLocalDay(previous.createdAt, m.createdAt)) && (
                  <Day aria-hidden="true">
                    <span>{formatDate(m.createdAt)}</span>
                  </Day>
                )}
                <MessageBubble
                  message={m}
                  own={m.senderId === meId}
                  authorName={partnerName}
                  reportId={m.senderId === meId ? undefined : m.id}
                />
              </Fragment>
            );
          })}
          {pending && (
            <MessageBubble
              message={{ ...pending, createdAt: new Date().toISOString(), isRead: false }}
              own
              authorName={partnerName}
              pending
            />
          )}
        </List>
      )}
    </Scroll>
  );
}

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.bg};
  &:focus-visible {
    outline-offset: -3px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  }
`;

const Empty = styled.div`
  display: grid;
  place-items: center;
  min-height: 100%;
  > div {
    width: 100%;
    max-width: 420px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 100%;
  justify-content: flex-end;
`;

const Day = styled.li`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space(2)} 0;
  span {
    padding: 2px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
  }
`;
