import { z } from 'zod';
import { optionalText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { emptyToUndefined } from './fields.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/**
 * POST /api/tradesmen/{id}/reviews: SubmitReview, clients only. One review per client per
 * tradesman per portfolio project (and one without a project); a second answers 409.
 * The profile's rating and totalReviews are derived from the reviews, never sent. 201 CommandResult.
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
