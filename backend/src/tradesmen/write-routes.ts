import type { Router } from 'express';
import {
  createProfileRequestSchema,
  endorseRequestSchema,
  submitReviewRequestSchema,
  updateProfileRequestSchema,
} from '@tradeguild/contracts';
import { ForbiddenError } from '../errors.ts';
import { requireAdmin, requireUserType, user } from '../http/auth.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { profileIdOfUser, runTradesmanCommand, toProfileDetails, tradesmanStream } from './command.ts';
import { outcodeOfProfilePostcode } from './postcodes.ts';
import { assertMayReviewJob } from '../client-projects/review-eligibility.ts';

/** Commands on profiles: create/edit your own, review, endorse, verify. */
export function mountTradesmanWrites(router: Router, deps: AppDeps) {
  router.post('/profile', requireUserType('tradesman'), async (req, res) => {
    const { commandId, ...fields } = parseInput(createProfileRequestSchema, req.body);
    const outcode = await outcodeOfProfilePostcode(deps.db, fields.postcode);
    const tradesmanId = profileIdOfUser(user(req).id);
    const details = toProfileDetails(fields, outcode);
    const command = { type: 'CreateTradesmanProfile' as const, data: { tradesmanId, userId: user(req).id, details } };
    await runTradesmanCommand(deps, req, res, { tradesmanId, command, commandId, status: 201 });
  });

  router.put('/profile', requireUserType('tradesman'), async (req, res) => {
    const { commandId, ...fields } = parseInput(updateProfileRequestSchema, req.body);
    const outcode = await outcodeOfProfilePostcode(deps.db, fields.postcode);
    const tradesmanId = profileIdOfUser(user(req).id);
    const command = { type: 'UpdateTradesmanProfile' as const, data: { tradesmanId, details: toProfileDetails(fields, outcode) } };
    await runTradesmanCommand(deps, req, res, { tradesmanId, command, commandId });
  });

  // A job review is checked against the project's read model: it must show the client's last change.
  router.post('/:id/reviews', freshReads(deps, 'client_projects'), requireUserType('client'), async (req, res) => {
    const tradesmanId = pathId(req.params.id, 'Tradesman');
    const { commandId, rating, comment, portfolioProjectId, projectId } = parseInput(submitReviewRequestSchema, req.body);
    const reviewId = newEntityId(req, commandId, 'review');
    // A review for a job is verified: the job must be the client's, completed, with this tradesman hired.
    if (projectId) await assertMayReviewJob(deps, req, { projectId, tradesmanId });
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
    await runTradesmanCommand(deps, req, res, {
      tradesmanId,
      command: { type: 'SubmitReview', data },
      commandId,
      id: reviewId,
      status: 201,
    });
  });

  router.post('/:id/endorsements', requireUserType('tradesman'), async (req, res) => {
    const tradesmanId = pathId(req.params.id, 'Tradesman');
    const { commandId, skill, comment } = parseInput(endorseRequestSchema, req.body);
    const endorserId = profileIdOfUser(user(req).id);
    // The endorser's own stream is the truth about whether they have a profile (the read model may lag).
    const { version } = await deps.store.readStream(tradesmanStream(endorserId));
    if (version === 0) throw new ForbiddenError('Create your business profile before endorsing other tradesmen');
    const endorsementId = newEntityId(req, commandId, 'endorsement');
    const data = { tradesmanId, endorsementId, endorserId, skill, comment: comment ?? null };
    await runTradesmanCommand(deps, req, res, {
      tradesmanId,
      command: { type: 'EndorseTradesman', data },
      commandId,
      id: endorsementId,
      status: 201,
    });
  });

  for (const [path, type] of [
    ['verify', 'VerifyTradesman'],
    ['unverify', 'UnverifyTradesman'],
  ] as const) {
    router.post(`/:id/${path}`, requireAdmin(deps.policy), async (req, res) => {
      const tradesmanId = pathId(req.params.id, 'Tradesman');
      await runTradesmanCommand(deps, req, res, { tradesmanId, command: { type, data: { tradesmanId } } });
    });
  }
}
