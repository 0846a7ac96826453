import { useId } from 'react';
import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/feedback/empty-state';
import { toast } from '@/lib/toast-store';
import { useConversation } from '../api/get-conversation';
import { useSendMessage } from '../api/send-message';
import { useMarkReadOnOpen } from '../hooks/use-mark-read-on-open';
import { ConversationHeader } from './conversation-header';
import { MessageComposer, type SendInput } from './message-composer';
import { MessageList } from './message-list';
import { ThreadSkeleton } from './messaging-skeletons';
import { failureText } from '@/lib/failure-text';

const PHONE = '(max-width: 767.98px)';

type Props = {
  partnerId: string;
  meId: string;
  partnerName: string;
  /** The partner's business, when known and not already their displayed name. */
  businessName: string | null;
  partnerImageUrl: string | null;
  /** Unread count the conversation list shows for this partner. */
  listUnread: number;
  /** Attached to every message sent from here (opened from a project page). */
  projectId: string | null;
  onClearProject: () => void;
  onBack: () => void;
};

/** The right pane: one conversation, marked read on open, and the composer. */
export function ConversationView({
  partnerId,
  meId,
  partnerName,
  businessName,
  partnerImageUrl,
  listUnread,
  projectId,
  onClearProject,
  onBack,
}: Props) {
  const titleId = useId();
  const conversation = useConversation(partnerId);
  useMarkReadOnOpen(partnerId, meId, conversation.data, listUnread);
  const send = useSendMessage({
    senderId: meId,
    onSuccess: () => {
      // On phones the toast would sit on the composer for 5 s after every message; the bubble's
      // tick confirms the send there instead.
      if (!window.matchMedia(PHONE).matches) toast({ title: 'Message sent!', description: 'Your message has been sent successfully.' });
    },
    onError: (error) =>
      toast({ title: 'Error', description: failureText(error, 'Failed to send message. Please try again.'), variant: 'destructive' }),
  });
  const sending = send.isPending && send.variables?.receiverId === partnerId ? send.variables : null;
  const onSend = (input: SendInput, callbacks: { onSuccess: () => void; onError: () => void }) =>
    send.mutate(
      { receiverId: partnerId, content: input.content, projectId: projectId ?? undefined, commandId: input.commandId },
      callbacks,
    );

  return (
    <Section aria-labelledby={titleId}>
      <ConversationHeader titleId={titleId} name={partnerName} subtitle={businessName} imageUrl={partnerImageUrl} onBack={onBack} />
      {conversation.isLoading ? (
        <ThreadSkeleton />
      ) : conversation.isError ? (
        <Centered>
          <EmptyState
            tone="danger"
            icon={AlertTriangle}
            title="Failed to fetch conversation"
            text="Please check your connection and try again."
            action={
              <Button $variant="outline" onClick={() => conversation.refetch()} disabled={conversation.isFetching}>
                Try Again
              </Button>
            }
          />
        </Centered>
      ) : (
        <MessageList
          messages={conversation.data ?? []}
          meId={meId}
          partnerName={partnerName}
          pending={sending && { content: sending.content, projectId: sending.projectId ?? null }}
        />
      )}
      {partnerId === meId ? (
        <SelfNote role="note">This is you. Pick someone else to message.</SelfNote>
      ) : (
        <MessageComposer
          partnerId={partnerId}
          partnerName={partnerName}
          projectId={projectId}
          onClearProject={onClearProject}
          isPending={send.isPending}
          onSend={onSend}
        />
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

const Centered = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(6)};
  > div {
    width: 100%;
    max-width: 420px;
  }
`;

const SelfNote = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
