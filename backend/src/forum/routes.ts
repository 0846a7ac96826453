import { requireUser } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import { mountPostRoutes } from './routes-post.ts';
import { mountReplyRoutes } from './routes-reply.ts';

/** /api/forum: the community forum, for signed-in members only (401 otherwise, on every call). */
export function forumRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(requireUser, freshReads(deps, 'forum', 'moderation'));
  mountPostRoutes(api, deps);
  mountReplyRoutes(api, deps);
}
