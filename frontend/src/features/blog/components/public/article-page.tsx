import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { readingTimeMinutes, type BlogPost } from '@tradeguild/contracts';
import { BackLink } from '@/components/ui/back-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useBlogPost } from '../../api/get-blog-post';
import { recordBlogView } from '../../api/record-blog-view';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { articleTitle } from '../../lib/titles';
import { ArticleBody } from './article-body';
import { ArticleNotFound, ProfessionalHelpCta, RelatedArticles } from './article-extras';
import { ArticleSkeleton } from './blog-skeletons';
import { PostImage } from './post-image';
import { PostMeta, TagList } from './post-meta';
import { ShareButton } from './share-button';

/** /blog/{slug}: one article, its related articles and the call to action. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  useDocumentTitle(post.data ? articleTitle(post.data.metaTitle ?? post.data.title) : null);
  useCountVisit(post.data);
  if (post.isPending)
    return (
      <Container>
        <ArticleSkeleton />
      </Container>
    );
  if (post.isError)
    return (
      <Container>
        <ArticleNotFound />
      </Container>
    );
  return <Article post={post.data} />;
}

/** One view per visit of a published article (not per re-render, nor for the manager's draft previews). */
function useCountVisit(post: BlogPost | undefined) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!post || post.status !== 'published' || counted.current === post.id) return;
    counted.current = post.id;
    recordBlogView(post.id);
  }, [post]);
}

function Article({ post }: { post: BlogPost }) {
  const minutes = Math.max(1, readingTimeMinutes(post.content));
  return (
    <Container>
      <Page>
        <Head>
          <BackLink to={paths.blog}>Back to Blog</BackLink>
          <PostMeta category={post.category} publishedAt={post.publishedAt} views={post.views} readTime={`${minutes} min read`} />
          <h1>{post.title}</h1>
          <Lead>{post.excerpt}</Lead>
          <Row>
            {post.tags.length > 0 && (
              <TagList aria-label="Tags">
                {post.tags.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </TagList>
            )}
            <ShareButton />
          </Row>
        </Head>
        {post.featuredImage && (
          <Figure>
            <PostImage src={post.featuredImage} alt={post.title} category={post.category} eager />
          </Figure>
        )}
        <Text>
          <ArticleBody html={post.content} />
        </Text>
        <RelatedArticles post={post} />
        <ProfessionalHelpCta />
      </Page>
    </Container>
  );
}

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(16)}`};
`;

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: 780px;
  margin: 0 auto;
  h1 {
    font-size: clamp(1.9rem, 5vw, 2.9rem);
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Figure = styled.figure`
  width: 100%;
  max-width: 980px;
  margin: 0 auto;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Text = styled.div`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;
