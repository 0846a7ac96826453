import type { Request, Response, Router } from 'express';
import { endorseRequestSchema, submitReviewRequestSchema, tradesmanStreamId } from '@tradeguild/contracts';
import { profileIdOfUser } from '../commands/ids.ts';
import { ForbiddenError } from '../errors.ts';
import { requireAdmin, requireUserType, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import type { TradesmanCommand } from './commands.ts';
import { tradesmanDecider } from './decide.ts';
import { assertMayReviewJob } from './review-eligibility.ts';

/** What others do to a profile: review it, endorse it, verify it. */
export function mountFeedbackRoutes(router: Router, deps: AppDeps) {
  const run = (req: Request, res: Response, o: { command: TradesmanCommand; id: string; commandId?: string; status?: number }) =>
    runCommand(deps, req, res, { streamId: tradesmanStreamId(o.command.data.tradesmanId), decider: tradesmanDecider, ...o });

  // A job review is checked against the project's read model: it must show the client's last change.
  router.post('/:id/reviews', freshReads(deps, 'client_projects'), requireUserType('client'), async (req, res) => {
    const tradesmanId = pathId(req.params.id, 'Tradesman');
    const { commandId, rating, comment, portfolioProjectId, projectId } = parseInput(submitReviewRequestSchema, req.body);
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
    };
    await run(req, res, { command: { type: 'SubmitReview', data }, commandId, id: reviewId, status: 201 });
  });

  router.post('/:id/endorsements', requireUserType('tradesman'), async (req, res) => {
    const tradesmanId = pathId(req.params.id, 'Tradesman');
    const { commandId, skill, comment } = parseInput(endorseRequestSchema, req.body);
    const endorserId = profileIdOfUser(user(req).id);
    // The endorser's own stream is the truth about whether they have a profile (the read model may lag).
    const { version } = await deps.store.readStream(tradesmanStreamId(endorserId));
    if (version === 0) throw new ForbiddenError('Create your business profile before endorsing other tradesmen');
    const endorsementId = newEntityId(req, commandId, 'endorsement');
    const data = { tradesmanId, endorsementId, endorserId, skill, comment: comment ?? null };
    await run(req, res, { command: { type: 'EndorseTradesman', data }, commandId, id: endorsementId, status: 201 });
  });

  for (const [path, type] of [
    ['verify', 'VerifyTradesman'],
    ['unverify', 'UnverifyTradesman'],
  ] as const) {
    router.post(`/:id/${path}`, requireAdmin(deps.policy), async (req, res) => {
      const tradesmanId = pathId(req.params.id, 'Tradesman');
      await run(req, res, { command: { type, data: { tradesmanId } }, id: tradesmanId });
    });
  }
}
