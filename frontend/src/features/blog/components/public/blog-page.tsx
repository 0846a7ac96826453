import styled from 'styled-components';
import { PenSquare, RefreshCw, SearchX } from 'lucide-react';
import { EmptyState } from '@/components/feedback/empty-state';
import { errorMessage } from '@/components/feedback/error-message';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container, Eyebrow } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { useBlogPosts } from '../../api/get-blog-posts';
import { useBlogFilters } from '../../hooks/use-blog-filters';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { BLOG_TITLE } from '../../lib/titles';
import { BlogFilters } from './blog-filters';
import { PostGrid, PostGridSkeleton } from './blog-skeletons';
import { FeaturedPostCard } from './featured-post-card';
import { PostCard } from './post-card';

/** /blog: the public list, with the newest matching post featured and every match in the grid. */
export function BlogPage() {
  useDocumentTitle(BLOG_TITLE);
  const { search, category, draft, setDraft, setCategory } = useBlogFilters();
  const posts = useBlogPosts({ search: search || undefined, category: category || undefined });
  const { user } = useUser();
  return (
    <>
      <Hero>
        <Container>
          <Eyebrow>Guides &amp; insights</Eyebrow>
          <h1>{BLOG_TITLE}</h1>
          <p>Expert insights, tips, and guides for homeowners and tradespeople</p>
          {user?.isBlogManager && (
            <Manage to={paths.adminBlog} $variant="light" $size="sm">
              <PenSquare size={15} aria-hidden="true" />
              Manage blog
            </Manage>
          )}
        </Container>
      </Hero>
      <Container>
        <Filters>
          <BlogFilters search={draft} category={category} onSearch={setDraft} onCategory={setCategory} />
        </Filters>
        <Results aria-live="polite" aria-busy={posts.isFetching}>
          {posts.isPending ? (
            <PostGridSkeleton />
          ) : posts.isError ? (
            <EmptyState
              icon={RefreshCw}
              tone="danger"
              title="We couldn't load the articles"
              text={errorMessage(posts.error)}
              action={
                <Button $variant="outline" onClick={() => void posts.refetch()}>
                  Try Again
                </Button>
              }
            />
          ) : posts.data.length === 0 ? (
            <EmptyState icon={SearchX} title="No articles found" text="Try adjusting your search or filter criteria" />
          ) : (
            <>
              <FeaturedPostCard post={posts.data[0]!} />
              <GridHeading>
                <h2>All Articles</h2>
                <span>{formatCount(posts.data.length, 'article', 'articles')}</span>
              </GridHeading>
              <PostGrid>
                {posts.data.map((p) => (
                  <PostCard key={p.id} post={p} />
                ))}
              </PostGrid>
            </>
          )}
        </Results>
      </Container>
    </>
  );
}

const Hero = styled.header`
  padding: ${({ theme }) => `${theme.space(14)} 0 ${theme.space(20)}`};
  background:
    radial-gradient(circle at 85% 20%, rgba(224, 150, 43, 0.22), transparent 45%), linear-gradient(135deg, #0a2a33, #0f3d4a 60%, #15505f);
  color: rgba(255, 255, 255, 0.85);
  h1 {
    margin-top: ${({ theme }) => theme.space(2)};
    color: white;
    font-size: clamp(2rem, 5vw, 3.25rem);
  }
  p {
    max-width: 560px;
    margin-top: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${Eyebrow} {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Manage = styled(ButtonLink)`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Filters = styled.div`
  position: relative;
  margin-top: -${({ theme }) => theme.space(10)};
`;

const Results = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(16)}`};
`;

const GridHeading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: -${({ theme }) => theme.space(3)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
