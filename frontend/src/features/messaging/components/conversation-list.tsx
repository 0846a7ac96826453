import { useId, useState } from 'react';
import styled from 'styled-components';
import { AlertTriangle, MessageSquare, Search, SearchX } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConversationSummary } from '@tradeguild/contracts';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/form';
import { EmptyState } from '@/components/feedback/empty-state';
import { paths } from '@/config/paths';
import { visibleConversations } from '../utils/message-cache';
import { ConversationListItem, NewConversationItem } from './conversation-list-item';
import { ConversationListSkeleton } from './messaging-skeletons';

type Props = {
  query: UseQueryResult<ConversationSummary[]>;
  meId: string;
  selectedId: string | null;
  /** The selected partner's name when there is no conversation with them yet. */
  newConversationName: string | null;
};

/** The left pane: search, then every conversation, newest first. */
export function ConversationList({ query, meId, selectedId, newConversationName }: Props) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const rows = visibleConversations(query.data ?? [], search);
  const showNew = newConversationName !== null && !search.trim();
  return (
    <>
      <SearchBox>
        <label htmlFor={searchId} className="visually-hidden">
          Search conversations
        </label>
        <Search size={17} aria-hidden="true" />
        <Input
          id={searchId}
          type="search"
          placeholder="Search conversations..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </SearchBox>
      <Scroll>
        {query.isLoading ? (
          <ConversationListSkeleton />
        ) : query.isError ? (
          <Padded>
            <EmptyState
              tone="danger"
              icon={AlertTriangle}
              title="Failed to fetch messages"
              text="Please check your connection and try again."
              action={
                <Button $variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
                  Try Again
                </Button>
              }
            />
          </Padded>
        ) : rows.length === 0 && !showNew ? (
          <Padded>
            {query.data?.length ? (
              <EmptyState icon={SearchX} title="No conversations match your search" text={`Nothing found for “${search.trim()}”.`} />
            ) : (
              <EmptyState
                icon={MessageSquare}
                title="No conversations yet"
                text="Message a tradesman from their profile and your conversation will appear here."
                action={
                  <ButtonLink to={paths.search} $variant="outline">
                    Find Tradesmen
                  </ButtonLink>
                }
              />
            )}
          </Padded>
        ) : (
          <List role="list" aria-label="Conversations">
            {showNew && <NewConversationItem name={newConversationName} />}
            {rows.map((row) => (
              <ConversationListItem key={row.partnerId} row={row} meId={meId} selected={row.partnerId === selectedId} />
            ))}
          </List>
        )}
      </Scroll>
    </>
  );
}

const SearchBox = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > svg {
    position: absolute;
    left: 26px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textSubtle};
    pointer-events: none;
  }
  input {
    padding-left: 40px;
    min-height: 42px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

const Padded = styled.div`
  padding: ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
  padding: ${({ theme }) => theme.space(2)};
`;
