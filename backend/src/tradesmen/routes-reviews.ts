import { tradesmanStreamId } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { listMyReviewInvitations, listSentReviewInvitations, reviewedTradesman } from '@tradeguild/projections';
import { profileIdOfUser } from '../commands/ids.ts';
import { NotFoundError } from '../errors.ts';
import { requireUserType, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import { tradesmanDecider } from './decide.ts';

/** The signed-in tradesman's review invitations, on the tradesmen router (/api/tradesmen/me/review-invitations). */
export function mountInvitationRoutes(api: ApiRouter, deps: AppDeps) {
  const command = commandRoutes(api, deps);
  const routes = apiRoutes.tradesmen;

  command(routes.sendReviewInvitation, requireUserType('tradesman'), ({ body: { commandId, email, portfolioProjectId } }, req) => {
    const tradesmanId = profileIdOfUser(user(req).id);
    const invitationId = newEntityId(req, commandId, 'reviewInvitation');
    const command = { type: 'SendReviewInvitation' as const, data: { tradesmanId, invitationId, email, portfolioProjectId } };
    return { streamId: tradesmanStreamId(tradesmanId), decider: tradesmanDecider, command, commandId, id: invitationId, status: 201 };
  });

  api.on(routes.sentReviewInvitations, requireUserType('tradesman'), async (_input, req, res) => {
    res.json(await listSentReviewInvitations(deps.db, profileIdOfUser(user(req).id)));
  });
}

/** /api/reviews: a client's open review invitations, and the reviewed tradesman's reply to a review. */
export function reviewRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(freshReads(deps, 'tradesmen'));
  const command = commandRoutes(api, deps);
  const routes = apiRoutes.reviews;

  // Matched by the e-mail the identity provider vouched for; none without one.
  api.on(routes.myInvitations, requireUserType('client'), async (_input, req, res) => {
    const me = user(req);
    res.json(me.emailVerified && me.email ? await listMyReviewInvitations(deps.db, me.email.trim().toLowerCase()) : []);
  });

  command(routes.reply, requireUserType('tradesman'), async ({ params, body: { commandId, text } }) => {
    const tradesmanId = await reviewedTradesman(deps.db, params.id);
    if (!tradesmanId) throw new NotFoundError('Review not found');
    // The decider checks the signed-in tradesman owns the reviewed profile (403 otherwise).
    const command = { type: 'ReplyToReview' as const, data: { tradesmanId, reviewId: params.id, text } };
    return { streamId: tradesmanStreamId(tradesmanId), decider: tradesmanDecider, command, commandId, id: params.id };
  });
}
