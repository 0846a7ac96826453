import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import type { BlogPostSummary } from '@tradeguild/contracts';
import { ButtonLink } from '@/components/ui/button';
import { Eyebrow } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { PostImage } from './post-image';
import { PostMeta, TagList } from './post-meta';

/** The first post of the list, large: category, date, views, title, excerpt, tags and 'Read More'. */
export function FeaturedPostCard({ post }: { post: BlogPostSummary }) {
  const to = paths.blogPost(post.slug);
  return (
    <Card aria-labelledby="featured-title">
      <ImageLink to={to} tabIndex={-1} aria-hidden="true">
        <PostImage src={post.featuredImage} alt={post.title} category={post.category} eager />
      </ImageLink>
      <Body>
        <Eyebrow>Featured article</Eyebrow>
        <PostMeta category={post.category} publishedAt={post.publishedAt} views={post.views} />
        <h2 id="featured-title">
          <Link to={to}>{post.title}</Link>
        </h2>
        <p>{post.excerpt}</p>
        {post.tags.length > 0 && (
          <TagList aria-label="Tags">
            {post.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </TagList>
        )}
        <div>
          <ButtonLink to={to} aria-label={`Read More: ${post.title}`}>
            Read More <ArrowRight size={16} aria-hidden="true" />
          </ButtonLink>
        </div>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1.15fr 1fr;
  }
`;

const ImageLink = styled(Link)`
  display: block;
  text-decoration: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    & > div {
      height: 100%;
      aspect-ratio: auto;
    }
  }
`;

const Body = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space(3.5)};
  padding: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.9rem);
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h2 a:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(9)};
  }
`;
