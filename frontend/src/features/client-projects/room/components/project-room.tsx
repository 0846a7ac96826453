import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import type { RoomMessage } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/auth';
import { failureText } from '@/lib/failure-text';
import { formatRoomTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { getEarlierRoomMessages, useMarkRoomRead, useProjectRoom } from '../api/project-room';
import { useRoomSignals } from '../hooks/use-room-signals';
import { RoomComposer } from './room-composer';
import { RoomProgress } from './room-progress';
import { RoomUnreadBadge } from './room-unread-badge';

/**
 * The project room: one thread for the client and the hired team (live), each trade's state and the
 * shared timeline. Closed, it shows the member's unread count; opening it reads it.
 */
export function ProjectRoom({ projectId, defaultOpen = false }: { projectId: string; defaultOpen?: boolean }) {
  const headingId = `room-${projectId}`;
  // A link to the room itself (`#room-{projectId}`, as a notification links it) opens it too.
  const { hash } = useLocation();
  const linked = hash === `#${headingId}`;
  const [open, setOpen] = useState(defaultOpen || linked);
  useEffect(() => {
    if (linked) setOpen(true);
  }, [linked]);
  const bodyId = useId();
  return (
    <Room aria-labelledby={headingId} data-testid="project-room">
      <Header>
        <h3 id={headingId}>Project room</h3>
        <RoomUnreadBadge projectId={projectId} />
        <Button $size="sm" $variant="outline" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide room' : 'Open room'}
        </Button>
      </Header>
      {open && <RoomBody id={bodyId} projectId={projectId} headingId={headingId} />}
    </Room>
  );
}

/** The room's members, progress, thread and composer; `tall` on its own page, where the thread has the room. */
export function RoomBody({ id, projectId, headingId, tall = false }: { id: string; projectId: string; headingId: string; tall?: boolean }) {
  useRoomSignals(projectId);
  const room = useProjectRoom(projectId);
  const { user } = useUser();
  const markRead = useMarkRoomRead();
  const [earlier, setEarlier] = useState<{ messages: RoomMessage[]; hasEarlier: boolean } | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const threadRef = useRef<HTMLUListElement>(null);
  // Open and showing messages I have not read: record that I have read them, once per fetch of the
  // room (each new message refetches it).
  const unread = room.data?.unreadCount ?? 0;
  const { mutate: mark } = markRead;
  const markedFetch = useRef(0);
  useEffect(() => {
    if (unread === 0 || markedFetch.current === room.dataUpdatedAt) return;
    markedFetch.current = room.dataUpdatedAt;
    mark({ projectId });
  }, [unread, room.dataUpdatedAt, mark, projectId]);

  const latest = room.data?.messages ?? [];
  const byId = new Map([...(earlier?.messages ?? []), ...latest].map((m) => [m.id, m]));
  const messages = [...byId.values()].sort((a, b) => a.seq - b.seq);
  const hasEarlier = earlier ? earlier.hasEarlier : (room.data?.hasEarlier ?? false);

  // A new last message scrolls the thread down; loading earlier ones keeps the view where it was.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const thread = threadRef.current;
    if (thread) thread.scrollTop = thread.scrollHeight;
  }, [lastId]);

  const loadEarlier = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingEarlier(true);
    try {
      const thread = threadRef.current;
      const fromBottom = thread ? thread.scrollHeight - thread.scrollTop : 0;
      const page = await getEarlierRoomMessages(projectId, first.seq);
      setEarlier({ messages: [...page.messages, ...(earlier?.messages ?? [])], hasEarlier: page.hasEarlier });
      requestAnimationFrame(() => {
        if (thread) thread.scrollTop = thread.scrollHeight - fromBottom;
      });
    } catch (e) {
      toast({ title: 'Error', description: failureText(e, 'Failed to load earlier messages. Please try again.'), variant: 'destructive' });
    } finally {
      setLoadingEarlier(false);
    }
  };

  if (room.isLoading)
    return (
      <Body id={id} aria-busy="true">
        <Skeleton $w="70%" $h="1rem" />
        <Skeleton $w="50%" $h="1rem" />
      </Body>
    );
  if (room.isError || !room.data) {
    return (
      <Body id={id}>
        <ErrorLine role="alert">
          <AlertTriangle size={16} aria-hidden="true" />
          Failed to load the project room{' '}
          <Button $size="sm" $variant="ghost" onClick={() => room.refetch()}>
            Try Again
          </Button>
        </ErrorLine>
      </Body>
    );
  }
  const data = room.data;
  const members = data.members.map((m) => m.name ?? (m.role === 'client' ? 'Client' : 'Tradesman')).join(' · ');
  const conversation = (
    <>
      {messages.length === 0 ? (
        <Muted>No messages yet. Say hello to the team.</Muted>
      ) : (
        <>
          {hasEarlier && (
            <Button $size="sm" $variant="ghost" onClick={() => void loadEarlier()} disabled={loadingEarlier}>
              {loadingEarlier ? 'Loading...' : 'Load earlier messages'}
            </Button>
          )}
          <Thread ref={threadRef} aria-label="Messages" aria-live="polite" tabIndex={0} $tall={tall}>
            {messages.map((m) => (
              <li key={m.id} data-mine={m.senderId === user?.id}>
                <Who>
                  {m.senderName ?? 'Member'} <span>{formatRoomTime(m.createdAt)}</span>
                </Who>
                <Text>{m.content}</Text>
              </li>
            ))}
          </Thread>
        </>
      )}
      {data.status !== 'cancelled' && <RoomComposer projectId={projectId} headingId={headingId} />}
    </>
  );
  // On its own page: the conversation first and widest, who is in the room and how the work stands beside it.
  if (tall)
    return (
      <Split id={id}>
        <Conversation aria-label="Conversation">{conversation}</Conversation>
        <Aside aria-label="Team and progress">
          <Label>In this room</Label>
          <Muted>{members}</Muted>
          <RoomProgress room={data} viewerId={user?.id} />
        </Aside>
      </Split>
    );
  return (
    <Body id={id}>
      <Muted>{members}</Muted>
      <RoomProgress room={data} viewerId={user?.id} />
      {conversation}
    </Body>
  );
}

const Room = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin-right: auto;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
  justify-items: stretch;
  > button {
    justify-self: start;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Conversation = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  align-content: start;
  > button {
    justify-self: start;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Label = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Thread = styled.ul<{ $tall: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  max-height: ${({ $tall }) => ($tall ? 'min(60vh, 640px)' : '360px')};
  overflow-y: auto;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  li[data-mine='true'] {
    background: ${({ theme }) => theme.colors.brandTint};
  }
  ${({ $tall, theme }) =>
    $tall &&
    `
    min-height: 240px;
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.bg};
    li { max-width: 85%; justify-self: start; background: ${theme.colors.surface}; border: 1px solid ${theme.colors.border}; }
    li[data-mine='true'] { justify-self: end; border-color: ${theme.colors.brandSoft}; }
  `}
`;

const Who = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const ErrorLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
`;
