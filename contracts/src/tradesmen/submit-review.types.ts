import { z } from 'zod';
import { optionalText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { emptyToUndefined } from './fields.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/**
 * POST /api/tradesmen/{id}/reviews: SubmitReview, clients only. Either for a completed job the client
 * hired the tradesman on (`projectId`: verified, counted in the rating) or through the tradesman's
 * review invitation to the client's e-mail (`invitationId`: 'Invited by the tradesman', never counted).
 * Anything else, or a second review, answers 403. rating and totalReviews are derived, never sent.
 */
export const submitReviewRequestSchema = z.object({
  rating: z
    .number({ required_error: 'Rating is required', invalid_type_error: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
  comment: optionalText(2000),
  portfolioProjectId: z.preprocess(emptyToUndefined, z.string().uuid('Unknown portfolio project').optional()),
  /** A completed job (client project) this tradesman was hired on: the review is stored as verified. */
  projectId: z.preprocess(emptyToUndefined, z.string().uuid('Unknown project').optional()),
  /** Without a job: the tradesman's review invitation to the signed-in client's e-mail (issue 23). */
  invitationId: z.preprocess(emptyToUndefined, z.string().uuid('Unknown review invitation').optional()),
  commandId: commandIdSchema,
});
export type SubmitReviewRequest = z.input<typeof submitReviewRequestSchema>;
export type SubmitReview = z.output<typeof submitReviewRequestSchema>;

export const submitReviewRoute = defineRoute({
  method: 'POST',
  path: '/api/tradesmen/:id/reviews',
  params: { id: idParam('Tradesman') },
  body: submitReviewRequestSchema,
  response: commandResultSchema,
});
