import { tradesmanStreamId } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { profileIdOfUser } from '../commands/ids.ts';
import { ForbiddenError } from '../errors.ts';
import { requireAdmin, requireUserType, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import type { TradesmanCommand } from './commands.ts';
import { tradesmanDecider } from './decide.ts';
import { assertMayReviewJob } from './review-eligibility.ts';

const routes = apiRoutes.tradesmen;

/** A command on the tradesman's stream. */
const onTradesman = (command: TradesmanCommand) => ({
  streamId: tradesmanStreamId(command.data.tradesmanId),
  decider: tradesmanDecider,
  command,
});

/** The signed-in user's e-mail in lower case, when the identity provider vouched for it. */
function reviewerEmail(req: Parameters<typeof user>[0]): string | null {
  const me = user(req);
  return me.emailVerified && me.email ? me.email.trim().toLowerCase() : null;
}

/** What others do to a profile: review it, endorse it, verify it. */
export function mountFeedbackRoutes(api: ApiRouter, deps: AppDeps) {
  const command = commandRoutes(api, deps);

  // A job review is checked against the project's read model: it must show the client's last change.
  command(routes.submitReview, [freshReads(deps, 'client_projects'), requireUserType('client')], async ({ params, body }, req) => {
    const { commandId, rating, comment, portfolioProjectId, projectId, invitationId } = body;
    const tradesmanId = params.id;
    const reviewId = newEntityId(req, commandId, 'review');
    // A review for a job is verified: the job must be the client's, completed, with this tradesman hired.
    if (projectId) await assertMayReviewJob(deps.db, { projectId, tradesmanId, clientId: user(req).id });
    const data = {
      tradesmanId,
      reviewId,
      clientId: user(req).id,
      portfolioProjectId: portfolioProjectId ?? null,
      projectId: projectId ?? null,
      isVerified: !!projectId,
      rating,
      comment: comment ?? null,
      // Without a job, only through an invitation to this client's e-mail (the decider checks it).
      invitationId: projectId ? null : (invitationId ?? null),
      reviewerEmail: reviewerEmail(req),
    };
    return { ...onTradesman({ type: 'SubmitReview', data }), commandId, id: reviewId, status: 201 };
  });

  command(routes.endorse, requireUserType('tradesman'), async ({ params, body: { commandId, skill, comment } }, req) => {
    const endorserId = profileIdOfUser(user(req).id);
    // The endorser's own stream is the truth about whether they have a profile (the read model may lag).
    const { version } = await deps.store.readStream(tradesmanStreamId(endorserId));
    if (version === 0) throw new ForbiddenError('Create your business profile before endorsing other tradesmen');
    const endorsementId = newEntityId(req, commandId, 'endorsement');
    const data = { tradesmanId: params.id, endorsementId, endorserId, skill, comment: comment ?? null };
    return { ...onTradesman({ type: 'EndorseTradesman', data }), commandId, id: endorsementId, status: 201 };
  });

  for (const [route, type] of [
    [routes.verify, 'VerifyTradesman'],
    [routes.unverify, 'UnverifyTradesman'],
  ] as const) {
    command(route, requireAdmin(deps.policy), ({ params }) => ({
      ...onTradesman({ type, data: { tradesmanId: params.id } }),
      id: params.id,
    }));
  }
}
