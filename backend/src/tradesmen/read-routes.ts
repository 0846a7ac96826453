import type { Request, Router } from 'express';
import { featuredTradesmenQuerySchema, searchTradesmenQuerySchema } from '@tradeguild/contracts';
import { NotFoundError } from '../errors.ts';
import { requireUser, requireUserType, user } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { requestedPosition, waitForProjections } from '../http/read-your-writes.ts';
import { parseInput } from '../http/validate.ts';
import { pathId } from './command.ts';
import { searchOrigin } from './postcodes.ts';
import { getTradesman, getTradesmanOfUser, listEndorsements, listFeaturedTradesmen, listPortfolio, listTradesmanReviews, searchTradesmen } from './queries.ts';

/** Every GET of /api/tradesmen. All but the featured list need a login (spec route table). */
export function mountTradesmanReads(router: Router, deps: AppDeps) {
  const fresh = (req: Request) => waitForProjections(deps.pool, ['tradesmen'], requestedPosition(req));
  const existing = async (req: Request) => {
    const id = pathId(req.params.id, 'Tradesman');
    await fresh(req);
    if (!(await getTradesman(deps.pool, id))) throw new NotFoundError('Tradesman not found');
    return id;
  };

  router.get('/', requireUser, async (req, res) => {
    const q = parseInput(searchTradesmenQuerySchema, req.query);
    const origin = await searchOrigin(deps.pool, q.location);
    await fresh(req);
    res.json(await searchTradesmen(deps.pool, q, origin));
  });

  router.get('/featured', async (req, res) => {
    const { limit } = parseInput(featuredTradesmenQuerySchema, req.query);
    await fresh(req);
    res.json(await listFeaturedTradesmen(deps.pool, limit));
  });

  router.get('/profile/me', requireUserType('tradesman'), async (req, res) => {
    await fresh(req);
    const profile = await getTradesmanOfUser(deps.pool, user(req).id);
    if (!profile) throw new NotFoundError('You have no business profile yet');
    res.json(profile);
  });

  router.get('/:id', requireUser, async (req, res) => {
    const id = pathId(req.params.id, 'Tradesman');
    await fresh(req);
    const profile = await getTradesman(deps.pool, id);
    if (!profile) throw new NotFoundError('Tradesman not found');
    res.json(profile);
  });

  router.get('/:id/projects', requireUser, async (req, res) => res.json(await listPortfolio(deps.pool, await existing(req))));
  router.get('/:id/reviews', requireUser, async (req, res) => res.json(await listTradesmanReviews(deps.pool, await existing(req))));
  router.get('/:id/endorsements', requireUser, async (req, res) => res.json(await listEndorsements(deps.pool, await existing(req))));
}
