import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, Clock } from 'lucide-react';
import { BLOG_CARD_READ_TIME, BLOG_LIMITS, type BlogPostSummary } from '@tradeguild/contracts';
import { paths } from '@/config/paths';
import { PostImage } from './post-image';
import { PostMeta, TagList } from './post-meta';

/** A grid card: image or placeholder, category, date, views, title, excerpt, up to 3 tags, '5 min read', 'Read More'. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const to = paths.blogPost(post.slug);
  return (
    <Card>
      <ImageLink to={to} tabIndex={-1} aria-hidden="true">
        <PostImage src={post.featuredImage} alt={post.title} category={post.category} />
      </ImageLink>
      <Body>
        <PostMeta category={post.category} publishedAt={post.publishedAt} views={post.views} />
        <Title>
          <Link to={to}>{post.title}</Link>
        </Title>
        <Excerpt>{post.excerpt}</Excerpt>
        {post.tags.length > 0 && (
          <TagList aria-label="Tags">
            {post.tags.slice(0, BLOG_LIMITS.cardTags).map((t) => (
              <li key={t}>{t}</li>
            ))}
          </TagList>
        )}
        <Footer>
          <span>
            <Clock size={14} aria-hidden="true" />
            {BLOG_CARD_READ_TIME}
          </span>
          <ReadMore to={to} aria-label={`Read More: ${post.title}`}>
            Read More <ArrowRight size={15} aria-hidden="true" />
          </ReadMore>
        </Footer>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
`;

const ImageLink = styled(Link)`
  text-decoration: none;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;

const Excerpt = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
`;

export const ReadMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
