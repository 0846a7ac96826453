import { Router } from 'express';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { mountTradesmanReads } from './read-routes.ts';
import { mountTradesmanWrites } from './write-routes.ts';

/** /api/tradesmen: search, featured, profiles, portfolios, reviews, endorsements, verification. */
export function tradesmenRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(freshReads(deps, 'tradesmen'));
  mountTradesmanReads(router, deps);
  mountTradesmanWrites(router, deps);
  return router;
}

export { portfolioRoutes } from './project-routes.ts';
