import { useState } from 'react';
import styled from 'styled-components';
import { Eye, History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Tooltip } from '@/components/ui/tooltip';
import { formatDate, formatDateTime } from '@/lib/format';
import { failureText } from '@/lib/failure-text';
import { useInspectMessage } from '../../api/admin-commands';
import type { AdminMessageRow } from '../../api/get-directory';
import { historyPath } from '../../lib/format';
import { DirectorySection } from './directory-section';
import { IconButton, Nowrap, RowActions } from './row-actions';

type Props = { search: string; onSearch: (text: string) => void };

const person = (name: string | null, id: string) => name ?? id;

/** Messages: previews in the table; opening one shows the whole text and is recorded (ConversationInspected). */
export function MessagesTab({ search, onSearch }: Props) {
  const [open, setOpen] = useState<AdminMessageRow | null>(null);
  const inspect = useInspectMessage();
  const show = (m: AdminMessageRow) => {
    setOpen(m);
    inspect.mutate(m.id);
  };
  const close = () => {
    setOpen(null);
    inspect.reset();
  };
  return (
    <>
      <DirectorySection
        kind="messages"
        caption="Messages"
        loadingText="Loading messages..."
        emptyText="No messages found"
        search={search}
        onSearch={onSearch}
        searchLabel="Search message content..."
        head={
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Content</th>
            <th scope="col">Project</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        }
        row={(m) => (
          <tr key={m.id} data-testid="message-row">
            <td title={m.senderId}>{person(m.senderName, m.senderId)}</td>
            <td title={m.receiverId}>{person(m.receiverName, m.receiverId)}</td>
            <td>
              <Preview>{m.preview}</Preview>
            </td>
            <td>{m.projectId ? `Project #${m.projectId}` : 'Direct'}</td>
            <td>
              <Nowrap>{formatDate(m.createdAt)}</Nowrap>
            </td>
            <td>{m.isRead ? <Badge $variant="secondary">Read</Badge> : <Badge>Unread</Badge>}</td>
            <td>
              <RowActions>
                <Tooltip content="Details">
                  <IconButton onClick={() => show(m)} aria-label={`Open the message from ${person(m.senderName, m.senderId)}`}>
                    <Eye size={16} aria-hidden="true" />
                  </IconButton>
                </Tooltip>
              </RowActions>
            </td>
          </tr>
        )}
      />
      <Dialog
        open={open !== null}
        onClose={close}
        title="Message details"
        description="Opening a message is recorded in its conversation's history."
      >
        {open && (
          <Details>
            <dt>From</dt>
            <dd>{person(open.senderName, open.senderId)}</dd>
            <dt>To</dt>
            <dd>{person(open.receiverName, open.receiverId)}</dd>
            <dt>Date</dt>
            <dd>{formatDateTime(open.createdAt)}</dd>
            <dt>Content</dt>
            <dd data-testid="message-content">
              {inspect.isPending ? (
                'Loading message...'
              ) : inspect.isError ? (
                failureText(inspect.error, 'Failed to load the message.')
              ) : (
                <Content>{inspect.data?.content}</Content>
              )}
            </dd>
          </Details>
        )}
        {inspect.data && (
          <ButtonLink to={historyPath(inspect.data.streamId)} $variant="outline" $size="sm">
            <History size={14} aria-hidden="true" /> Conversation history
          </ButtonLink>
        )}
      </Dialog>
    </>
  );
}

const Preview = styled.span`
  display: inline-block;
  max-width: 320px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Content = styled.span`
  white-space: pre-wrap;
`;
