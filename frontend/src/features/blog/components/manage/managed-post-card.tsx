import styled from 'styled-components';
import { Eye, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { BlogPostSummary } from '@tradeguild/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { formatCount, formatDate } from '@/lib/format';

type Props = { post: BlogPostSummary; onEdit: () => void; onDelete: () => void; deleting: boolean };

/** A post in the management list: title, status, category, excerpt, date or 'Not published', views and actions. */
export function ManagedPostCard({ post, onEdit, onDelete, deleting }: Props) {
  const published = post.status === 'published';
  return (
    <Card aria-labelledby={`post-${post.id}`}>
      <Main>
        <Badges>
          <Badge $variant={published ? 'success' : 'secondary'}>{published ? 'Published' : 'Draft'}</Badge>
          <Badge $variant="outline">{post.category}</Badge>
        </Badges>
        <h2 id={`post-${post.id}`}>{post.title}</h2>
        <p>{post.excerpt}</p>
        <Facts>
          <span>{published && post.publishedAt ? `Published ${formatDate(post.publishedAt)}` : 'Not published'}</span>
          <span>
            <Eye size={14} aria-hidden="true" />
            {formatCount(post.views, 'view', 'views')}
          </span>
        </Facts>
      </Main>
      <Actions>
        <TooltipProvider>
          {published && (
            <Tooltip content="Open in new tab">
              <a href={paths.blogPost(post.slug)} target="_blank" rel="noopener noreferrer" aria-label={`Open ${post.title} in a new tab`}>
                <ExternalLink size={17} aria-hidden="true" />
              </a>
            </Tooltip>
          )}
          <Tooltip content="Edit">
            <Button $variant="ghost" $size="sm" onClick={onEdit} aria-label={`Edit ${post.title}`}>
              <Pencil size={17} aria-hidden="true" />
            </Button>
          </Tooltip>
          <Tooltip content="Delete">
            <Button $variant="ghost" $size="sm" onClick={onDelete} disabled={deleting} aria-label={`Delete ${post.title}`} data-danger>
              <Trash2 size={17} aria-hidden="true" />
            </Button>
          </Tooltip>
        </TooltipProvider>
      </Actions>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.xs};
`;

const Main = styled.div`
  display: grid;
  flex: 1 1 320px;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 4px;
  a {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  [data-danger] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
