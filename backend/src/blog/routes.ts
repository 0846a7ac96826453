import type { Request } from 'express';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { blogPostById, blogStats } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import { requireBlogStatsReader } from './access.ts';
import { mountCategoryRoutes } from './routes-category.ts';
import { mountPostReads, mountPostWrites } from './routes-post.ts';
import type { ViewCounter } from './view-counter.ts';

const routes = apiRoutes.blog;

/** Who is looking, for not counting one reader's reloads: the account, else the address and browser. */
const visitorKey = (req: Request) => req.currentUser?.id ?? `${req.ip ?? ''}|${req.get('user-agent') ?? ''}`;

/** /api/blog: posts, categories, views and the figures of the admin dashboard's Blog tab. */
export function blogRoutes(api: ApiRouter, deps: AppDeps, views: ViewCounter): void {
  api.use(freshReads(deps, 'blog'));
  mountPostReads(api, deps);
  mountPostWrites(api, deps);
  mountCategoryRoutes(api, deps);

  api.on(routes.recordView, async ({ params }, req, res) => {
    const post = await blogPostById(deps.db, params.id);
    if (!post || post.status !== 'published') throw new NotFoundError('Blog post not found');
    res.status(202).json({ counted: await views.count(post.id, visitorKey(req)) });
  });

  api.on(routes.stats, requireBlogStatsReader(deps.policy), async (_input, _req, res) => {
    res.json(await blogStats(deps.db));
  });
}
