import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';

/** Six cards of the grid's shape while the list loads. */
export function PostGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <PostGrid aria-busy="true" aria-label="Loading articles">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} data-testid="blog-card-skeleton">
          <Skeleton $h="auto" $radius="0" style={{ aspectRatio: '1200 / 630' }} />
          <div>
            <Skeleton $w="45%" $h="0.9rem" />
            <Skeleton $w="90%" $h="1.3rem" />
            <Skeleton $w="100%" $h="0.9rem" />
            <Skeleton $w="70%" $h="0.9rem" />
          </div>
        </SkeletonCard>
      ))}
    </PostGrid>
  );
}

/** An article's shape while it loads. */
export function ArticleSkeleton() {
  return (
    <ArticleShape aria-busy="true" aria-label="Loading article">
      <Skeleton $w="30%" $h="1rem" />
      <Skeleton $w="85%" $h="2.4rem" />
      <Skeleton $w="100%" $h="1.1rem" />
      <Skeleton $h="auto" $radius="16px" style={{ aspectRatio: '1200 / 630' }} />
      <Skeleton $w="100%" $h="1rem" />
      <Skeleton $w="95%" $h="1rem" />
    </ArticleShape>
  );
}

export const PostGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const SkeletonCard = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const ArticleShape = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 780px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} 0;
`;
