import { useState } from 'react';
import styled from 'styled-components';
import { CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import { forumAuthorFallback, type ForumReply } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { deleteForumItem, markSolution, useForumMutation } from '../api/commands';
import { ReportButton } from '@/components/report/report-button';
import { failed, HideButton, LikeButton } from './actions';
import { ReplyBox } from './reply-box';
import { UserText } from './user-text';

type Props = { reply: ForumReply; meId: string; isAdmin: boolean; isSolution: boolean; canMarkSolution: boolean };

/** One reply: its text, likes, the solution marker and what this member may do with it. */
export function ReplyItem({ reply, meId, isAdmin, isSolution, canMarkSolution }: Props) {
  const [editing, setEditing] = useState(false);
  const mine = reply.authorId === meId;
  const remove = useForumMutation(deleteForumItem, {
    onSuccess: () => toast({ title: 'Reply deleted' }),
    onError: failed('Failed to delete reply. Please try again.'),
  });
  const solve = useForumMutation(markSolution, {
    onSuccess: () => toast({ title: 'Marked as the solution' }),
    onError: failed('Failed to mark the solution. Please try again.'),
  });
  const confirmDelete = () => window.confirm('Delete this reply?') && remove.mutate({ kind: 'replies', id: reply.id });

  return (
    <Item $solution={isSolution} data-testid="forum-reply">
      <Head>
        <strong>{reply.authorName ?? forumAuthorFallback(reply.authorId)}</strong>
        <span>{formatDate(reply.createdAt)}</span>
        {isSolution && (
          <Badge $variant="success">
            <CheckCircle2 size={13} aria-hidden="true" />
            Solution
          </Badge>
        )}
        {reply.hidden && <Badge $variant="accent">Hidden: {reply.hiddenReason}</Badge>}
      </Head>
      {editing ? (
        <ReplyBox replyId={reply.id} initial={reply.content} onDone={() => setEditing(false)} />
      ) : (
        <UserText text={reply.content} />
      )}
      <Actions>
        <LikeButton target={{ kind: 'replies', id: reply.id }} liked={reply.likedByMe} likes={reply.likes} />
        {canMarkSolution && !isSolution && !reply.hidden && (
          <Button $variant="ghost" $size="sm" onClick={() => solve.mutate({ postId: reply.postId, replyId: reply.id })}>
            <CheckCircle2 size={15} aria-hidden="true" />
            Mark as solution
          </Button>
        )}
        {mine && !editing && (
          <Button $variant="ghost" $size="sm" onClick={() => setEditing(true)}>
            <Pencil size={15} aria-hidden="true" />
            Edit
          </Button>
        )}
        {mine && (
          <Button $variant="ghost" $size="sm" onClick={confirmDelete}>
            <Trash2 size={15} aria-hidden="true" />
            Delete
          </Button>
        )}
        {!mine && !reply.hidden && <ReportButton subjectType="forumReply" subjectId={reply.id} />}
        {isAdmin && !reply.hidden && <HideButton target={{ kind: 'replies', id: reply.id }} />}
      </Actions>
    </Item>
  );
}

const Item = styled.li<{ $solution: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme, $solution }) => ($solution ? theme.colors.successSoft : theme.colors.surface)};
  border: 1px solid ${({ theme, $solution }) => ($solution ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
