import { Router } from 'express';
import { requireUser } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { mountPostRoutes } from './routes-post.ts';
import { mountReplyRoutes } from './routes-reply.ts';

/** /api/forum: the community forum, for signed-in members only (401 otherwise, on every call). */
export function forumRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(requireUser, freshReads(deps, 'forum'));
  mountPostRoutes(router, deps);
  mountReplyRoutes(router, deps);
  return router;
}
