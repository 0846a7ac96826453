import { useState } from 'react';
import styled from 'styled-components';
import { MessageSquarePlus, Plus, RefreshCw, SearchX } from 'lucide-react';
import { FORUM_LIMITS, type ForumCategory, type ForumSort } from '@tradeguild/contracts';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { Button } from '@/components/ui/button';
import { Container, Eyebrow } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { useForumPosts } from '../api/queries';
import { useDebounced } from '../hooks/use-debounced';
import { useNewPosts } from '../hooks/use-forum-live';
import { ListToolbar, type Solved } from './list-toolbar';
import { CommunityLoggedOut } from './logged-out';
import { PostCard } from './post-card';
import { PostDialog } from './post-dialog';
import { CategorySidebar, StatsCard } from './sidebar';

const PAGE = FORUM_LIMITS.listDefault;

/** /community: members only; anyone else is asked to log in. */
export function CommunityPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSkeleton />;
  return user ? <CommunityScreen meId={user.id} /> : <CommunityLoggedOut />;
}

function CommunityScreen({ meId }: { meId: string }) {
  const [category, setCategory] = useState<ForumCategory | undefined>();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ForumSort | ''>('');
  const [solved, setSolved] = useState<Solved>('');
  const [creating, setCreating] = useState(false);
  const [limit, setLimit] = useState<number>(PAGE);
  const text = useDebounced(search.trim());
  const posts = useForumPosts({ category, search: text || undefined, sort: sort || undefined, solved: solved || undefined, limit });
  const live = useNewPosts(meId);
  const create = () => setCreating(true);

  return (
    <Container>
      <Header>
        <div>
          <Eyebrow>Community</Eyebrow>
          <h1>Community Forum</h1>
          <p>Connect with fellow tradespeople, share knowledge and get answers.</p>
        </div>
        <Button onClick={create}>
          <Plus size={18} aria-hidden="true" />
          Create Post
        </Button>
      </Header>
      <Layout>
        <Area $name="cats">
          <CategorySidebar category={category} onCategory={setCategory} />
        </Area>
        <Area $name="stats">
          <StatsCard />
        </Area>
        <Main>
          <ListToolbar search={search} onSearch={setSearch} sort={sort} onSort={setSort} solved={solved} onSolved={setSolved} />
          {live.fresh > 0 && (
            <Fresh type="button" onClick={live.refresh}>
              <RefreshCw size={15} aria-hidden="true" />
              {formatCount(live.fresh, 'new post', 'new posts')}
            </Fresh>
          )}
          <section aria-live="polite" aria-busy={posts.isFetching} aria-label="Posts">
            {posts.isPending ? (
              <List>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} $h="168px" $radius="16px" />
                ))}
              </List>
            ) : posts.isError ? (
              <EmptyState
                icon={RefreshCw}
                tone="danger"
                title="Failed to fetch posts"
                text="Check your connection and try again."
                action={
                  <Button $variant="outline" onClick={() => void posts.refetch()}>
                    Try Again
                  </Button>
                }
              />
            ) : posts.data.length === 0 ? (
              <EmptyState
                icon={text ? SearchX : MessageSquarePlus}
                title="No posts found"
                text={text ? 'Try other words or another category.' : 'Be the first to start a discussion here.'}
                action={
                  <Button onClick={create}>
                    <Plus size={16} aria-hidden="true" />
                    Create First Post
                  </Button>
                }
              />
            ) : (
              <List>
                {posts.data.map((p) => (
                  <PostCard key={p.id} post={p} />
                ))}
                {posts.data.length === limit && limit < FORUM_LIMITS.listMax && (
                  <More
                    $variant="outline"
                    disabled={posts.isFetching}
                    onClick={() => setLimit((l) => Math.min(l + PAGE, FORUM_LIMITS.listMax))}
                  >
                    Load more posts
                  </More>
                )}
              </List>
            )}
          </section>
        </Main>
      </Layout>
      <PostDialog open={creating} onClose={() => setCreating(false)} />
    </Container>
  );
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(6)}`};
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    margin-top: ${({ theme }) => theme.space(1)};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/** Phones: categories (a row of chips), the posts, then the stats. Wide screens: a sidebar. */
const Layout = styled.div`
  display: grid;
  grid-template-areas: 'cats' 'main' 'stats';
  gap: ${({ theme }) => theme.space(5)};
  padding-bottom: ${({ theme }) => theme.space(16)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 280px minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'cats main' 'stats main';
    align-items: start;
  }
`;

const Area = styled.aside<{ $name: string }>`
  grid-area: ${({ $name }) => $name};
  min-width: 0;
`;

const Main = styled.div`
  grid-area: main;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const More = styled(Button)`
  justify-self: center;
`;

const Fresh = styled.button`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 16px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
