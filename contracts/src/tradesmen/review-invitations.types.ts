import { z } from 'zod';
import { commandIdSchema } from '../shared/metadata.ts';
import { defineRoute } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/safe-text.ts';

/** An e-mail address as typed: trimmed, compared and stored in lower case. */
export const reviewerEmailSchema = z
  .string({ required_error: 'E-mail address is required', invalid_type_error: 'Enter a valid e-mail address' })
  .trim()
  .min(1, 'E-mail address is required')
  .max(254, 'Enter a valid e-mail address')
  .email('Enter a valid e-mail address')
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .transform((e) => e.toLowerCase());

/**
 * POST /api/tradesmen/me/review-invitations: the signed-in tradesman invites a past customer to review
 * one of their portfolio projects. At most 20 open (unused) invitations; the project must be theirs.
 * 201 CommandResult (id: the invitation).
 */
export const sendReviewInvitationRequestSchema = z.object({
  email: reviewerEmailSchema,
  portfolioProjectId: z
    .string({ required_error: 'Choose a portfolio project', invalid_type_error: 'Choose a portfolio project' })
    .uuid('Choose a portfolio project'),
  commandId: commandIdSchema,
});
export type SendReviewInvitationRequest = z.input<typeof sendReviewInvitationRequestSchema>;
export type SendReviewInvitation = z.output<typeof sendReviewInvitationRequestSchema>;

/** GET /api/tradesmen/me/review-invitations, newest first: what the tradesman sent, open or used. */
export const sentReviewInvitationSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  portfolioProjectId: z.string().uuid(),
  portfolioProjectTitle: z.string().nullable(),
  sentAt: z.string(),
  /** When the customer left their review through it (null while open). */
  usedAt: z.string().nullable(),
  reviewId: z.string().uuid().nullable(),
});
export type SentReviewInvitation = z.infer<typeof sentReviewInvitationSchema>;

/** GET /api/reviews/invitations, newest first: the open invitations to the signed-in client's e-mail. */
export const myReviewInvitationSchema = z.object({
  id: z.string().uuid(),
  tradesmanId: z.string().uuid(),
  tradesmanBusinessName: z.string(),
  portfolioProjectId: z.string().uuid(),
  portfolioProjectTitle: z.string().nullable(),
  sentAt: z.string(),
});
export type MyReviewInvitation = z.infer<typeof myReviewInvitationSchema>;

export const sendReviewInvitationRoute = defineRoute({
  method: 'POST',
  path: '/api/tradesmen/me/review-invitations',
  body: sendReviewInvitationRequestSchema,
  response: commandResultSchema,
});
export const sentReviewInvitationsRoute = defineRoute({
  method: 'GET',
  path: '/api/tradesmen/me/review-invitations',
  response: z.array(sentReviewInvitationSchema),
});
export const myReviewInvitationsRoute = defineRoute({
  method: 'GET',
  path: '/api/reviews/invitations',
  response: z.array(myReviewInvitationSchema),
});
