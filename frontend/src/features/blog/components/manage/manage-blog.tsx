import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { FileText, FolderCog, Plus, Search } from 'lucide-react';
import { BLOG_LIMITS, type BlogPostSummary } from '@tradeguild/contracts';
import { EmptyState } from '@/components/feedback/empty-state';
import { errorMessage } from '@/components/feedback/error-message';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Input, Select } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { useDeleteBlogPost } from '../../api/blog-commands';
import { useBlogPosts } from '../../api/get-blog-posts';
import { CategoriesDialog } from './categories-dialog';
import { ManagedPostCard } from './managed-post-card';
import { PostDialog, type PostDialogTarget } from './post-dialog';

type StatusFilter = '' | 'draft' | 'published';

/** 'Search posts...' looks in the title, the category and the tags. */
function matches(post: BlogPostSummary, search: string, status: StatusFilter): boolean {
  if (status && post.status !== status) return false;
  const needle = search.trim().toLowerCase();
  return !needle || [post.title, post.category, ...post.tags].some((text) => text.toLowerCase().includes(needle));
}

export function ManageBlog() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [target, setTarget] = useState<PostDialogTarget>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const posts = useBlogPosts({ status: 'all', limit: BLOG_LIMITS.listMax });
  const shown = useMemo(() => (posts.data ?? []).filter((p) => matches(p, search, status)), [posts.data, search, status]);
  const remove = useDeleteBlogPost({
    onSuccess: () => toast({ title: 'Blog post deleted successfully' }),
    onError: (error) =>
      toast({ title: 'Error', description: `Failed to delete blog post: ${errorMessage(error)}`, variant: 'destructive' }),
  });
  const closePost = useCallback(() => setTarget(null), []);
  const closeCategories = useCallback(() => setCategoriesOpen(false), []);
  const filtering = search.trim() !== '' || status !== '';

  function confirmDelete(post: BlogPostSummary) {
    if (window.confirm('Are you sure you want to delete this blog post?')) remove.mutate(post.id);
  }

  return (
    <Container>
      <PageHeader
        eyebrow="Admin"
        title="Blog Management"
        lead="Write, publish and organise the articles on the TradeGuild blog."
        actions={
          <>
            <Button $variant="outline" onClick={() => setCategoriesOpen(true)}>
              <FolderCog size={16} aria-hidden="true" />
              Manage Categories
            </Button>
            <Button onClick={() => setTarget({ mode: 'create' })}>
              <Plus size={16} aria-hidden="true" />
              Create Post
            </Button>
          </>
        }
      />
      <Filters role="search" aria-label="Posts">
        <SearchBox>
          <Search size={18} aria-hidden="true" />
          <Input
            type="search"
            placeholder="Search posts..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label="Search posts"
          />
        </SearchBox>
        <Select aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
          <option value="">All Status</option>
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </Select>
      </Filters>
      <List aria-busy={posts.isFetching}>
        {posts.isPending ? (
          Array.from({ length: 5 }, (_, i) => <Skeleton key={i} $h="150px" $radius="16px" data-testid="manage-card-skeleton" />)
        ) : posts.isError ? (
          <EmptyState icon={FileText} tone="danger" title="We couldn't load the posts" text={errorMessage(posts.error)} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={FileText}
            title="No blog posts found"
            text={filtering ? 'Try adjusting your search criteria' : 'Create your first blog post to get started'}
          />
        ) : (
          shown.map((p) => (
            <ManagedPostCard
              key={p.id}
              post={p}
              onEdit={() => setTarget({ mode: 'edit', id: p.id })}
              onDelete={() => confirmDelete(p)}
              deleting={remove.isPending && remove.variables === p.id}
            />
          ))
        )}
      </List>
      <PostDialog target={target} onClose={closePost} />
      <CategoriesDialog open={categoriesOpen} onClose={closeCategories} />
    </Container>
  );
}

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 220px;
  }
`;

const SearchBox = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: 14px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textSubtle};
    pointer-events: none;
  }
  input {
    padding-left: 42px;
  }
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3.5)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;
