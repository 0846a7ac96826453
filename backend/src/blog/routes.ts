import { Router, type Request } from 'express';
import { pathId } from '../http/validate.ts';
import type { RecordBlogViewResponse } from '@tradeguild/contracts';
import { blogPostById, blogStats } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { requireBlogStatsReader } from './access.ts';
import { mountCategoryRoutes } from './routes-category.ts';
import { mountPostReads, mountPostWrites } from './routes-post.ts';
import type { ViewBuffer } from './view-buffer.ts';

/** Who is looking, for not counting one reader's reloads: the account, else the address and browser. */
const visitorKey = (req: Request) => req.currentUser?.id ?? `${req.ip ?? ''}|${req.get('user-agent') ?? ''}`;

/** /api/blog: posts, categories, views and the figures of the admin dashboard's Blog tab. */
export function blogRoutes(deps: AppDeps, views: ViewBuffer): Router {
  const router = Router();
  router.use(freshReads(deps, 'blog'));
  mountPostReads(router, deps);
  mountPostWrites(router, deps);
  mountCategoryRoutes(router, deps);

  router.post('/posts/:id/views', async (req, res) => {
    const post = await blogPostById(deps.db, pathId(req.params.id, 'Blog post'));
    if (!post || post.status !== 'published') throw new NotFoundError('Blog post not found');
    const body: RecordBlogViewResponse = { counted: views.count(post.id, visitorKey(req)) };
    res.status(202).json(body);
  });

  router.get('/stats', requireBlogStatsReader(deps.policy), async (_req, res) => {
    res.json(await blogStats(deps.db));
  });
  return router;
}
