import { Router, type Request } from 'express';
import { featuredTradesmenQuerySchema, searchTradesmenQuerySchema, TOTAL_COUNT_HEADER } from '@tradeguild/contracts';
import {
  getTradesman,
  getTradesmanOfUser,
  listEndorsements,
  listFeaturedTradesmen,
  listPortfolio,
  listTradesmanReviews,
  searchTradesmenPage,
} from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { searchOrigin } from './postcodes.ts';
import { mountFeedbackRoutes } from './routes-feedback.ts';
import { mountProfileRoutes } from './routes-profile.ts';

/** /api/tradesmen: search, featured, profiles, portfolios, reviews, endorsements, verification. */
export function tradesmenRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(freshReads(deps, 'tradesmen'));
  mountReads(router, deps);
  mountProfileRoutes(router, deps);
  mountFeedbackRoutes(router, deps);
  return router;
}

/** Every GET of /api/tradesmen. All but the featured list need a login (spec route table). */
function mountReads(router: Router, deps: AppDeps) {
  const existing = async (req: Request) => {
    const id = pathId(req.params.id, 'Tradesman');
    if (!(await getTradesman(deps.db, id))) throw new NotFoundError('Tradesman not found');
    return id;
  };

  router.get('/', requireUser, async (req, res) => {
    const q = parseInput(searchTradesmenQuerySchema, req.query);
    const origin = await searchOrigin(deps.db, q.location);
    const { rows, total } = await searchTradesmenPage(deps.db, q, origin);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(rows);
  });

  router.get('/featured', async (req, res) => {
    const { limit } = parseInput(featuredTradesmenQuerySchema, req.query);
    res.json(await listFeaturedTradesmen(deps.db, limit));
  });

  router.get('/profile/me', requireUserType('tradesman'), async (req, res) => {
    const profile = await getTradesmanOfUser(deps.db, user(req).id);
    if (!profile) throw new NotFoundError('You have no business profile yet');
    res.json(profile);
  });

  router.get('/:id', requireUser, async (req, res) => {
    const id = pathId(req.params.id, 'Tradesman');
    const profile = await getTradesman(deps.db, id);
    if (!profile) throw new NotFoundError('Tradesman not found');
    res.json(profile);
  });

  router.get('/:id/projects', requireUser, async (req, res) => res.json(await listPortfolio(deps.db, await existing(req))));
  router.get('/:id/reviews', requireUser, async (req, res) => res.json(await listTradesmanReviews(deps.db, await existing(req))));
  router.get('/:id/endorsements', requireUser, async (req, res) => res.json(await listEndorsements(deps.db, await existing(req))));
}
