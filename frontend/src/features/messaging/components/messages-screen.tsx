import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MessageSquare } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/feedback/empty-state';
import { useConversations } from '../api/get-conversations';
import { usePartnerBusinessName } from '../api/get-message-context';
import { useQuotePrefill } from '../hooks/use-quote-prefill';
import { partnerLabel, uuidOrNull } from '../utils/conversation';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { cardSurface } from '@/components/ui/card';

/**
 * The two panes. The open conversation lives in the address (?partner=<userId>[&project=<id>]),
 * so profile and project pages can link straight to it and Back closes it on phones.
 */
export function MessagesScreen({ meId }: { meId: string }) {
  const [params, setParams] = useSearchParams();
  const partnerId = params.get('partner')?.trim() || null;
  const projectId = uuidOrNull(params.get('project'));
  const tradesmanId = uuidOrNull(params.get('tradesman'));
  const conversations = useConversations();
  const summary = partnerId ? conversations.data?.find((r) => r.partnerId === partnerId) : undefined;
  const businessName = usePartnerBusinessName(partnerId ?? '', { tradesmanId, projectId });
  const partnerName = partnerId ? partnerLabel(partnerId, summary?.partnerName ?? businessName) : '';
  const isNew = Boolean(partnerId) && conversations.isSuccess && !summary;
  useQuotePrefill(partnerId, params.get('quote') === '1');

  useEffect(() => {
    // On phones the conversation replaces the list: start it at the top of the page.
    if (partnerId && window.matchMedia('(max-width: 767.98px)').matches) window.scrollTo(0, 0);
  }, [partnerId]);

  const clearProject = () => {
    const next = new URLSearchParams(params);
    next.delete('project');
    setParams(next, { replace: true });
  };

  return (
    <Container>
      <Heading $hideOnPhone={partnerId !== null}>
        <h1>Messages</h1>
        <p>Your conversations with tradespeople and clients.</p>
      </Heading>
      <Panel $open={partnerId !== null}>
        <ListPane aria-label="Conversation list">
          <ConversationList query={conversations} meId={meId} selectedId={partnerId} newConversationName={isNew ? partnerName : null} />
        </ListPane>
        <ThreadPane>
          {partnerId ? (
            <ConversationView
              key={partnerId}
              partnerId={partnerId}
              meId={meId}
              partnerName={partnerName}
              businessName={businessName !== partnerName ? businessName : null}
              partnerImageUrl={summary?.partnerImageUrl ?? null}
              listUnread={summary?.unreadCount ?? 0}
              projectId={projectId}
              onClearProject={clearProject}
              onBack={() => setParams({})}
            />
          ) : (
            <Placeholder>
              <EmptyState
                icon={MessageSquare}
                title="Select a conversation"
                text="Choose a conversation from the list to read and reply."
              />
            </Placeholder>
          )}
        </ThreadPane>
      </Panel>
    </Container>
  );
}

const Heading = styled.header<{ $hideOnPhone: boolean }>`
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(4)};
  h1 {
    font-size: clamp(1.5rem, 3vw, 1.875rem);
  }
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: 767.98px) {
    display: ${({ $hideOnPhone }) => ($hideOnPhone ? 'none' : 'block')};
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: grid;
  /* Ends above the toast area so a toast never covers the Send button. */
  height: calc(100dvh - ${({ theme }) => theme.layout.topBarHeight} - 13rem);
  min-height: 480px;
  margin-bottom: ${({ theme }) => theme.space(10)};
  ${cardSurface}
  overflow: hidden;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(260px, 340px) 1fr;
  }
  @media (max-width: 767.98px) {
    /* Phones: one pane at a time, edge to edge. */
    height: ${({ $open, theme }) => ($open ? `calc(100dvh - ${theme.layout.topBarHeight})` : 'auto')};
    min-height: ${({ $open }) => ($open ? '360px' : '60dvh')};
    margin: 0 -${({ theme }) => theme.space(4)} ${({ $open, theme }) => ($open ? 0 : theme.space(8))};
    border-radius: 0;
    border-width: ${({ $open }) => ($open ? '0' : '1px 0')};
    box-shadow: none;
    > :first-child {
      display: ${({ $open }) => ($open ? 'none' : 'flex')};
    }
    > :last-child {
      display: ${({ $open }) => ($open ? 'flex' : 'none')};
    }
  }
`;

const ListPane = styled.nav`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const ThreadPane = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  > * {
    flex: 1;
  }
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.bg};
  > div {
    width: 100%;
    max-width: 380px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
