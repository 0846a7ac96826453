import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CheckCircle2, Eye, MessageSquare, Pencil, RefreshCw, SearchX, Trash2 } from 'lucide-react';
import { forumAuthorFallback, type ForumThread } from '@tradeguild/contracts';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isNotFoundError } from '@/lib/api-error';
import { useUser, type CurrentUser } from '@/lib/auth';
import { formatCount, formatDate } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { deleteForumItem, useForumMutation } from '../api/commands';
import { useForumThread } from '../api/queries';
import { useLiveThread } from '../hooks/use-forum-live';
import { ReportButton } from '@/components/report/report-button';
import { failed, HideButton, LikeButton } from './actions';
import { CommunityLoggedOut } from './logged-out';
import { categoryLabel, Meta, Tags } from './post-card';
import { PostDialog } from './post-dialog';
import { ReplyBox } from './reply-box';
import { Actions, ReplyItem } from './reply-item';
import { UserText } from './user-text';

/** /community/posts/{id}: the thread, for members. */
export function ThreadPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSkeleton />;
  return user ? <ThreadScreen postId={id} me={user} /> : <CommunityLoggedOut />;
}

function ThreadScreen({ postId, me }: { postId: string; me: CurrentUser }) {
  const thread = useForumThread(postId);
  useLiveThread(postId);
  return (
    <Container>
      <Page>
        <BackLink to={paths.community}>Back to the forum</BackLink>
        {thread.isPending ? (
          <Skeleton $h="320px" $radius="16px" />
        ) : thread.isError ? (
          isNotFoundError(thread.error) ? (
            <EmptyState icon={SearchX} title="Post not found" text="It may have been deleted or hidden." />
          ) : (
            <EmptyState
              icon={RefreshCw}
              tone="danger"
              title="Failed to fetch posts"
              text="Check your connection and try again."
              action={
                <Button $variant="outline" onClick={() => void thread.refetch()}>
                  Try Again
                </Button>
              }
            />
          )
        ) : (
          <Thread data={thread.data} me={me} />
        )}
      </Page>
    </Container>
  );
}

function Thread({ data: { post, replies }, me }: { data: ForumThread; me: CurrentUser }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const mine = post.authorId === me.id;
  const remove = useForumMutation(deleteForumItem, {
    onSuccess: () => {
      toast({ title: 'Post deleted' });
      navigate(paths.community);
    },
    onError: failed('Failed to delete post. Please try again.'),
  });
  const confirmDelete = () => window.confirm('Delete this post and its replies?') && remove.mutate({ kind: 'posts', id: post.id });

  return (
    <>
      <Post aria-labelledby="thread-title">
        <Badges>
          <Badge $variant="secondary">{categoryLabel(post.category)}</Badge>
          {post.solved && (
            <Badge $variant="success">
              <CheckCircle2 size={13} aria-hidden="true" />
              Solved
            </Badge>
          )}
          {post.hidden && <Badge $variant="accent">Hidden: {post.hiddenReason}</Badge>}
        </Badges>
        <h1 id="thread-title">{post.title}</h1>
        <Meta>
          <strong>{post.authorName ?? forumAuthorFallback(post.authorId)}</strong>
          <span>{formatDate(post.createdAt)}</span>
          <span>
            <Eye size={14} aria-hidden="true" /> {formatCount(post.views, 'view', 'views')}
          </span>
        </Meta>
        <UserText text={post.content} />
        {post.tags.length > 0 && (
          <Tags aria-label="Tags">
            {post.tags.map((t) => (
              <li key={t}>#{t}</li>
            ))}
          </Tags>
        )}
        <Actions>
          <LikeButton target={{ kind: 'posts', id: post.id }} liked={post.likedByMe} likes={post.likes} />
          {mine && (
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
          {!mine && !post.hidden && <ReportButton subjectType="forumPost" subjectId={post.id} />}
          {me.isAdmin && !post.hidden && <HideButton target={{ kind: 'posts', id: post.id }} />}
        </Actions>
      </Post>
      <section aria-labelledby="replies-title">
        <RepliesTitle id="replies-title">
          <MessageSquare size={18} aria-hidden="true" />
          {formatCount(replies.length, 'Reply', 'Replies')}
        </RepliesTitle>
        {replies.length === 0 ? (
          <Quiet>No replies yet. Be the first to help.</Quiet>
        ) : (
          <Replies>
            {replies.map((r) => (
              <ReplyItem
                key={r.id}
                reply={r}
                meId={me.id}
                isAdmin={me.isAdmin}
                isSolution={post.solvedReplyId === r.id}
                canMarkSolution={mine}
              />
            ))}
          </Replies>
        )}
        {!post.hidden && (
          <Composer>
            <ReplyBox postId={post.id} />
          </Composer>
        )}
      </section>
      <PostDialog
        open={editing}
        onClose={() => setEditing(false)}
        editing={{ id: post.id, title: post.title, content: post.content, category: post.category, tags: post.tags }}
      />
    </>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 860px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(16)}`};
`;

const Post = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  h1 {
    font-size: clamp(1.5rem, 4vw, 2.1rem);
    overflow-wrap: anywhere;
  }
  ${Meta} span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const RepliesTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Replies = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Composer = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;
