import type { Request } from 'express';
import { TOTAL_COUNT_HEADER } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import {
  getTradesman,
  getTradesmanOfUser,
  isSubjectHidden,
  listEndorsements,
  listFeaturedTradesmen,
  listPortfolio,
  listTradesmanReviews,
  searchTradesmenPage,
} from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { isAdmin, requireUser, requireUserType, user } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import { searchOrigin } from './postcodes.ts';
import { mountFeedbackRoutes } from './routes-feedback.ts';
import { mountProfileRoutes } from './routes-profile.ts';
import { mountInvitationRoutes } from './routes-reviews.ts';

const routes = apiRoutes.tradesmen;

/** /api/tradesmen: search, featured, profiles, portfolios, reviews, endorsements, verification. */
export function tradesmenRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(freshReads(deps, 'tradesmen', 'moderation'));
  mountInvitationRoutes(api, deps);
  mountReads(api, deps);
  mountProfileRoutes(api, deps);
  mountFeedbackRoutes(api, deps);
}

/** Every GET of /api/tradesmen. All but the featured list need a login (spec route table). */
function mountReads(api: ApiRouter, deps: AppDeps) {
  /** Who reads: reviews and profiles hidden through a report are left out but for their author and admins. */
  const readerOf = (req: Request) => ({ userId: user(req).id, isAdmin: isAdmin(user(req), deps.policy) });
  const existing = async (id: string) => {
    if (!(await getTradesman(deps.db, id))) throw new NotFoundError('Tradesman not found');
    return id;
  };

  api.on(routes.search, requireUser, async ({ query }, _req, res) => {
    const origin = await searchOrigin(deps.db, query.location);
    const { rows, total } = await searchTradesmenPage(deps.db, query, origin);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(rows);
  });

  api.on(routes.featured, async ({ query }, _req, res) => {
    res.json(await listFeaturedTradesmen(deps.db, query.limit));
  });

  api.on(routes.myProfile, requireUserType('tradesman'), async (_input, req, res) => {
    const profile = await getTradesmanOfUser(deps.db, user(req).id);
    if (!profile) throw new NotFoundError('You have no business profile yet');
    res.json(profile);
  });

  api.on(routes.get, requireUser, async ({ params }, req, res) => {
    const profile = await getTradesman(deps.db, params.id);
    // A profile hidden through a report (moderation) is there for its owner and admins only.
    const hiddenFromViewer = async () => {
      const me = readerOf(req);
      return !me.isAdmin && profile?.userId !== me.userId && (await isSubjectHidden(deps.db, 'profile', params.id));
    };
    if (!profile || (await hiddenFromViewer())) throw new NotFoundError('Tradesman not found');
    res.json(profile);
  });

  api.on(routes.portfolio, requireUser, async ({ params }, _req, res) => res.json(await listPortfolio(deps.db, await existing(params.id))));
  api.on(routes.reviews, requireUser, async ({ params }, req, res) =>
    res.json(await listTradesmanReviews(deps.db, await existing(params.id), readerOf(req))),
  );
  api.on(routes.endorsements, requireUser, async ({ params }, _req, res) =>
    res.json(await listEndorsements(deps.db, await existing(params.id))),
  );
}
