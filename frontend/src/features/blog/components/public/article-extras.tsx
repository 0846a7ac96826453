import styled from 'styled-components';
import { ArrowLeft, FileQuestion, Hammer, PlusCircle, Search } from 'lucide-react';
import { BLOG_LIMITS, type BlogPost } from '@tradeguild/contracts';
import { EmptyState } from '@/components/feedback/empty-state';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBlogPosts } from '../../api/get-blog-posts';
import { PostGrid } from './blog-skeletons';
import { PostCard } from './post-card';

/** Up to 3 other published posts of the same category; nothing when there are none. */
export function RelatedArticles({ post }: { post: BlogPost }) {
  const related = useBlogPosts({ category: post.category, limit: BLOG_LIMITS.relatedArticles, exclude: post.id });
  const posts = (related.data ?? []).filter((p) => p.id !== post.id).slice(0, BLOG_LIMITS.relatedArticles);
  if (posts.length === 0) return null;
  return (
    <Section aria-labelledby="related-title">
      <h2 id="related-title">Related Articles</h2>
      <PostGrid>
        {posts.map((p) => (
          <PostCard key={p.id} post={p} />
        ))}
      </PostGrid>
    </Section>
  );
}

/** The call to action under every article. */
export function ProfessionalHelpCta() {
  return (
    <Cta aria-labelledby="cta-title">
      <Hammer size={30} aria-hidden="true" />
      <div>
        <h2 id="cta-title">Need Professional Help?</h2>
        <p>Find verified, reviewed tradespeople near you, or describe your job and let them come to you.</p>
      </div>
      <Actions>
        <ButtonLink to={paths.search} $variant="accent">
          <Search size={16} aria-hidden="true" />
          Find Tradespeople
        </ButtonLink>
        <ButtonLink to={paths.createProject} $variant="light">
          <PlusCircle size={16} aria-hidden="true" />
          Post a Project
        </ButtonLink>
      </Actions>
    </Cta>
  );
}

export function ArticleNotFound() {
  return (
    <NotFound>
      <EmptyState
        icon={FileQuestion}
        title="Article Not Found"
        text="The article you're looking for doesn't exist or has been removed."
        action={
          <ButtonLink to={paths.blog}>
            <ArrowLeft size={16} aria-hidden="true" />
            Back to Blog
          </ButtonLink>
        }
      />
    </NotFound>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Cta = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(135deg, #0a2a33, #0f3d4a 70%);
  color: rgba(255, 255, 255, 0.85);
  & > svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    color: white;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin-top: ${({ theme }) => theme.space(1.5)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: auto 1fr auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const NotFound = styled.div`
  max-width: 620px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(16)} 0;
`;
