import { CommunityPage } from '@/features/forum/components/community-page';
import { ThreadPage } from '@/features/forum/components/thread-page';

/** /community: the forum list; the page itself asks logged-out visitors to log in. */
export function CommunityRoute() {
  return <CommunityPage />;
}

/** /community/posts/{id}: one thread. */
export function CommunityPostRoute() {
  return <ThreadPage />;
}
