import { recordBlogViewRoute } from '@tradeguild/contracts';
import { apiUrl } from '@/lib/api-client';

/** POST /api/blog/posts/{id}/views, once per visit. A lost view is not worth an error on screen. */
export function recordBlogView(postId: string): void {
  const url = apiUrl(recordBlogViewRoute, { params: { id: postId } });
  void fetch(url, { method: recordBlogViewRoute.method, credentials: 'include', keepalive: true }).catch(() => undefined);
}
