import { z } from 'zod';
import { requiredText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

/**
 * PUT /api/reviews/{id}/reply: the reviewed tradesman replies once to a review, shown under it as
 * 'Response from {businessName}'; the reply can be edited for 7 days after it was first posted.
 */
export const replyToReviewRequestSchema = z.object({
  text: requiredText('Reply is required', 1000),
  commandId: commandIdSchema,
});
export type ReplyToReviewRequest = z.input<typeof replyToReviewRequestSchema>;
export type ReplyToReview = z.output<typeof replyToReviewRequestSchema>;

export const replyToReviewRoute = defineRoute({
  method: 'PUT',
  path: '/api/reviews/:id/reply',
  params: { id: idParam('Review') },
  body: replyToReviewRequestSchema,
  response: commandResultSchema,
});
