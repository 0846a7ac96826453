import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CheckCircle2, Eye, Heart, MessageSquare } from 'lucide-react';
import { FORUM_CATEGORY_LABELS, forumAuthorFallback, type ForumCategory, type ForumPostSummary } from '@tradeguild/contracts';
import { Badge, PillList } from '@/components/ui/badge';
import { formatDate, formatNumber, pluralNoun } from '@/lib/format';
import { excerpt } from '../lib/linkify';

export const categoryLabel = (c: string) => FORUM_CATEGORY_LABELS[c as ForumCategory] ?? c;

/** One post in the list: title, excerpt, tags, category, author, date, views, likes, replies. */
export function PostCard({ post }: { post: ForumPostSummary }) {
  return (
    <Card data-testid="forum-post-card">
      <Top>
        <Badge $variant="secondary">{categoryLabel(post.category)}</Badge>
        {post.solved && (
          <Badge $variant="success">
            <CheckCircle2 size={13} aria-hidden="true" />
            Solved
          </Badge>
        )}
        {post.hidden && <Badge $variant="accent">Hidden: {post.hiddenReason}</Badge>}
      </Top>
      <h3>
        <TitleLink to={`/community/posts/${post.id}`}>{post.title}</TitleLink>
      </h3>
      <Excerpt>{excerpt(post.content)}</Excerpt>
      {post.tags.length > 0 && (
        <Tags aria-label="Tags">
          {post.tags.map((t) => (
            <li key={t}>#{t}</li>
          ))}
        </Tags>
      )}
      <Meta>
        <span>{post.authorName ?? forumAuthorFallback(post.authorId)}</span>
        <span>{formatDate(post.createdAt)}</span>
        <Figures>
          <span title="Views">
            <Eye size={15} aria-hidden="true" />
            {formatNumber(post.views)}
            <Sr> {pluralNoun(post.views, 'view', 'views')}</Sr>
          </span>
          <span title="Likes">
            <Heart size={15} aria-hidden="true" fill={post.likedByMe ? 'currentColor' : 'none'} />
            {formatNumber(post.likes)}
            <Sr> {pluralNoun(post.likes, 'like', 'likes')}</Sr>
          </span>
          <span title="Replies">
            <MessageSquare size={15} aria-hidden="true" />
            {formatNumber(post.replyCount)}
            <Sr> {pluralNoun(post.replyCount, 'reply', 'replies')}</Sr>
          </span>
        </Figures>
      </Meta>
    </Card>
  );
}

export const Sr = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  transition:
    box-shadow 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Tags = styled(PillList)`
  li {
    padding: 2px 8px;
    overflow-wrap: anywhere;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Figures = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: auto;
  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;
